import { describe, expect, it } from 'vitest';
import {
  type CatalogProduct,
  createProductLoader,
  type FindProducts,
  GroupedProductWithoutLinksError,
  ProductLinkNotFoundError,
  type ProductQuery,
  ProductQueryEmptyError,
  RetiredEntryPointError,
  requireSearchKey,
  SearchKeyMissingError,
  validateLoadedProduct,
} from './index.ts';

const catalog: CatalogProduct[] = [
  { sku: 'S1', type_id: 'simple', price: 10, status: 1, visibility: 4 },
  { sku: 'S2', type_id: 'simple', price: 20, status: 1, visibility: 1 },
  {
    sku: 'G',
    type_id: 'grouped',
    product_links: [
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'S1' },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'S2' },
    ],
  },
  {
    sku: 'G-BROKEN',
    type_id: 'grouped',
    product_links: [{ link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'GONE' }],
  },
  {
    sku: 'B',
    type_id: 'bundle',
    bundle_options: [{ option_id: 1, product_links: [{ id: 1, sku: 'S1', qty: 2, is_default: true }] }],
  },
  {
    sku: 'C',
    type_id: 'configurable',
    configurable_options: [
      { attribute_code: 'color', attribute_id: 93, values: [{ value_index: 52, label: 'Red' }] },
    ],
    configurable_children: [
      { sku: 'C-1', color: 52, status: 1 },
      { sku: 'C-2', color: 52, status: 2 },
    ] as CatalogProduct['configurable_children'],
  },
];

const createCatalog = () => {
  const queries: ProductQuery[] = [];
  const findProducts: FindProducts<CatalogProduct> = async (query) => {
    queries.push(query);
    const wanted = new Set(query.values.map(String));
    return catalog.filter((p) => wanted.has(String((p as unknown as Record<string, unknown>)[query.key])));
  };
  return { findProducts, queries };
};

describe('product load validation (commerce-core §5)', () => {
  it('fails with "Product query returned empty result" for status 2 or higher (commerce-core §5)', () => {
    const attempt = () => validateLoadedProduct({ product: { sku: 'x', status: 2 } });
    expect(attempt).toThrow(ProductQueryEmptyError);
    expect(attempt).toThrow('Product query returned empty result');
  });

  it('fails with the empty-result error for visibility 1, not visible (commerce-core §5)', () => {
    expect(() => validateLoadedProduct({ product: { sku: 'x', visibility: 1 } })).toThrow(
      'Product query returned empty result',
    );
  });

  it('fails for an out-of-stock root only when out-of-stock listing is off (commerce-core §5)', () => {
    const product = { sku: 'x', stock: { is_in_stock: false } };
    expect(validateLoadedProduct({ product, listOutOfStockProducts: true })).toBe(product);
    expect(() => validateLoadedProduct({ product, listOutOfStockProducts: false })).toThrow(
      'Product query returned empty result',
    );
  });

  it('fails with the empty-result error when nothing was found (commerce-core §8)', () => {
    expect(() => validateLoadedProduct({ product: undefined })).toThrow(ProductQueryEmptyError);
  });

  it('rejects a grouped product without product_links (commerce-core §5)', () => {
    const attempt = () => validateLoadedProduct({ product: { sku: 'G', type_id: 'grouped' } });
    expect(attempt).toThrow(GroupedProductWithoutLinksError);
    expect(attempt).toThrow('Product with type grouped has no product_links set!');
  });

  it('requires the search key of a single-product lookup, sku by default (commerce-core §5)', () => {
    expect(requireSearchKey({ options: { sku: 'S1' } })).toEqual({ key: 'sku', value: 'S1' });
    expect(requireSearchKey({ options: { id: 7 }, key: 'id' })).toEqual({ key: 'id', value: 7 });
    const attempt = () => requireSearchKey({ options: { id: 7 } });
    expect(attempt).toThrow(SearchKeyMissingError);
    expect(attempt).toThrow('Please provide the search key sku for the single-product lookup');
  });
});

describe('product loader (commerce-core §4 Product loading)', () => {
  it('loads a single product by its search key (commerce-core §4)', async () => {
    const { findProducts, queries } = createCatalog();
    const product = await createProductLoader({ findProducts }).loadProduct({ options: { sku: 'S1' } });
    expect(product.sku).toBe('S1');
    expect(queries).toEqual([{ key: 'sku', values: ['S1'] }]);
  });

  it('throws without the search key, before any query (commerce-core §5)', async () => {
    const { findProducts, queries } = createCatalog();
    const loader = createProductLoader({ findProducts });
    await expect(loader.loadProduct({ options: { id: 1 } })).rejects.toThrow(SearchKeyMissingError);
    expect(queries).toEqual([]);
  });

  it('rejects an empty result and a product that is not visible (commerce-core §5)', async () => {
    const loader = createProductLoader(createCatalog());
    await expect(loader.loadProduct({ options: { sku: 'NOPE' } })).rejects.toThrow(
      'Product query returned empty result',
    );
    await expect(loader.loadProduct({ options: { sku: 'S2' } })).rejects.toThrow(
      'Product query returned empty result',
    );
  });

  it('filters unavailable variants of a configurable product (commerce-core §4)', async () => {
    const product = await createProductLoader(createCatalog()).loadProduct({ options: { sku: 'C' } });
    expect(product.configurable_children?.map((c) => c.sku)).toEqual(['C-1']);
  });

  it("loads a grouped product's associated products in one query, qty 1 each (commerce-core §4, §5)", async () => {
    const { findProducts, queries } = createCatalog();
    const product = await createProductLoader({ findProducts }).loadProduct({ options: { sku: 'G' } });
    expect(product.product_links?.map((l) => [l.product?.sku, (l.product as { qty?: number }).qty])).toEqual([
      ['S1', 1],
      ['S2', 1],
    ]);
    expect(queries[1]).toEqual({ key: 'sku', values: ['S1', 'S2'] });
  });

  it('fails with "Product link not found" when a linked product is missing (commerce-core §8)', async () => {
    const loader = createProductLoader(createCatalog());
    const attempt = loader.loadProduct({ options: { sku: 'G-BROKEN' } });
    await expect(attempt).rejects.toThrow(ProductLinkNotFoundError);
    await expect(loader.loadProduct({ options: { sku: 'G-BROKEN' } })).rejects.toThrow(
      'Product link not found',
    );
  });

  it("loads a bundle's option products (commerce-core §4 Bundle price)", async () => {
    const product = await createProductLoader(createCatalog()).loadProduct({ options: { sku: 'B' } });
    expect(product.bundle_options?.[0]?.product_links[0]?.product?.sku).toBe('S1');
  });

  it('retires fetch and fetchAsync in favour of loadProduct: they throw (commerce-core §4)', () => {
    const loader = createProductLoader(createCatalog());
    expect(() => loader.fetch({ sku: 'S1' })).toThrow(RetiredEntryPointError);
    expect(() => loader.fetch()).toThrow('fetch is retired, use loadProduct instead');
    expect(() => loader.fetchAsync()).toThrow('fetchAsync is retired, use loadProduct instead');
  });
});
