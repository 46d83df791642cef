import type { CmsPageData } from '@kauppa/pages';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CmsHtml } from './CmsHtml.tsx';

/** The CMS page body, with breadcrumbs (accounts-content §2). */
export function CmsPageView({ page }: { page: CmsPageData }) {
  return (
    <article className="cms-page">
      <Breadcrumbs structuredData trail={[{ label: page.title }]} />
      <h1>{page.title}</h1>
      <CmsHtml html={page.html} />
    </article>
  );
}
