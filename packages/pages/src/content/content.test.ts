import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import type { ApiRequest, ShopHttp } from '@kauppa/ports';
import { loadSearchAdapter } from '@kauppa/search-query';
import { describe, expect, it } from 'vitest';
import { listFields } from '../catalog/catalog.ts';
import { createContent } from './content.ts';

type Doc = Record<string, unknown>;
interface Sent {
  entityType: string;
  body: { query?: unknown; size?: number; from?: number; sort?: unknown; _source?: unknown };
}

/**
 * A catalogue of documents by entity type behind the HTTP port the `api` search adapter of
 * `@kauppa/search-query` sends through; a filter on category_ids is honoured.
 */
function fakeApi(docs: Record<string, Doc[]>) {
  const sent: Sent[] = [];
  const http: ShopHttp = {
    async request<T>({ path, query }: ApiRequest) {
      const entityType = path.split('/')[2] ?? '';
      const body = JSON.parse(decodeURIComponent(String(query?.request ?? '{}'))) as Sent['body'];
      sent.push({ entityType, body });
      const text = JSON.stringify(body.query ?? {});
      let hits = docs[entityType] ?? [];
      const categoryIds = /"category_ids":\[?(\d+)/.exec(text);
      if (entityType === 'product' && categoryIds) {
        hits = hits.filter((doc) => (doc.category_ids as number[]).includes(Number(categoryIds[1])));
      }
      const from = body.from ?? 0;
      const page = hits.slice(from, from + (body.size ?? 50));
      return {
        status: 200,
        code: 200,
        result: { hits: { total: { value: hits.length }, hits: page.map((doc) => ({ _source: doc })) } } as T,
      };
    },
  };
  return { http, sent };
}

/** The content reads over the search adapter of `@kauppa/search-query`, as the shell builds them. */
const contentOf = (http: ShopHttp) =>
  createContent({
    search: loadSearchAdapter({ kind: 'api', http, index: 'kauppa_battery', config: defaultShopConfig }),
    config: defaultShopConfig,
  });

const categories = [
  { id: 30, url_key: 'new-collection', url_path: 'new-collection', slug: 'new-collection', level: 2 },
  { id: 32, url_key: 'new', url_path: 'new', slug: 'new', level: 2 },
  { id: 34, url_key: 'outlet', url_path: 'outlet', slug: 'outlet', level: 2 },
  { id: 35, url_key: 'promo', url_path: 'promo', slug: 'promo', level: 2 },
];
const product = (sku: string, categoryId: number) => ({
  sku,
  type_id: 'simple',
  slug: sku.toLowerCase(),
  url_path: `akut/${sku.toLowerCase()}.html`,
  category_ids: [categoryId],
});

describe('home lists (accounts-content §7, §9)', () => {
  it('asks 8 for the new collection and 6 for new products, each from its named category', async () => {
    const { http, sent } = fakeApi({ category: categories, product: [product('A', 30), product('B', 32)] });
    const lists = await contentOf(http).homeLists();
    expect(lists.newCollection.map((p) => p.sku)).toEqual(['A']);
    expect(lists.newProducts.map((p) => p.sku)).toEqual(['B']);
    const sizes = sent.filter((s) => s.entityType === 'product').map((s) => s.body.size);
    expect(sizes.slice(0, 2)).toEqual([8, 6]);
  });

  it('asks only the fields a product tile shows, as every product list query does (accounts-content §7; defect: the home page carried whole products, descriptions and variants, into its HTML and hydration)', async () => {
    const { http, sent } = fakeApi({ category: categories, product: [product('A', 30), product('B', 32)] });
    await contentOf(http).homeLists();
    const lists = sent.filter((s) => s.entityType === 'product');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list.body._source).toEqual({ includes: [...listFields] });
  });

  it('shows the outlet products when there are any', async () => {
    const { http } = fakeApi({ category: categories, product: [product('O', 34), product('P', 35)] });
    const lists = await contentOf(http).homeLists();
    expect(lists.outlet.map((p) => p.sku)).toEqual(['O']);
  });

  it('falls back to the promo products when the outlet list is empty', async () => {
    const { http } = fakeApi({ category: categories, product: [product('P', 35)] });
    const lists = await contentOf(http).homeLists();
    expect(lists.outlet.map((p) => p.sku)).toEqual(['P']);
  });
});

describe('FAQ and CMS reads (accounts-content §7)', () => {
  it('asks FAQ items position ascending, 150 at most', async () => {
    const { http, sent } = fakeApi({ cms_faq: [] });
    await contentOf(http).faqItems(2);
    expect(sent[0]?.body.size).toBe(150);
    expect(JSON.stringify(sent[0]?.body.sort)).toContain('position');
    expect(JSON.stringify(sent[0]?.body.query)).toContain('category_ids');
  });

  it('asks no FAQ type on Elasticsearch 7, where the platform indexes none: the FAQ is empty (api.elasticsearchVersion 7; issue 27.8, vue-storefront-api config/default.json indexTypes)', async () => {
    const { http, sent } = fakeApi({ cms_faq: [{ id: 1 }], cms_faq_category: [{ id: 2 }] });
    const config = mergeConfig(defaultShopConfig, { api: { elasticsearchVersion: 7 } });
    const content = createContent({
      search: loadSearchAdapter({ kind: 'api', http, index: 'kauppa_battery', config }),
      config,
    });
    expect(await content.faqCategories()).toEqual([]);
    expect(await content.faqItems()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('returns CMS blocks in the order asked', async () => {
    const { http } = fakeApi({
      cms_block: [
        { id: 1, identifier: 'a' },
        { id: 2, identifier: 'b' },
      ],
    });
    const blocks = await contentOf(http).cmsBlocks(['b', 'a']);
    expect(blocks.map((b) => b.identifier)).toEqual(['b', 'a']);
  });

  it('fails on an answer other than code 200', async () => {
    const http: ShopHttp = { request: async <T>() => ({ status: 500, code: 500, result: 'down' as T }) };
    await expect(contentOf(http).faqCategories()).rejects.toThrow('Search request failed with code 500');
  });
});

describe('sitemap entries (issue 8: a sitemap per brand)', () => {
  it('lists home, categories, products and CMS pages by the links the shop uses', async () => {
    const { http } = fakeApi({
      category: [{ id: 3, url_key: 'akut', url_path: 'akut', slug: 'akut', level: 2 }],
      product: [product('AK-12', 3)],
      cms_page: [{ id: 1, identifier: 'about' }],
    });
    const entries = await contentOf(http).sitemap();
    expect(entries.map((e) => e.path)).toEqual(['/', '/akut', '/akut/ak-12.html', '/i/about']);
  });
});
