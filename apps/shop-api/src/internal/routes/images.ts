import type { Context, Hono } from 'hono';
import { reply, type ShopContext } from '../context.ts';
import { createImageStore } from '../images/render.ts';

/** A week, as the brief's image cache lifetime (`Cache-Control: public, max-age=604800`). */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * Product and category artwork: `GET /assets/{products|categories}/{brand}/{name}.svg` (the
 * canonical form the catalogue documents carry) and the same under `/api/img/` (also
 * `/api/img/assets/…` and `/api/img/{w}/{h}/{action}/…`). SVG drawn in code,
 * with a week's cache lifetime and an ETag (`If-None-Match` answers 304); unknown names 404.
 */
export function imageRoutes(app: Hono, ctx: ShopContext): void {
  const images = createImageStore(ctx.catalog);
  const serve = (c: Context, path: string) => {
    const image = images(path);
    if (!image) return reply(c, 404, `No image at ${c.req.path}`);
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: image.etag };
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag))
      return c.body(null, 304, headers);
    return c.body(image.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
  };
  app.get('/assets/*', (c) => serve(c, c.req.path.slice('/assets/'.length)));
  // `/api/img/` takes the catalogue path with or without its `/assets/` (the storefront joins its
  // image base `{api}/img` with `/assets/…`), also after a `{width}/{height}/{action}/` resize
  // prefix of the platform's image endpoint: SVG scales by itself.
  app.get('/api/img/*', (c) =>
    serve(
      c,
      c.req.path
        .slice('/api/img/'.length)
        .replace(/^\d+\/\d+\/[a-z]+\//, '')
        .replace(/^assets\//, ''),
    ),
  );
}
