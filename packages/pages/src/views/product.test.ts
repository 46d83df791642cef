import { describe, expect, it } from 'vitest';
import { type ProductPageProduct, pageTrail, productPageView } from './index.ts';

const clock = { now: () => Date.UTC(2026, 5, 1) };
const tee: ProductPageProduct = {
  sku: 'TEE',
  id: 7,
  name: 'Tee',
  type_id: 'configurable',
  url_key: 'tee',
  price_incl_tax: 20,
  final_price_incl_tax: 20,
  stock: { is_in_stock: true, qty: 0 },
  configurable_options: [
    {
      attribute_code: 'color',
      attribute_id: 93,
      label: 'Colour',
      values: [
        { value_index: 49, label: 'Black' },
        { value_index: 50, label: 'White' },
      ],
    },
  ],
  configurable_children: [
    { sku: 'TEE-49', id: 71, color: 49, price_incl_tax: 20, stock: { is_in_stock: true, qty: 4 } },
    { sku: 'TEE-50', id: 72, color: 50, price_incl_tax: 22, stock: { is_in_stock: false, qty: 0 } },
  ],
};
const [black, white] = tee.configurable_children ?? [];
const hammer: ProductPageProduct = {
  sku: 'HAMMER',
  name: 'Hammer',
  type_id: 'simple',
  url_key: 'hammer',
  price_incl_tax: 12.4,
  valmistaja: 'Fiskars',
  stock: { is_in_stock: true, qty: 3 },
};

describe('product page view (accounts-content §2 product page; commerce-core §3 product.stock)', () => {
  it("shows the chosen variant's sku and stock with its quantity", () => {
    const view = productPageView({ product: tee, child: black, clock });
    expect(view).toMatchObject({ sku: 'TEE-49', inStock: true, stockQty: 4, available: 4 });
  });

  it('shows no quantity beside "In stock!" while it is unknown or 0', () => {
    const view = productPageView({ product: tee, clock });
    expect(view.inStock).toBe(true);
    expect(view.stockQty).toBeUndefined();
  });

  it('believes the live stock check over the cached page (issue 14.9)', () => {
    const view = productPageView({ product: hammer, live: { is_in_stock: false, qty: 0 }, clock });
    expect(view.inStock).toBe(false);
    expect(view.available).toBeUndefined();
  });

  it('offers back in stock only for an out-of-stock variant, watched under its parent (accounts-content §3)', () => {
    expect(productPageView({ product: tee, child: black, clock }).watched).toBeUndefined();
    expect(productPageView({ product: tee, child: white, clock }).watched).toMatchObject({ sku: 'TEE-50' });
  });

  it('links each option value to its variant page (commerce-core §4 configurable options)', () => {
    const view = productPageView({ product: tee, child: black, listOutOfStockProducts: true, clock });
    expect(view.selectors[0]?.choices.map((c) => c.sku)).toEqual(['TEE-49', 'TEE-50']);
    expect(view.hrefOf('TEE-50')).toBe('/p/TEE/tee/TEE-50');
    expect(view.action).toBe('/p/TEE/tee/TEE-49');
  });

  it('has no option selectors for a simple product, and posts to its own page', () => {
    const view = productPageView({ product: hammer, clock });
    expect(view.selectors).toEqual([]);
    expect(view.action).toBe('/p/HAMMER/hammer');
  });

  it('prices the variant shown and records the view with that price (accounts-content §4 tracking)', () => {
    const view = productPageView({ product: tee, child: white, clock });
    expect(view.price).toBe(22);
    expect(view.viewed).toMatchObject({ sku: 'TEE', name: 'Tee', price: 22, url_path: 'p/TEE/tee/TEE' });
  });

  it('names the manufacturer and tells a composite product from a simple one', () => {
    expect(productPageView({ product: hammer, clock })).toMatchObject({
      manufacturer: 'Fiskars',
      composite: false,
    });
    const grouped = { ...hammer, type_id: 'grouped', valmistaja: undefined };
    expect(productPageView({ product: grouped, clock })).toMatchObject({
      manufacturer: undefined,
      composite: true,
    });
  });

  it('reviews the product under its catalogue id, else its sku', () => {
    expect(productPageView({ product: tee, clock }).reviewId).toBe(7);
    expect(productPageView({ product: hammer, clock }).reviewId).toBe('HAMMER');
  });
});

describe('breadcrumbs (accounts-content §2)', () => {
  it('links the category trail and ends with the page itself, unlinked', () => {
    expect(pageTrail([{ label: 'Tools', path: '/tools' }], 'Hammer')).toEqual([
      { label: 'Tools', to: '/tools' },
      { label: 'Hammer' },
    ]);
    expect(pageTrail(undefined, 'Hammer')).toEqual([{ label: 'Hammer' }]);
  });
});
