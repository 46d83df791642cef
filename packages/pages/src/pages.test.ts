import { defaultShopConfig } from '@kauppa/config';
import { ApiError, createMemoryLogger, createSimulatedClock, type ShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { type Doc, fakeSearchApi } from '../test/fake-api.ts';
import {
  createServerContext,
  type HttpOptions,
  loadCategoryPage,
  loadFaqCategory,
  loadProductPage,
  PageDelayed,
  PageNotFound,
  PageRedirect,
  type RequestScope,
  withClientTimeout,
} from './index.ts';
import { loadCmsPageData } from './server.ts';

const apiUrl = 'http://api.test/api';
const scope = { brand: 'battery', store: '', apiUrl, publicApiUrl: apiUrl };

/** A request context over a fake search API, recording how its HTTP ports were built. */
async function contextOver(http: ShopHttp, budgetOrScope?: 'server' | 'client' | RequestScope) {
  const built: HttpOptions[] = [];
  const shop = await createServerContext(
    typeof budgetOrScope === 'object' ? budgetOrScope : { ...scope, budget: budgetOrScope },
    {
      createHttp: (options) => {
        built.push(options);
        return http;
      },
      clock: createSimulatedClock({ now: Date.UTC(2026, 0, 1) }),
      logger: createMemoryLogger(),
      findBrand: () => undefined,
    },
  );
  return { shop, built };
}

const nothing = fakeSearchApi(() => []);

/** Fails with what the loader threw. */
const thrown = (load: Promise<unknown>) =>
  load.then(
    () => expect.fail('the loader answered data'),
    (error: unknown) => error,
  );

describe('the request context (commerce-core §9 timeouts)', () => {
  it('sends the server render with the SSR timeout and no retry', async () => {
    const { built } = await contextOver(nothing);
    expect(built).toEqual([
      { baseUrl: apiUrl, ssr: true, timeoutMs: defaultShopConfig.api.timeouts.serverMs, retries: 0 },
    ]);
  });

  it("sends the server render with the server configuration's SSR timeout (api.timeouts.serverMs), not the default", async () => {
    const { built } = await contextOver(nothing, {
      ...scope,
      serverConfig: { api: { timeouts: { serverMs: 2500 } } },
    });
    expect(built[0]).toMatchObject({ ssr: true, timeoutMs: 2500 });
  });

  it("sends a browser's later calls with the client timeout (issue 20.4)", async () => {
    const { shop, built } = await contextOver(nothing);
    withClientTimeout(shop);
    expect(built[1]).toEqual({
      baseUrl: apiUrl,
      timeoutMs: defaultShopConfig.api.timeouts.clientMs,
      retries: 0,
    });
  });

  it('sends the render that completes a delayed page with the client timeout (issue 31.1)', async () => {
    const { built } = await contextOver(nothing, 'client');
    expect(built).toEqual([
      { baseUrl: apiUrl, timeoutMs: defaultShopConfig.api.timeouts.clientMs, retries: 0 },
    ]);
  });

  it('renders an unknown brand id with the placeholder look', async () => {
    const { shop } = await contextOver(nothing);
    expect(shop.brand).toMatchObject({ id: 'battery', name: 'Kauppa' });
  });
});

describe('page outcomes (issue 16: typed, not a router answer)', () => {
  it('an unknown category is PageNotFound with the spec text (commerce-core §2)', async () => {
    const { shop } = await contextOver(nothing);
    const error = await thrown(
      loadCategoryPage(shop, { slug: 'nope', url: new URL('http://shop.test/c/nope') }),
    );
    expect(error).toBeInstanceOf(PageNotFound);
    expect(error).toMatchObject({ status: 404, message: 'Category query returned empty result slug = nope' });
  });

  it('a missing product is PageNotFound "Product query returned empty result" (commerce-core §4 product loading)', async () => {
    const { shop } = await contextOver(nothing);
    const error = await thrown(loadProductPage(shop, { parentSku: 'NOPE' }));
    expect(error).toBeInstanceOf(PageNotFound);
    expect((error as Error).message).toBe('Product query returned empty result');
  });

  it('a configurable child opened directly is a 301 PageRedirect to its parent (commerce-core §4 product loading)', async () => {
    const child: Doc = { id: 11, sku: 'TEE-S', type_id: 'simple', visibility: 1, status: 1, slug: 'tee-s' };
    const parent: Doc = {
      id: 10,
      sku: 'TEE',
      type_id: 'configurable',
      visibility: 4,
      status: 1,
      slug: 'tee',
      configurable_children: [child],
    };
    const http = fakeSearchApi((type, query) => {
      if (type !== 'product') return [];
      if (query.includes('configurable_children.sku')) return [parent];
      return query.includes('TEE-S') ? [child] : [];
    });
    const { shop } = await contextOver(http);
    const error = await thrown(loadProductPage(shop, { parentSku: 'TEE-S' }));
    expect(error).toBeInstanceOf(PageRedirect);
    expect(error).toMatchObject({ status: 301, path: '/p/TEE/tee/TEE-S' });
  });

  it('an unknown FAQ category is PageNotFound "CMS query returned empty result" (accounts-content §8)', async () => {
    const { shop } = await contextOver(nothing);
    const error = await thrown(loadFaqCategory(shop, 'nope'));
    expect(error).toBeInstanceOf(PageNotFound);
    expect((error as Error).message).toBe('CMS query returned empty result');
  });

  it('an unknown CMS page is PageNotFound "CMS query returned empty result" (accounts-content §8)', async () => {
    const { shop } = await contextOver(nothing);
    const error = await thrown(loadCmsPageData(shop, 'nope'));
    expect(error).toBeInstanceOf(PageNotFound);
    expect((error as Error).message).toBe('CMS query returned empty result');
  });
});

describe('a CMS page (accounts-content §7; issue 17 cache tags)', () => {
  it('is sanitised, titled by its heading, and tags the page cms<id>', async () => {
    const page = {
      page_id: 7,
      identifier: 'about',
      title: 'About',
      content_heading: 'About us',
      content: '<h1>About us</h1><p onclick="x()">Hi<script>alert(1)</script></p>',
    };
    const { shop } = await contextOver(fakeSearchApi((type) => (type === 'cms_page' ? [page] : [])));
    const { page: shown } = await loadCmsPageData(shop, 'about');
    expect(shown).toEqual({ identifier: 'about', title: 'About us', html: '<p>Hi</p>', description: 'Hi' });
    expect([...shop.page.tags]).toEqual(['cms7']);
  });
});

/** A shop API whose searches of one entity type fail with `error` (the others answer nothing). */
const failing = (entityType: string, error: Error): ShopHttp => ({
  async request(request) {
    if (request.path.split('/')[2] === entityType) throw error;
    return nothing.request(request);
  },
});
const timedOut = () => new ApiError('timeout', 'The request to catalog timed out after 1000 ms');

describe('issue 31.1: a slow API degrades, never fails (commerce-core §9 search timeouts)', () => {
  it('a product lookup slower than the server budget is PageDelayed, retry after the client budget — not a 404, not the error page', async () => {
    const { shop } = await contextOver(failing('product', timedOut()));
    const error = await thrown(loadProductPage(shop, { parentSku: 'BAT-1' }));
    expect(error).toBeInstanceOf(PageDelayed);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 5 });
  });

  it('a delayed page is marked for the server: incomplete (never cached) and delayed with its Retry-After', async () => {
    const { shop } = await contextOver(failing('product', timedOut()));
    await thrown(loadProductPage(shop, { parentSku: 'BAT-1' }));
    expect(shop.page).toMatchObject({ incomplete: true, delayed: 5 });
  });

  it('a category lookup slower than the server budget is PageDelayed too', async () => {
    const { shop } = await contextOver(failing('category', timedOut()));
    const error = await thrown(
      loadCategoryPage(shop, { slug: 'akut', url: new URL('http://shop.test/c/akut') }),
    );
    expect(error).toBeInstanceOf(PageDelayed);
  });

  it('a dead API (the lookup fails, it does not time out) is the error it was, for the error page', async () => {
    const down = new ApiError('network', 'fetch failed', { notSent: true });
    const { shop } = await contextOver(failing('product', down));
    const error = await thrown(loadProductPage(shop, { parentSku: 'BAT-1' }));
    expect(error).toBe(down);
    expect(shop.page.delayed).toBeUndefined();
  });
});
