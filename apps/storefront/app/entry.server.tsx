import { PassThrough } from 'node:stream';
import { defaultShopConfig } from '@kauppa/config';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { deferredParts } from './components/DeferredParts.tsx';
import { brandArtwork } from './lib/brands.server.ts';
import {
  checkServerConfig,
  createLoadContext,
  invalidateSharedData,
  resolveBrand,
  type ShellServerHooks,
  shopContext,
} from './lib/context.ts';
import { InlineArtwork } from './lib/inline-artwork.tsx';
import { InlineCss } from './lib/inline-css.tsx';
import { createInlineImages, type InlineImages } from './lib/inline-image.server.ts';
import { InlineImage } from './lib/inline-image.tsx';
import offlineCss from './offline/offline.css?inline';
import appCss from './styles/app.css?inline';
import catalogCss from './styles/catalog.css?inline';
import shopCss from './styles/shop.css?inline';

// The parts whose code the browser loads apart are rendered at once here (lib/deferred-parts.ts).
await deferredParts.loadAll();

/** Every style sheet of the storefront, inlined into each page's `<head>` (see `InlineCss`). */
const inlineCss = [appCss, shopCss, catalogCss, offlineCss].join('\n');

/** The inline-image lookups of this process, one per API (issue 31.5, `inline-image.server.ts`). */
const inlineImages = new Map<string, InlineImages>();
function inlineImagesOf(apiUrl: string, publicApiUrl: string): InlineImages {
  const key = `${apiUrl} ${publicApiUrl}`;
  let lookup = inlineImages.get(key);
  if (!lookup) {
    lookup = createInlineImages({ apiUrl, publicApiUrl });
    inlineImages.set(key, lookup);
  }
  return lookup;
}

/** Rendering gives up after this long and sends what is ready. */
export const streamTimeout = 5_000;

/**
 * Hooks `server/main.ts` reads from the server build, so the load context is built by the same
 * module copy the loaders read it with.
 */
export const shellServerHooks: ShellServerHooks = {
  createLoadContext,
  resolveBrand,
  checkServerConfig,
  invalidateSharedData,
  settings: {
    api: defaultShopConfig.api,
    server: defaultShopConfig.server,
    storeViews: defaultShopConfig.storeViews,
    brands: defaultShopConfig.brands,
  },
};

/**
 * Tells the server's output cache about the page (see `ShopContext.page`): a page rendered
 * without some of its data must not be cached; the tags of what it shows and the query
 * parameters it reads go in headers the server takes off (issue 17).
 */
function markIncomplete(headers: Headers, context: RouterContextProvider): void {
  const { page } = context.get(shopContext);
  if (page.incomplete) headers.set('Cache-Control', 'no-store');
  // The page's own entity missed the budget (issue 31.1): the server answers a cached copy or a
  // page completing itself; the header is the Retry-After and is never sent.
  if (page.delayed !== undefined) headers.set('X-Kauppa-Delayed', String(page.delayed));
  headers.set('X-Kauppa-Cache-Tags', [...page.tags].join(' '));
  headers.set('X-Kauppa-Query-Reads', [...page.reads].join(','));
}

/** Data requests of client navigations follow the same rule as documents. */
export function handleDataRequest(
  response: Response,
  { context }: { context: RouterContextProvider },
): Response {
  markIncomplete(response.headers, context);
  return response;
}

/**
 * Renders a document. The whole page is rendered before the response starts (`onAllReady`):
 * the server caches complete pages and hashes their inline scripts for the CSP.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  markIncomplete(responseHeaders, loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const shop = loadContext.get(shopContext);
    const brandId = shop.brand.id;
    const inlineImage = inlineImagesOf(shop.scope.apiUrl, shop.scope.publicApiUrl);
    const { pipe, abort } = renderToPipeableStream(
      <InlineCss.Provider value={inlineCss}>
        <InlineArtwork.Provider value={(asset) => brandArtwork(brandId, asset)}>
          <InlineImage.Provider value={inlineImage}>
            <ServerRouter context={routerContext} url={request.url} />
          </InlineImage.Provider>
        </InlineArtwork.Provider>
      </InlineCss.Provider>,
      {
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
