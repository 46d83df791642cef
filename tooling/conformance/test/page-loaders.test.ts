import { createKyHttp } from '@kauppa/api-client';
import type { DeepPartial, ShopConfig } from '@kauppa/config';
import {
  createServerContext,
  loadCategoryPage,
  loadProductPage,
  loadSearchPage,
  type Product,
  priceView,
  type ShopContext,
} from '@kauppa/pages';
import { loadCmsPageData } from '@kauppa/pages/server';
import { createMemoryLogger, createSystemClock } from '@kauppa/ports';
import type { FilterOption } from '@kauppa/search-query';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PlatformServer, startPlatformServer } from '../src/index.ts';

/**
 * Issue 27 (C): what shoppers use — the storefront's page loaders of `@kauppa/pages`, called as
 * `apps/storefront` calls them (app/lib/context.ts `createServerContext`, then the route modules'
 * loaders) — against the strict stand-in of vue-storefront-api 1.12.5 over Elasticsearch 5 and 7
 * (src/api/catalog.ts, src/lib/elastic.js, src/platform/magento2/tax.js), GET and POST search,
 * multistore off and on. Every page loads, no request breaks a platform rule, and a tile's gross
 * price is the product page's.
 */

let shop: RunningShopApi;
beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
});
afterAll(async () => {
  await shop?.close();
});

const combinations = [5, 7].flatMap((esVersion) =>
  (['GET', 'POST'] as const).flatMap((searchMethod) =>
    [false, true].map((multistore) => ({ esVersion: esVersion as 5 | 7, searchMethod, multistore })),
  ),
);

describe.each(combinations)(
  'the page loaders on the platform: Elasticsearch $esVersion, $searchMethod search, multistore $multistore (issue 27)',
  ({ esVersion, searchMethod, multistore }) => {
    let platform: PlatformServer;
    const store = multistore ? 'de' : '';
    const index = multistore ? 'kauppa_battery_de' : 'kauppa_battery';
    const logger = createMemoryLogger();

    beforeAll(async () => {
      platform = await startPlatformServer({
        upstream: shop.url,
        // The platform's elasticsearch.indices and store views: with multistore on, the store
        // view's index is served (its name in the path selects it).
        elasticsearch: {
          esVersion,
          indices: ['kauppa_battery'],
          multistore,
          storeViews: { de: { index: 'kauppa_battery_de' } },
        },
      });
      // The stand-in reads an index's dynamic mapping from all its documents on the first search
      // of each type (a real index has it ready): done here, outside the loaders' SSR budget.
      for (const type of ['product', 'category', 'cms_page', 'cms_block', 'attribute', 'taxrule'])
        await fetch(`${platform.url}/api/catalog/${index}/${type}/_search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"size":0}',
        });
    });
    afterAll(async () => {
      await platform?.close();
    });

    const serverConfig: DeepPartial<ShopConfig> = {
      // The machine running the suite may be busy: the loaders are checked for what they load, not
      // for the SSR budget (commerce-core §9: 1000 ms), which a slow run could miss.
      api: { searchMethod, elasticsearchVersion: esVersion, timeouts: { serverMs: 10_000 } },
      storeViews: { multistore },
    };
    const context = (): Promise<ShopContext> =>
      createServerContext(
        {
          brand: 'battery',
          store,
          apiUrl: `${platform.url}/api`,
          publicApiUrl: `${platform.url}/api`,
          serverConfig,
        },
        { createHttp: createKyHttp, clock: createSystemClock(), logger, findBrand: () => undefined },
      );
    let seen = 0;
    beforeEach(() => {
      seen = platform.violations.length;
    });
    /** No request of this test broke a rule of the platform or of Elasticsearch. */
    const clean = () => expect(platform.violations.slice(seen)).toEqual([]);

    it('loads the menu', async () => {
      const menu = await (await context()).menu();
      expect(menu.length).toBeGreaterThan(0);
      clean();
    });

    it('loads the home lists', async () => {
      const lists = await (await context()).content.homeLists();
      expect(Object.values(lists).some((list) => Array.isArray(list) && list.length > 0)).toBe(true);
      clean();
    });

    it('loads a category page with a filter selected, and with every sort the config offers, price and quantity sorts included (issue 27.6)', async () => {
      const shopContext = await context();
      const categories = await shopContext.menu();
      let loaded = 0;
      for (const category of categories) {
        const page = await loadCategoryPage(shopContext, {
          slug: category.slug,
          url: new URL(`http://shop.test/c/${category.slug}`),
        });
        const group = page.filters?.find(
          (filter) => filter.attribute !== 'price' && filter.options.length > 0,
        );
        if (!group || page.products.items.length === 0) continue;
        const option = group.options[0] as { id: string };
        const filtered = await loadCategoryPage(shopContext, {
          slug: category.slug,
          url: new URL(`http://shop.test/c/${category.slug}?${group.attribute}=${option.id}`),
        });
        expect(filtered.products.items.length).toBeGreaterThan(0);
        const config: ShopConfig = shopContext.config;
        for (const { value } of config.catalog.sortOptions) {
          const sorted = await loadCategoryPage(shopContext, {
            slug: category.slug,
            url: new URL(`http://shop.test/c/${category.slug}?sort=${encodeURIComponent(value)}`),
          });
          expect(sorted.products.total).toBe(page.products.total);
        }
        loaded += 1;
        break;
      }
      expect(loaded, 'a category with products and a filter').toBe(1);
      clean();
    });

    it('filters a category by a gross price range: the index is asked net final_price bounds, every product shown is in the range (issue 27.6, commerce-core §9)', async () => {
      const shopContext = await context();
      const now = { now: () => Date.now() };
      let checked = 0;
      for (const category of await shopContext.menu()) {
        const page = await loadCategoryPage(shopContext, {
          slug: category.slug,
          url: new URL(`http://shop.test/c/${category.slug}`),
        });
        const price = page.filters?.find(
          (filter) => filter.attribute === 'price' && filter.options.length > 0,
        );
        const option = price?.options[0] as FilterOption | undefined;
        if (!option || page.products.items.length === 0) continue;
        const filtered = await loadCategoryPage(shopContext, {
          slug: category.slug,
          url: new URL(`http://shop.test/c/${category.slug}?price=${encodeURIComponent(option.id)}`),
        });
        expect(filtered.products.items.length).toBeGreaterThan(0);
        for (const product of filtered.products.items) {
          const shown = priceView(product as Product, now).final;
          if (option.from !== undefined) expect(shown).toBeGreaterThanOrEqual(option.from);
          if (option.to !== undefined) expect(shown).toBeLessThan(option.to);
        }
        checked += 1;
        break;
      }
      expect(checked, 'a category with a price filter').toBe(1);
      clean();
    });

    it("shows a tile's gross price as the product page does: listings ask for tax_class_id, which the platform's tax processor needs (issue 27.7, src/platform/magento2/tax.js)", async () => {
      const shopContext = await context();
      const found = await loadSearchPage(shopContext, { query: 'akku' });
      expect(found.failed).toBeFalsy();
      const tile = found.products.find((p) => p.type_id === 'simple' && Number(p.price) > 0) as Product;
      expect(tile, 'a simple product found by text').toBeDefined();
      const page = await loadProductPage(shopContext, { parentSku: tile.sku });
      const now = { now: () => Date.now() };
      expect(priceView(tile, now).final).toBe(priceView(page.product, now).final);
      expect(Number(tile.final_price_incl_tax)).toBeGreaterThan(Number(tile.final_price));
      clean();
    });

    /** The identifier of a CMS page of the store view's index (read from the reference server). */
    const cmsIdentifier = async () => {
      const pages = await fetch(`${shop.url}/api/catalog/${index}/cms_page/_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ size: 1 }),
      });
      const { hits } = (await pages.json()) as { hits: { hits: Array<{ _source: { identifier: string } }> } };
      return String(hits.hits[0]?._source.identifier);
    };

    it("shows a configurable tile's gross price as its product page does: listings ask the children's prices, from which the tax processor takes the lowest (issue 27.7, vsf-utilities updateProductPrices)", async () => {
      const shopContext = await context();
      const categories = await shopContext.menu();
      let compared = 0;
      for (const category of categories) {
        const page = await loadCategoryPage(shopContext, {
          slug: category.slug,
          url: new URL(`http://shop.test/c/${category.slug}`),
        });
        const tile = page.products.items.find((p) => p.type_id === 'configurable');
        if (!tile) continue;
        const product = await loadProductPage(shopContext, { parentSku: tile.sku });
        const now = { now: () => Date.now() };
        expect(priceView(tile, now).final).toBe(priceView(product.product, now).final);
        compared += 1;
        break;
      }
      expect(compared, 'a configurable product in a category').toBe(1);
      clean();
    });

    it('dispatches a product, a category and a CMS page url (issue 27.8: on Elasticsearch 7 no url_rewrite type is asked, src/lib/elastic.js adjustIndexName)', async () => {
      const shopContext = await context();
      const dispatcher = await shopContext.dispatcher();
      const [category] = await shopContext.menu();
      const listing = await loadCategoryPage(shopContext, {
        slug: String(category?.slug),
        url: new URL('http://shop.test/'),
      });
      const product = listing.products.items.find((p) => p.url_path) as Product;
      expect(await dispatcher.dispatch(`/${product.url_path}`)).toMatchObject({ entity: 'product' });
      expect(await dispatcher.dispatch(`/${category?.url_path}`)).toMatchObject({ entity: 'category' });
      expect(await dispatcher.dispatch(`/${await cmsIdentifier()}`)).toMatchObject({ entity: 'cms-page' });
      clean();
    });

    it('loads the FAQ: its items on Elasticsearch 5, none on 7, where the platform indexes no FAQ type (issue 27.8, config/default.json indexTypes)', async () => {
      const shopContext = await context();
      const categories = await shopContext.content.faqCategories();
      if (esVersion === 5) expect(categories.length).toBeGreaterThan(0);
      else expect(categories).toEqual([]);
      clean();
    });

    it('loads a CMS page', async () => {
      const shopContext = await context();
      const { page } = await loadCmsPageData(shopContext, await cmsIdentifier());
      expect(page.title).toBeTruthy();
      clean();
    });
  },
);

describe("the page loaders on a stock index, without the group's mapping extension (issue 27.6, docs/platform/elastic.schema.product.extension.json)", () => {
  let platform: PlatformServer;
  beforeAll(async () => {
    platform = await startPlatformServer({ upstream: shop.url, elasticsearch: { groupExtension: false } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('shows a category page with a fallback sort when sort_qty is not mapped, and logs one error naming the mapping (issue 27.6)', async () => {
    const logger = createMemoryLogger();
    const shopContext = await createServerContext(
      {
        brand: 'battery',
        store: '',
        apiUrl: `${platform.url}/api`,
        publicApiUrl: `${platform.url}/api`,
        serverConfig: { api: { timeouts: { serverMs: 10_000 } } },
      },
      {
        createHttp: createKyHttp,
        clock: createSystemClock(),
        logger,
        findBrand: () => undefined,
      },
    );
    const [category] = await shopContext.menu();
    const page = await loadCategoryPage(shopContext, {
      slug: String(category?.slug),
      url: new URL(`http://shop.test/c/${category?.slug}`),
    });
    expect(page.products.items.length).toBeGreaterThan(0);
    await loadCategoryPage(shopContext, {
      slug: String(category?.slug),
      url: new URL(`http://shop.test/c/${category?.slug}`),
    });
    const named = logger
      .at('error')
      .filter(
        ({ message }) =>
          message.includes('sort_qty') && message.includes('elastic.schema.product.extension.json'),
      );
    expect(named, 'one error naming the mapping, not one per request').toHaveLength(1);
  });
});
