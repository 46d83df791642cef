import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  associatedSkus,
  attachAssociatedProducts,
  type CatalogProduct,
  getBundleProductPrice,
  getGroupedProductPrice,
  type ProductQuery,
  setupAssociatedProducts,
} from './index.ts';

const clock = createSimulatedClock({ now: Date.UTC(2026, 0, 15) });

const grouped: CatalogProduct = {
  sku: 'PACK',
  type_id: 'grouped',
  product_links: [
    { link_type: 'associated', linked_product_sku: 'AA-4' },
    { link_type: 'associated', linked_product_sku: 'AAA-4' },
  ],
};

const bundle: CatalogProduct = {
  sku: 'KIT',
  type_id: 'bundle',
  bundle_options: [
    { option_id: 1, product_links: [{ id: 11, sku: 'AA-4', qty: 2, is_default: true }] },
    { option_id: 2, product_links: [{ id: 21, sku: 'CHARGER', qty: 1, is_default: true }] },
  ],
};

const catalogue: CatalogProduct[] = [
  { sku: 'AA-4', price: 4, price_incl_tax: 5 },
  { sku: 'AAA-4', price: 6, price_incl_tax: 7.5 },
  { sku: 'CHARGER', price: 16, price_incl_tax: 20 },
];

const searches: ProductQuery[] = [];
const findProducts = async (query: ProductQuery) => {
  searches.push(query);
  return catalogue.filter((p) => query.values.includes(p.sku));
};

describe('setting up associated products of grouped and bundle products without a reload (commerce-core §4 grouped and bundle price, §5)', () => {
  it('reads the linked skus of a grouped product and of a bundle, each once', () => {
    expect(associatedSkus({ product: grouped })).toEqual(['AA-4', 'AAA-4']);
    expect(associatedSkus({ product: bundle })).toEqual(['AA-4', 'CHARGER']);
  });

  it('loads the linked products in one search and attaches them: the grouped price follows', async () => {
    searches.length = 0;
    const ready = await setupAssociatedProducts({ product: grouped, findProducts });
    expect(searches).toEqual([{ key: 'sku', values: ['AA-4', 'AAA-4'] }]);
    expect(ready.product_links?.map((link) => link.product?.sku)).toEqual(['AA-4', 'AAA-4']);
    expect(getGroupedProductPrice({ product: ready, clock }).priceInclTax).toBe(12.5);
    expect(grouped.product_links?.[0]?.product).toBeUndefined();
  });

  it('attaches the bundle options’ products: the bundle price follows', async () => {
    const ready = await setupAssociatedProducts({ product: bundle, findProducts });
    expect(getBundleProductPrice({ product: ready, clock }).priceInclTax).toBe(30);
  });

  it('a link whose product was not found keeps none; a product without links needs no search', async () => {
    const partial = attachAssociatedProducts({ product: grouped, products: [catalogue[0]!] });
    expect(partial.product_links?.map((link) => link.product?.sku)).toEqual(['AA-4', undefined]);
    expect(() => getGroupedProductPrice({ product: partial, clock })).toThrow('Product link not found');
    searches.length = 0;
    const simple = { sku: 'S', type_id: 'simple' };
    expect(await setupAssociatedProducts({ product: simple, findProducts })).toBe(simple);
    expect(searches).toEqual([]);
  });
});
