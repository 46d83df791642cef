import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { addToCartRequest, type CatalogProduct, initialChoices, purchaseUnitPrice } from './index.ts';

const clock = createSimulatedClock({ now: Date.UTC(2026, 0, 15) });

const bundle: CatalogProduct = {
  sku: 'KIT',
  type_id: 'bundle',
  price_incl_tax: 30,
  bundle_options: [
    {
      option_id: 1,
      product_links: [
        { id: 11, sku: 'A', qty: 2, price: 5 },
        { id: 12, sku: 'B', qty: 1, price: 8, is_default: true },
      ],
    },
    { option_id: 2, product_links: [{ id: 21, sku: 'C', qty: 1, price: 10 }] },
  ],
};

describe('product page purchase: unit price and add-to-cart request (commerce-core §4 grouped and bundle price, §5)', () => {
  it('a bundle costs its default links times their qty (bundle price)', () => {
    expect(purchaseUnitPrice({ product: bundle, choices: initialChoices({ product: bundle }), clock })).toBe(
      18,
    );
  });

  it('a bundle follows the chosen link and qty', () => {
    const choices = initialChoices({ product: bundle });
    choices.bundle['1'] = { link: '11', qty: '3' };
    expect(purchaseUnitPrice({ product: bundle, choices: choices, clock })).toBe(25);
  });

  it('a grouped product costs the sum of its simple products (qty 1 each)', () => {
    const grouped: CatalogProduct = {
      sku: 'G',
      type_id: 'grouped',
      product_links: [
        {
          link_type: 'associated',
          linked_product_sku: 'X',
          product: { sku: 'X', price_incl_tax: 4, price: 4 },
        },
        {
          link_type: 'associated',
          linked_product_sku: 'Y',
          product: { sku: 'Y', price_incl_tax: 6, price: 6 },
        },
      ],
    };
    expect(
      purchaseUnitPrice({ product: grouped, choices: initialChoices({ product: grouped }), clock }),
    ).toBe(10);
  });

  it('adds custom options: fixed, or percent of the price (commerce-core §5)', () => {
    const product: CatalogProduct = {
      sku: 'P',
      type_id: 'simple',
      price: 50,
      price_incl_tax: 50,
      custom_options: [
        { option_id: 1, price: 10, price_type: 'percent' },
        { option_id: 2, values: [{ option_type_id: 7, price: 3, price_type: 'fixed' }] },
      ],
    };
    const choices = { ...initialChoices({ product }), custom: { '1': 'engraving', '2': '7' } };
    expect(purchaseUnitPrice({ product: product, choices: choices, clock })).toBe(58);
  });

  it("a configurable product without a chosen variant asks 'Please choose the product options first.'", () => {
    const product: CatalogProduct = {
      sku: 'C',
      type_id: 'configurable',
      price: 5,
      configurable_children: [],
    };
    expect(addToCartRequest({ product, choices: initialChoices({ product }) }).errors).toContainEqual({
      id: 'Please choose the product options first.',
    });
  });

  it('requests the sku, qty and product_option of a chosen variant, with the configured product', () => {
    const product: CatalogProduct = {
      sku: 'TEE',
      type_id: 'configurable',
      price: 10,
      configurable_options: [
        {
          attribute_code: 'color',
          attribute_id: 93,
          label: 'Colour',
          values: [{ value_index: 49, label: 'Black' }],
        },
      ],
      configurable_children: [{ sku: 'TEE-49', color: 49, price: 10, price_incl_tax: 12 }],
    };
    const request = addToCartRequest({
      product,
      variant: product.configurable_children?.[0],
      choices: { ...initialChoices({ product }), qty: '2' },
    });
    const product_option = {
      extension_attributes: {
        configurable_item_options: [{ option_id: 93, option_value: '49', label: 'Colour', value: 'Black' }],
      },
    };
    expect(request.detail).toMatchObject({ sku: 'TEE-49', qty: 2, product_option });
    // The cart gets the variant itself (its price and parent), not a sku to look up again.
    expect(request.detail?.product).toMatchObject({
      sku: 'TEE-49',
      parentSku: 'TEE',
      price_incl_tax: 12,
      product_option,
    });
  });

  it('a simple product is requested with the product itself', () => {
    const product: CatalogProduct = { sku: 'S', type_id: 'simple', price: 4, price_incl_tax: 5 };
    const request = addToCartRequest({ product, choices: { ...initialChoices({ product }), qty: '3' } });
    expect(request.detail).toEqual({ sku: 'S', qty: 3, product });
  });

  it("an unknown price stops the add: 'Product price is unknown, product cannot be added to the cart!'", () => {
    const product: CatalogProduct = { sku: 'N', type_id: 'simple' };
    expect(addToCartRequest({ product, choices: initialChoices({ product }) }).errors).toEqual([
      { id: 'Product price is unknown, product cannot be added to the cart!' },
    ]);
  });
});
