/** A CMS page as its loader sends it: the HTML already sanitised on the server. */
export interface CmsPageData {
  identifier: string;
  title: string;
  /** Sanitised HTML (`sanitizeCmsHtml`). */
  html: string;
  description: string;
}
