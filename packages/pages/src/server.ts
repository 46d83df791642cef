/**
 * @kauppa/pages/server: the server-only parts of the page models — CMS HTML sanitised with
 * `sanitize-html` (kept out of the main entry point and so out of browser bundles), the content
 * forms and the back-in-stock subscription a server action posts, and the brand and banner files
 * of a deployment.
 */
export { subscribeBackInStock } from './server/back-in-stock.ts';
export type { BrandRegistry } from './server/brands.ts';
export { createBannerRegistry, createBrandRegistry } from './server/brands.ts';
export { cmsPageData, loadCmsPageData } from './server/cms.ts';
export type { FormResult } from './server/forms.ts';
export { askQuestion, sendContactMessage } from './server/forms.ts';
export { cmsText, sanitizeCmsHtml } from './server/sanitize.ts';
