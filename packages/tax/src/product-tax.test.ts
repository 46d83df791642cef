import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  applyProductsTax,
  applyProductTax,
  computePriceWithTax,
  type TaxablePrices,
  type TaxRuleFields,
} from './index.ts';

const rules: TaxRuleFields[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ rate: 25.5, tax_country_id: 'FI' }],
  },
  {
    id: 2,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [4],
    rates: [{ rate: 10, tax_country_id: 'FI' }],
  },
  {
    id: 3,
    product_tax_class_ids: [7],
    customer_tax_class_ids: [3],
    rates: [{ rate: 14, tax_country_id: 'FI' }],
  },
];

/** Client-side tax calculation with the configured switches (the default configuration uses server-side). */
const clientSide = { ...defaultShopConfig.tax, calculateServerSide: false, rules };

describe('prices incl/excl tax (commerce-core §4 Tax)', () => {
  it('derives net price and tax from a price that includes tax (commerce-core §1 source prices include tax)', () => {
    const result = computePriceWithTax({ price: 12.55, rateFactor: 0.255, priceIncludesTax: true });
    expect(result.price).toBeCloseTo(10, 10);
    expect(result.tax).toBeCloseTo(2.55, 10);
    expect(result.priceInclTax).toBe(12.55);
  });

  it('adds the tax to a price that excludes tax (commerce-core §4 Tax)', () => {
    const result = computePriceWithTax({ price: 10, rateFactor: 0.255, priceIncludesTax: false });
    expect(result).toEqual({
      price: 10,
      tax: expect.closeTo(2.55, 10),
      priceInclTax: expect.closeTo(12.55, 10),
    });
  });

  it('returns the product unchanged when tax is calculated server-side (commerce-core §1)', () => {
    const product = { sku: 'p', tax_class_id: 2, price: 12.55 };
    expect(defaultShopConfig.tax.calculateServerSide).toBe(true);
    expect(applyProductTax({ product, rules, ...defaultShopConfig.tax })).toBe(product);
  });

  it('computes price, special and final price variants with source prices including tax (commerce-core §3, §4)', () => {
    const product = { sku: 'p', tax_class_id: 2, price: 25.1, special_price: 12.55, final_price: 12.55 };
    const priced = applyProductTax({ product, ...clientSide });
    expect(priced.price).toBeCloseTo(20, 10);
    expect(priced.price_tax).toBeCloseTo(5.1, 10);
    expect(priced.price_incl_tax).toBe(25.1);
    expect(priced.special_price).toBeCloseTo(10, 10);
    expect(priced.special_price_incl_tax).toBe(12.55);
    expect(priced.final_price).toBeCloseTo(10, 10);
    expect(priced.final_price_incl_tax).toBe(12.55);
    expect(priced.original_price_incl_tax).toBe(25.1);
  });

  it('adds tax when source prices exclude tax (commerce-core §1 switch "source prices include tax")', () => {
    const product = { sku: 'p', tax_class_id: 2, price: 20, final_price: 20 };
    const priced = applyProductTax({
      product,
      ...clientSide,
      sourcePriceIncludesTax: false,
      finalPriceIncludesTax: false,
    });
    expect(priced.price).toBe(20);
    expect(priced.price_incl_tax).toBeCloseTo(25.1, 10);
    expect(priced.final_price_incl_tax).toBeCloseTo(25.1, 10);
  });

  it('uses rate 0 when no rule matches (commerce-core §4 Tax)', () => {
    const priced = applyProductTax({ product: { sku: 'p', tax_class_id: 99, price: 10 }, ...clientSide });
    expect(priced.price).toBe(10);
    expect(priced.price_tax).toBe(0);
    expect(priced.price_incl_tax).toBe(10);
  });

  it('uses the rate of the tax country only (commerce-core §4 Tax)', () => {
    const priced = applyProductTax({
      product: { sku: 'p', tax_class_id: 2, price: 10 },
      ...clientSide,
      country: 'SE',
    });
    expect(priced.price_tax).toBe(0);
  });

  it("selects the rule by the signed-in user's group when the grouped tax is active (commerce-core §4 Tax)", () => {
    const product = { sku: 'p', tax_class_id: 2, price: 11, final_price: 11 };
    const options = {
      ...clientSide,
      userGroupId: 3,
      sourcePriceIncludesTax: false,
      finalPriceIncludesTax: false,
    };
    expect(applyProductTax({ product, ...options, user: { group_id: 4 } }).price_incl_tax).toBeCloseTo(
      12.1,
      10,
    );
    expect(applyProductTax({ product, ...options, user: null }).price_incl_tax).toBeCloseTo(13.805, 10);
  });

  it('does not modify the product and gives the same prices when applied twice (commerce-core §4 Tax)', () => {
    const product = { sku: 'p', tax_class_id: 2, price: 25.1, final_price: 25.1 };
    const snapshot = structuredClone(product);
    const once = applyProductTax({ product, ...clientSide });
    const twice = applyProductTax({ product: once, ...clientSide });
    expect(product).toEqual(snapshot);
    expect(twice.price).toBeCloseTo(20, 10);
    expect(twice.price_incl_tax).toBeCloseTo(25.1, 10);
    expect(twice.final_price_incl_tax).toBeCloseTo(25.1, 10);
  });

  it('prices configurable children with their own tax class, else the parent one (commerce-core §3 configurable_children)', () => {
    const product = {
      sku: 'c',
      tax_class_id: 2,
      price: 25.1,
      configurable_children: [
        { sku: 'c-1', price: 12.55 },
        { sku: 'c-2', price: 11.4, tax_class_id: 7 },
        { sku: 'c-3', price: 11.4, custom_attributes: [{ attribute_code: 'tax_class_id', value: '7' }] },
      ],
    };
    const [a, b, c] = (applyProductTax({ product, ...clientSide }).configurable_children ??
      []) as TaxablePrices[];
    expect(a?.price).toBeCloseTo(10, 10);
    expect(a?.price_incl_tax).toBe(12.55);
    expect(b?.price).toBeCloseTo(10, 10);
    expect(b?.price_tax).toBeCloseTo(1.4, 10);
    expect(c?.price_tax).toBeCloseTo(1.4, 10);
  });

  it("prices a grouped product's linked products (commerce-core §4 Grouped price)", () => {
    const product = {
      sku: 'g',
      type_id: 'grouped',
      product_links: [
        {
          link_type: 'associated',
          linked_product_sku: 's1',
          product: { sku: 's1', tax_class_id: 2, price: 12.55 },
        },
        {
          link_type: 'associated',
          linked_product_sku: 's2',
          product: { sku: 's2', tax_class_id: 7, price: 11.4 },
        },
      ],
    };
    const [first, second] = (applyProductTax({ product, ...clientSide }).product_links ?? []) as Array<{
      product?: TaxablePrices;
    }>;
    expect(first?.product?.price).toBeCloseTo(10, 10);
    expect(second?.product?.price_tax).toBeCloseTo(1.4, 10);
    expect(first).toHaveProperty('linked_product_sku', 's1');
  });

  it("prices a bundle's selection products (commerce-core §4 Bundle price)", () => {
    const product = {
      sku: 'b',
      type_id: 'bundle',
      tax_class_id: 2,
      bundle_options: [
        {
          option_id: 1,
          product_links: [
            { id: 1, sku: 's1', qty: 2, product: { sku: 's1', price: 12.55 } },
            { id: 2, sku: 's2', qty: 1 },
          ],
        },
      ],
    };
    const links = applyProductTax({ product, ...clientSide }).bundle_options?.[0]?.product_links as
      | Array<{ product?: TaxablePrices }>
      | undefined;
    expect(links?.[0]?.product?.price).toBeCloseTo(10, 10);
    expect(links?.[1]).toEqual({ id: 2, sku: 's2', qty: 1 });
  });

  it('prices a list of products with the same rules (commerce-core §4 Tax)', () => {
    const priced = applyProductsTax({
      products: [
        { sku: 'a', tax_class_id: 2, price: 12.55 },
        { sku: 'b', tax_class_id: 7, price: 11.4 },
      ],
      ...clientSide,
    });
    expect(priced.map((p) => p.price_tax)).toEqual([expect.closeTo(2.55, 10), expect.closeTo(1.4, 10)]);
  });
});

describe('special price in the tax fields (commerce-core §4 Special price)', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const special = { sku: 'p', tax_class_id: 2, price: 25.1, special_price: 12.55 };

  it('a special price outside special_from_date..special_to_date is 0, its tax fields included', () => {
    const product = {
      ...special,
      special_from_date: '2026-05-01 00:00:00',
      special_to_date: '2026-05-31 23:59:59',
    };
    const priced = applyProductTax({ product, ...clientSide, now });
    expect([priced.special_price, priced.special_price_tax, priced.special_price_incl_tax]).toEqual([
      0, 0, 0,
    ]);
    expect(priced.price_incl_tax).toBe(25.1);
  });

  it('a special price within its dates keeps its net, tax and gross values', () => {
    const product = { ...special, special_from_date: '2026-06-01 00:00:00', special_to_date: null };
    const priced = applyProductTax({ product, ...clientSide, now });
    expect(priced.special_price).toBeCloseTo(10, 10);
    expect(priced.special_price_tax).toBeCloseTo(2.55, 10);
    expect(priced.special_price_incl_tax).toBe(12.55);
  });

  it('a special price not below the original price is 0, its tax fields included', () => {
    const product = { sku: 'p', tax_class_id: 2, price: 25.1, special_price: 25.1 };
    const priced = applyProductTax({ product, ...clientSide, now });
    expect([priced.special_price, priced.special_price_tax, priced.special_price_incl_tax]).toEqual([
      0, 0, 0,
    ]);
  });

  it('a dated special price is not applied when now is not given', () => {
    const product = { ...special, special_from_date: '2026-06-01 00:00:00' };
    expect(applyProductTax({ product, ...clientSide }).special_price_incl_tax).toBe(0);
  });

  it("a configurable child's special price follows the child's own dates; a second calculation keeps it", () => {
    const product = {
      sku: 'c',
      tax_class_id: 2,
      price: 25.1,
      configurable_children: [
        { sku: 'c-1', price: 25.1, special_price: 12.55, special_to_date: '2026-06-01 00:00:00' },
        { sku: 'c-2', price: 25.1, special_price: 12.55, special_to_date: '2026-07-01 00:00:00' },
      ],
    };
    const priced = applyProductTax({ product, ...clientSide, now });
    const children = (p: { configurable_children?: unknown }) => p.configurable_children as TaxablePrices[];
    expect(children(priced).map((c) => c.special_price_incl_tax)).toEqual([0, 12.55]);
    const later = applyProductTax({
      product: priced,
      ...clientSide,
      now: Date.parse('2026-05-01T00:00:00Z'),
    });
    const [first, second] = children(later);
    expect(first?.special_price_incl_tax).toBeCloseTo(12.55, 10);
    expect(second?.special_price_incl_tax).toBeCloseTo(12.55, 10);
  });
});
