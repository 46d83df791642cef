import { sitemapXml } from '@kauppa/pages';
import { shopContext } from '../lib/context.ts';
import type { Route } from './+types/sitemap.ts';

/** The sitemap of the request's brand: home, categories, products and CMS pages from the shop API. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const entries = await shop.content.sitemap();
  return new Response(
    sitemapXml(
      new URL(request.url).origin,
      entries.map((entry) => entry.path),
    ),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    },
  );
}
