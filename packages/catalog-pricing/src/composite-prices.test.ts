import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  BundleOptionQtyError,
  type CatalogProduct,
  GroupedProductWithoutLinksError,
  getBundleProductPrice,
  getCustomOptionPrice,
  getCustomOptionsPrice,
  getGroupedProductPrice,
  ProductLinkNotFoundError,
  validateBundleOptionQty,
} from './index.ts';

const clock = createSimulatedClock({ now: Date.UTC(2026, 5, 15) });

const grouped: CatalogProduct = {
  sku: 'G',
  type_id: 'grouped',
  product_links: [
    {
      link_type: 'associated',
      linked_product_type: 'simple',
      linked_product_sku: 'S1',
      qty: 3,
      product: { sku: 'S1', price: 10, price_incl_tax: 12.55 },
    },
    {
      link_type: 'associated',
      linked_product_type: 'simple',
      linked_product_sku: 'S2',
      product: {
        sku: 'S2',
        price: 20,
        price_incl_tax: 25.1,
        special_price: 15,
        special_price_incl_tax: 18.83,
      },
    },
    { link_type: 'related', linked_product_sku: 'R1', product: { sku: 'R1', price: 999 } },
  ],
};

describe('grouped price (commerce-core §4 Grouped price)', () => {
  it('sums the simple linked products, qty 1 each (commerce-core §4 Grouped price)', () => {
    const { price, priceInclTax } = getGroupedProductPrice({ product: grouped, clock });
    expect(price).toBe(25);
    expect(priceInclTax).toBeCloseTo(31.38, 10);
  });

  it('is an error for a grouped product without product_links (commerce-core §5)', () => {
    const attempt = () => getGroupedProductPrice({ product: { sku: 'G', type_id: 'grouped' }, clock });
    expect(attempt).toThrow(GroupedProductWithoutLinksError);
    expect(attempt).toThrow('Product with type grouped has no product_links set!');
  });

  it('reports "Product link not found" for a link without its product (commerce-core §8)', () => {
    const product: CatalogProduct = {
      sku: 'G',
      type_id: 'grouped',
      product_links: [{ link_type: 'associated', linked_product_sku: 'MISSING' }],
    };
    const attempt = () => getGroupedProductPrice({ product, clock });
    expect(attempt).toThrow(ProductLinkNotFoundError);
    expect(attempt).toThrow('Product link not found');
  });
});

const bundle: CatalogProduct = {
  sku: 'B',
  type_id: 'bundle',
  bundle_options: [
    {
      option_id: 1,
      product_links: [
        { id: 11, sku: 'A', qty: 1, price: 99 },
        {
          id: 12,
          sku: 'B1',
          qty: 2,
          is_default: true,
          product: { sku: 'B1', price: 5, price_incl_tax: 6.28 },
        },
      ],
    },
    {
      option_id: 2,
      product_links: [
        { id: 21, sku: 'C', qty: 3, price: 4 },
        { id: 22, sku: 'D', qty: 1, price: 50 },
      ],
    },
    { option_id: 3, product_links: [] },
  ],
};

describe('bundle price (commerce-core §4 Bundle price)', () => {
  it('sums the default link, else the first link, price times its qty (commerce-core §4 Bundle price)', () => {
    const { price, priceInclTax } = getBundleProductPrice({ product: bundle, clock });
    expect(price).toBe(5 * 2 + 4 * 3);
    expect(priceInclTax).toBeCloseTo(6.28 * 2 + 4 * 3, 10);
  });

  it("prices the shopper's selections with the chosen qty (commerce-core §3 bundle options by id)", () => {
    const { price } = getBundleProductPrice({
      product: bundle,
      clock,
      selections: [{ option_id: 2, option_qty: 2, option_selections: [22] }],
    });
    expect(price).toBe(5 * 2 + 50 * 2);
  });

  it('requires a bundle option quantity of 0 or more (commerce-core §5)', () => {
    expect(validateBundleOptionQty({ qty: 0 })).toBe(0);
    expect(validateBundleOptionQty({ qty: '2' })).toBe(2);
    expect(() => validateBundleOptionQty({ qty: -1 })).toThrow(BundleOptionQtyError);
    expect(() =>
      getBundleProductPrice({
        product: bundle,
        clock,
        selections: [{ option_id: 1, option_qty: -1, option_selections: [12] }],
      }),
    ).toThrow('Bundle option quantity must be 0 or more');
  });

  it('a chosen bundle option quantity of 0 leaves that option out of the price (commerce-core §5)', () => {
    const { price } = getBundleProductPrice({
      product: bundle,
      clock,
      selections: [{ option_id: 2, option_qty: 0, option_selections: [22] }],
    });
    expect(price).toBe(5 * 2);
  });

  it("a default link without a qty, or with 0, counts once, as the platform's storefront reads it (commerce-core §4 Bundle price)", () => {
    const withoutQty = {
      sku: 'W',
      type_id: 'bundle',
      bundle_options: [
        { option_id: 1, product_links: [{ id: 1, sku: 'X', is_default: true, price: 7 }] },
        { option_id: 2, product_links: [{ id: 2, sku: 'Y', qty: 0, price: 3 }] },
      ],
    } as unknown as CatalogProduct;
    expect(getBundleProductPrice({ product: withoutQty, clock }).price).toBe(7 + 3);
  });
});

describe('custom option prices (commerce-core §5)', () => {
  it('adds a fixed price as it is (commerce-core §5 custom option prices)', () => {
    expect(getCustomOptionPrice({ option: { price: 7.5, price_type: 'fixed' }, basePrice: 40 })).toBe(7.5);
  });

  it('adds a percent price as a share of the product price (commerce-core §5 custom option prices)', () => {
    expect(getCustomOptionPrice({ option: { price: 10, price_type: 'percent' }, basePrice: 40 })).toBe(4);
  });

  it('sums the chosen options: values of select options, the price of entered ones (commerce-core §5)', () => {
    const options = [
      { option_id: 1, title: 'Engraving', price: 5, price_type: 'fixed' as const },
      {
        option_id: 2,
        title: 'Extras',
        values: [
          { option_type_id: 21, price: 10, price_type: 'percent' as const },
          { option_type_id: 22, price: 2, price_type: 'fixed' as const },
          { option_type_id: 23, price: 100, price_type: 'fixed' as const },
        ],
      },
      { option_id: 3, title: 'Gift note', price: 1, price_type: 'fixed' as const },
    ];
    const total = getCustomOptionsPrice({
      options,
      basePrice: 40,
      selections: [
        { option_id: 1, option_value: 'Hello' },
        { option_id: 2, option_value: '21,22' },
        { option_id: 3, option_value: '' },
      ],
    });
    expect(total).toBe(5 + 4 + 2);
  });
});
