import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CmsHtml } from './CmsHtml.tsx';

/** A CMS page as its loader sends it: the HTML already sanitised on the server. */
export interface CmsPageData {
  identifier: string;
  title: string;
  /** Sanitised HTML (`sanitizeCmsHtml`). */
  html: string;
  description: string;
}

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
