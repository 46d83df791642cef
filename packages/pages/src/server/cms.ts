import type { CmsPageData } from '../content/cms-page.ts';
import { type CmsPage, cmsEmptyResult } from '../content/content.ts';
import { type ShopContext, tagPage } from '../context.ts';
import { notFound } from '../site/outcomes.ts';
import { cmsText, sanitizeCmsHtml } from './sanitize.ts';

/** A CMS page ready to render: title, sanitised HTML, meta description. */
export function cmsPageData(page: CmsPage): CmsPageData {
  const title = page.content_heading || page.title || page.identifier;
  // The page's own <h1> is its title; a leading <h1> repeating it is dropped from the content.
  const content = (page.content ?? '').replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>/i, '');
  return {
    identifier: page.identifier,
    title,
    html: sanitizeCmsHtml(content),
    description: page.meta_description || cmsText(content, 160),
  };
}

/** Loads a CMS page by identifier; none is a 404 with 'CMS query returned empty result'. */
export async function loadCmsPageData(shop: ShopContext, identifier: string): Promise<{ page: CmsPageData }> {
  const page = await shop.content.cmsPage(identifier);
  if (!page) notFound(cmsEmptyResult);
  tagPage(shop, 'cms', [String(page.page_id ?? page.identifier)]);
  return { page: cmsPageData(page) };
}
