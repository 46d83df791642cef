import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { createMemoryCollections, createMemoryLogger } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  createUrlDispatcher,
  type RoutableCategory,
  type RoutableCmsPage,
  type RoutableProduct,
  type RoutableUrlRewrite,
  type UrlResolver,
} from './index.ts';

interface Catalogue {
  products?: RoutableProduct[];
  categories?: RoutableCategory[];
  pages?: RoutableCmsPage[];
  rewrites?: RoutableUrlRewrite[];
}

function fakeResolver({ products = [], categories = [], pages = [], rewrites = [] }: Catalogue) {
  const calls: string[] = [];
  const resolver: UrlResolver = {
    findProduct: async (p) => {
      calls.push(`product ${p}`);
      return products.find((x) => x.url_path === p);
    },
    findCategory: async (p) => {
      calls.push(`category ${p}`);
      return categories.find((x) => x.url_path === p);
    },
    findCmsPage: async (p) => {
      calls.push(`cms ${p}`);
      return pages.find((x) => x.identifier === p);
    },
    findUrlRewrites: async (p) => {
      calls.push(`rewrite ${p}`);
      return rewrites.filter((r) => r.request_path === p);
    },
  };
  return { resolver, calls };
}

const product = { sku: 'AK-12', type_id: 'simple', slug: 'akku-12v', url_path: 'akut/akku-12v.html' };
const category = { id: 15, slug: 'akut', url_path: 'akut' };
const page = { identifier: 'about-us' };

function setup(
  catalogue: Catalogue,
  extra: { quotaExceeded?: boolean; config?: typeof defaultShopConfig; maxEntries?: number } = {},
) {
  const { resolver, calls } = fakeResolver(catalogue);
  const collections = createMemoryCollections({
    quotaExceededFor: extra.quotaExceeded ? ['urlMappings'] : [],
  });
  const logger = createMemoryLogger();
  const dispatcher = createUrlDispatcher({
    resolver,
    collections,
    logger,
    config: extra.config,
    maxEntries: extra.maxEntries,
  });
  return { dispatcher, calls, collections, logger, resolver };
}

describe('url dispatcher (commerce-core §2, accounts-content §2)', () => {
  it('resolves a product whose url_path equals the path first (commerce-core §2)', async () => {
    const { dispatcher, calls } = setup({
      products: [product],
      categories: [{ ...category, url_path: 'akut/akku-12v.html' }],
    });
    expect(await dispatcher.dispatch('/akut/akku-12v.html')).toEqual({
      kind: 'route',
      entity: 'product',
      name: 'simple-product',
      params: { parentSku: 'AK-12', slug: 'akku-12v' },
      path: '/akut/akku-12v.html',
    });
    expect(calls).toEqual(['rewrite akut/akku-12v.html', 'product akut/akku-12v.html']);
  });

  it('passes a childSku of the query on to the product route (commerce-core §2)', async () => {
    const { dispatcher } = setup({
      products: [{ ...product, type_id: 'configurable', configurable_children: [{}] }],
    });
    const result = await dispatcher.dispatch('/akut/akku-12v.html?childSku=AK-12-B');
    expect(result).toMatchObject({ name: 'configurable-product', params: { childSku: 'AK-12-B' } });
  });

  it('resolves a category when no product matches (commerce-core §2)', async () => {
    const { dispatcher, calls } = setup({ categories: [category], pages: [{ identifier: 'akut' }] });
    expect(await dispatcher.dispatch('/akut/')).toEqual({
      kind: 'route',
      entity: 'category',
      name: 'category',
      params: { slug: 'akut' },
      path: '/akut/',
    });
    expect(calls).toEqual(['rewrite akut', 'product akut', 'category akut']);
  });

  it('resolves a CMS page when neither a product nor a category matches (commerce-core §2)', async () => {
    const { dispatcher } = setup({ pages: [page] });
    expect(await dispatcher.dispatch('/about-us')).toMatchObject({
      kind: 'route',
      entity: 'cms-page',
      name: 'cms-page',
      params: { slug: 'about-us' },
    });
  });

  it('logs "Request does not match any route" when nothing matches and proceeds (accounts-content §2, §8)', async () => {
    const { dispatcher, logger, collections } = setup({});
    expect(await dispatcher.dispatch('/ei-ole')).toEqual({ kind: 'none', path: '/ei-ole' });
    expect(logger.at('error').map((e) => e.message)).toEqual(['Request does not match any route']);
    expect(await collections.collection('urlMappings').keys()).toEqual([]);
  });

  it('redirects a url rewrite of redirect type 301 or 302 to its target_path (accounts-content §2)', async () => {
    const { dispatcher } = setup({
      rewrites: [
        { request_path: 'vanha.html', target_path: '/akut/akku-12v.html', redirect_type: 301 },
        { request_path: 'tilapainen.html', target_path: '/akut', redirect_type: '302' },
      ],
    });
    expect(await dispatcher.dispatch('/vanha.html')).toEqual({
      kind: 'redirect',
      status: 301,
      path: '/akut/akku-12v.html',
    });
    expect(await dispatcher.dispatch('/tilapainen.html')).toEqual({
      kind: 'redirect',
      status: 302,
      path: '/akut',
    });
  });

  it('ignores url rewrites of other redirect types (accounts-content §2)', async () => {
    const { dispatcher } = setup({
      products: [product],
      rewrites: [{ request_path: 'akut/akku-12v.html', target_path: '/muu', redirect_type: 0 }],
    });
    expect(await dispatcher.dispatch('/akut/akku-12v.html')).toMatchObject({
      kind: 'route',
      entity: 'product',
    });
  });

  it('strips the store code from the path when multistore is on (commerce-core §2)', async () => {
    const multistore = mergeConfig(defaultShopConfig, { storeViews: { multistore: true } });
    const { dispatcher } = setup({ categories: [category] }, { config: multistore });
    expect(await dispatcher.dispatch('/de/akut')).toMatchObject({ kind: 'route', entity: 'category' });
  });
});

describe('url mapping cache (commerce-core §2, §8)', () => {
  it('answers a resolved path again from the cache without lookups (commerce-core §2)', async () => {
    const { dispatcher, calls } = setup({ products: [product] });
    const first = await dispatcher.dispatch('/akut/akku-12v.html');
    calls.length = 0;
    expect(await dispatcher.dispatch('/akut/akku-12v.html')).toEqual(first);
    expect(dispatcher.peek('/akut/akku-12v.html')).toEqual(first);
    expect(calls).toEqual([]);
  });

  it("persists resolved mappings in the 'urlMappings' collection for the next session (commerce-core §2)", async () => {
    const { dispatcher, collections, resolver } = setup({ products: [product] });
    const first = await dispatcher.dispatch('/akut/akku-12v.html');
    expect(await collections.collection('urlMappings').get('akut/akku-12v.html')).toEqual(first);
    const calls: string[] = [];
    const next = createUrlDispatcher({
      resolver: {
        ...resolver,
        findProduct: async (p) => {
          calls.push(p);
          return null;
        },
      },
      collections,
    });
    expect(await next.dispatch('/akut/akku-12v.html')).toEqual(first);
    expect(calls).toEqual([]);
  });

  it('clears the url cache on a storage quota error (commerce-core §2, §8)', async () => {
    const { dispatcher, collections, calls } = setup({ products: [product], categories: [category] });
    await dispatcher.dispatch('/akut');
    expect(await collections.collection('urlMappings').keys()).toEqual(['akut']);
    collections.setQuotaExceeded('urlMappings', true);
    const result = await dispatcher.dispatch('/akut/akku-12v.html');
    expect(result).toMatchObject({ entity: 'product' });
    expect(await collections.collection('urlMappings').keys()).toEqual([]);
    expect(dispatcher.peek('/akut')).toBeUndefined();
    calls.length = 0;
    await dispatcher.dispatch('/akut');
    expect(calls).toContain('category akut');
  });

  it('empties memory and storage on clearCache (commerce-core §2)', async () => {
    const { dispatcher, collections } = setup({ categories: [category] });
    await dispatcher.dispatch('/akut');
    await dispatcher.clearCache();
    expect(dispatcher.peek('/akut')).toBeUndefined();
    expect(await collections.collection('urlMappings').keys()).toEqual([]);
  });
});

// Issue 31.4 (attacker input): the server's dispatcher lives as long as the process, so what it
// remembers is bounded. The platform client keeps one mapping per path without its query and lays
// the query's params over it on each read (vue-storefront v1.12.3 core/modules/url/store/actions.ts
// mapUrl, core/modules/url/helpers/index.ts parametrizeRouteData).
describe('url mapping cache bound (commerce-core §2; issue 31.4)', () => {
  it('without a storage port it keeps its mappings in memory only, as a server does (issue 31.4: one copy per mapping, not two)', async () => {
    const { resolver, calls } = fakeResolver({ products: [product] });
    const dispatcher = createUrlDispatcher({ resolver });
    const first = await dispatcher.dispatch('/akut/akku-12v.html');
    const again = await dispatcher.dispatch('/akut/akku-12v.html');
    expect(first).toMatchObject({ kind: 'route', entity: 'product' });
    expect(again).toBe(first);
    expect(calls.filter((call) => call.startsWith('product'))).toHaveLength(1);
    expect(dispatcher.size).toBe(1);
    await dispatcher.clearCache();
    expect(dispatcher.size).toBe(0);
  });

  const configurable = {
    ...product,
    type_id: 'configurable',
    configurable_children: [{ sku: 'AK-12-B' }, { sku: 'AK-12-C' }],
  };
  const mappingKeys = async (collections: ReturnType<typeof createMemoryCollections>) =>
    (await collections.collection('urlMappings').keys()).sort();

  it('10,000 distinct ?childSku= variants of one product path leave at most the bound in memory and in urlMappings', async () => {
    const { dispatcher, collections } = setup({ products: [configurable] }, { maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) await dispatcher.dispatch(`/akut/akku-12v.html?childSku=X-${i}`);
    expect(dispatcher.size).toBeLessThanOrEqual(100);
    expect((await mappingKeys(collections)).length).toBeLessThanOrEqual(100);
  });

  it('answers a ?childSku= variant of a mapped path from its mapping, without a lookup (parametrizeRouteData)', async () => {
    const { dispatcher, calls } = setup({ products: [configurable] });
    await dispatcher.dispatch('/akut/akku-12v.html');
    calls.length = 0;
    expect(await dispatcher.dispatch('/akut/akku-12v.html?childSku=AK-12-C')).toMatchObject({
      params: { childSku: 'AK-12-C' },
    });
    expect(calls).toEqual([]);
  });

  it('a childSku that is not a child of the product does not create an entry', async () => {
    const { dispatcher, collections } = setup({ products: [configurable] });
    await dispatcher.dispatch('/akut/akku-12v.html');
    await dispatcher.dispatch('/akut/akku-12v.html?childSku=EI-LAPSI');
    expect(dispatcher.size).toBe(1);
    expect(await mappingKeys(collections)).toEqual(['akut/akku-12v.html']);
  });

  it('a junk query parameter (a childSku on a category, a tracking parameter) does not create an entry', async () => {
    const { dispatcher, collections } = setup({ categories: [category] });
    await dispatcher.dispatch('/akut');
    await dispatcher.dispatch('/akut?childSku=ROSKA');
    await dispatcher.dispatch('/akut?utm_source=roska');
    expect(dispatcher.size).toBe(1);
    expect(await mappingKeys(collections)).toEqual(['akut']);
  });

  it('the least recently used mapping goes first when the bound is reached', async () => {
    const { dispatcher, collections } = setup(
      { products: [product], categories: [category], pages: [page] },
      { maxEntries: 2 },
    );
    await dispatcher.dispatch('/akut/akku-12v.html');
    await dispatcher.dispatch('/akut');
    await dispatcher.dispatch('/akut/akku-12v.html');
    await dispatcher.dispatch('/about-us');
    expect(dispatcher.peek('/akut')).toBeUndefined();
    expect(dispatcher.peek('/akut/akku-12v.html')).toMatchObject({ entity: 'product' });
    expect(dispatcher.peek('/about-us')).toMatchObject({ entity: 'cms-page' });
    expect(await mappingKeys(collections)).toEqual(['about-us', 'akut/akku-12v.html']);
  });

  it('mappings persisted by an earlier session count towards the bound of urlMappings', async () => {
    const { dispatcher, collections, resolver } = setup(
      { products: [product], categories: [category], pages: [page] },
      { maxEntries: 2 },
    );
    await dispatcher.dispatch('/akut/akku-12v.html');
    await dispatcher.dispatch('/akut');
    const next = createUrlDispatcher({ resolver, collections, maxEntries: 2 });
    await next.dispatch('/about-us');
    expect(await mappingKeys(collections)).toHaveLength(2);
    expect(await mappingKeys(collections)).toContain('about-us');
  });

  it("a mapping read from urlMappings counts as a use there: the earlier session's unread mapping goes first", async () => {
    const { dispatcher, collections, resolver } = setup(
      { products: [product], categories: [category], pages: [page] },
      { maxEntries: 2 },
    );
    await dispatcher.dispatch('/akut/akku-12v.html');
    await dispatcher.dispatch('/akut');
    const next = createUrlDispatcher({ resolver, collections, maxEntries: 2 });
    await next.dispatch('/akut/akku-12v.html');
    await next.dispatch('/about-us');
    expect(await mappingKeys(collections)).toEqual(['about-us', 'akut/akku-12v.html']);
  });

  it('paths that resolve to nothing are not remembered (commerce-core §2: misses are not cached)', async () => {
    const { dispatcher, collections } = setup({ products: [product] }, { maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) await dispatcher.dispatch(`/ei-ole-${i}?childSku=${i}`);
    expect(dispatcher.size).toBe(0);
    expect(await mappingKeys(collections)).toEqual([]);
  });

  it('answers every path as a dispatcher without a cache does', async () => {
    const catalogue = {
      products: [configurable],
      categories: [category],
      pages: [page],
      rewrites: [{ request_path: 'vanha.html', target_path: '/akut', redirect_type: 301 }],
    };
    const paths = [
      '/akut/akku-12v.html?childSku=AK-12-B',
      '/akut/akku-12v.html',
      '/akut/akku-12v.html?childSku=EI-LAPSI&utm_source=x',
      '/akut/akku-12v.html?childSku=AK-12-C',
      '/akut/',
      '/akut?childSku=ROSKA',
      '/about-us?utm_source=x',
      '/vanha.html?childSku=AK-12-B',
      '/vanha.html',
    ];
    const { dispatcher } = setup(catalogue, { maxEntries: 2 });
    for (const path of [...paths, ...paths]) {
      const fresh = setup(catalogue).dispatcher;
      expect(await dispatcher.dispatch(path), path).toEqual(await fresh.dispatch(path));
    }
  });

  it('a mapping is answered frozen, the same object at each read of its path (no copy per read)', async () => {
    const { dispatcher } = setup({ products: [product] });
    const first = await dispatcher.dispatch('/akut/akku-12v.html');
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.kind === 'route' && Object.isFrozen(first.params)).toBe(true);
    expect(await dispatcher.dispatch('/akut/akku-12v.html')).toBe(first);
  });

  it('refuses a maxEntries that is not a positive whole number with a RangeError', () => {
    const { resolver } = fakeResolver({});
    for (const maxEntries of [0, -1, 1.5, Number.NaN]) {
      expect(() =>
        createUrlDispatcher({ resolver, collections: createMemoryCollections(), maxEntries }),
      ).toThrow(RangeError);
    }
  });
});
