import { Breadcrumbs } from './Breadcrumbs.tsx';
import { stripTags } from './ProductView.tsx';

/** The CMS page body (its HTML is shown as text until a maintained sanitiser is wired in). */
export function CmsPageView({ page }: { page: { identifier: string; title?: string; content?: string } }) {
  const title = page.title ?? page.identifier;
  return (
    <article className="cms-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      {page.content && <p>{stripTags(page.content)}</p>}
    </article>
  );
}
