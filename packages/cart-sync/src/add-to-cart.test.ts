import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { decideAddToCart, stockStatusOf, validateProductForCart } from './index.ts';

const config = defaultShopConfig;
const noZero = mergeConfig<ShopConfig>(defaultShopConfig, { catalog: { zeroPriceProductsAllowed: false } });
const internalCheckout = mergeConfig<ShopConfig>(defaultShopConfig, {
  checkout: { externalCheckout: { enabled: false } },
});

describe('add to cart: product rules (commerce-core §5)', () => {
  it('refuses a price below zero: "Product price is unknown, product cannot be added to the cart!"', () => {
    const result = validateProductForCart({ sku: 'A', price_incl_tax: -1 }, { config });
    expect(result.errors).toEqual([{ id: 'Product price is unknown, product cannot be added to the cart!' }]);
    expect(result.items).toEqual([]);
  });

  it('allows zero price when zero-price products are allowed, refuses it otherwise', () => {
    expect(validateProductForCart({ sku: 'A', price_incl_tax: 0 }, { config }).errors).toEqual([]);
    expect(validateProductForCart({ sku: 'A', price_incl_tax: 0 }, { config: noZero }).errors).toEqual([
      { id: 'Product price is unknown, product cannot be added to the cart!' },
    ]);
  });

  it("shows each entry of the product's errors as an error", () => {
    const result = validateProductForCart(
      { sku: 'A', price_incl_tax: 5, errors: { variants: 'No such configuration for the product' } },
      { config },
    );
    expect(result.errors).toEqual([{ id: 'No such configuration for the product' }]);
  });

  it('gives a configurable product with no available variant "No available product variants"', () => {
    const result = validateProductForCart(
      {
        sku: 'TEE',
        type_id: 'configurable',
        price_incl_tax: 5,
        configurable_children: [{ sku: 'TEE-S', status: 2 }],
      },
      { config },
    );
    expect(result.errors).toEqual([{ id: 'No available product variants' }]);
  });

  it('with out-of-stock listing off, out-of-stock variants do not count as available (commerce-core §4, §5)', () => {
    const noOutOfStock = mergeConfig<ShopConfig>(defaultShopConfig, {
      catalog: { listOutOfStockProducts: false },
    });
    const tee = {
      sku: 'TEE',
      type_id: 'configurable',
      price_incl_tax: 5,
      configurable_children: [{ sku: 'TEE-S', stock: { is_in_stock: false } }],
    };
    expect(validateProductForCart(tee, { config }).errors).toEqual([]);
    expect(validateProductForCart(tee, { config: noOutOfStock }).errors).toEqual([
      { id: 'No available product variants' },
    ]);
  });

  it('turns a quantity given as text into an integer (commerce-core §5)', () => {
    expect(validateProductForCart({ sku: 'A', price_incl_tax: 1, qty: '3' }, { config }).items).toEqual([
      { sku: 'A', price_incl_tax: 1, qty: 3 },
    ]);
  });

  it('adds a grouped product as its associated children', () => {
    const result = validateProductForCart(
      {
        sku: 'PACK',
        type_id: 'grouped',
        product_links: [
          {
            link_type: 'associated',
            linked_product_sku: 'AA-4',
            product: { sku: 'AA-4', price_incl_tax: 3, qty: 2 },
          },
          {
            link_type: 'associated',
            linked_product_sku: 'AAA-4',
            product: { sku: 'AAA-4', price_incl_tax: 4 },
          },
          { link_type: 'related', linked_product_sku: 'X' },
        ],
      },
      { config },
    );
    expect(result.errors).toEqual([]);
    expect(result.items.map((i) => [i.sku, i.qty])).toEqual([
      ['AA-4', 2],
      ['AAA-4', 1],
    ]);
  });

  it('a grouped child of quantity 0 is not ordered (commerce-core §4–5: a quantity is 0 or more)', () => {
    const result = validateProductForCart(
      {
        sku: 'PACK',
        type_id: 'grouped',
        product_links: [
          {
            link_type: 'associated',
            linked_product_sku: 'AA-4',
            product: { sku: 'AA-4', price_incl_tax: 3, qty: 0 },
          },
          {
            link_type: 'associated',
            linked_product_sku: 'C-2',
            product: { sku: 'C-2', price_incl_tax: 4, qty: '2' },
          },
        ],
      },
      { config },
    );
    expect(result.errors).toEqual([]);
    expect(result.items.map((i) => [i.sku, i.qty])).toEqual([['C-2', 2]]);
  });

  it('a grouped product whose children are all of quantity 0 adds nothing: "Quantity must be above 0."', () => {
    const result = validateProductForCart(
      {
        sku: 'PACK',
        type_id: 'grouped',
        product_links: [
          {
            link_type: 'associated',
            linked_product_sku: 'AA-4',
            product: { sku: 'AA-4', price_incl_tax: 3, qty: 0 },
          },
        ],
      },
      { config },
    );
    expect(result).toEqual({ errors: [{ id: 'Quantity must be above 0.' }], items: [] });
  });

  it('a grouped child of a negative quantity is refused: "Quantity must be a positive integer."', () => {
    const result = validateProductForCart(
      {
        sku: 'PACK',
        type_id: 'grouped',
        product_links: [
          {
            link_type: 'associated',
            linked_product_sku: 'AA-4',
            product: { sku: 'AA-4', price_incl_tax: 3, qty: -1 },
          },
        ],
      },
      { config },
    );
    expect(result).toEqual({ errors: [{ id: 'Quantity must be a positive integer.' }], items: [] });
  });

  it('a bundle option of quantity 0 is not ordered and is left out of the cart line (commerce-core §5)', () => {
    const bundle_options = [
      { option_id: 1, option_qty: 2, option_selections: [12] },
      { option_id: 2, option_qty: 0, option_selections: [21] },
    ];
    const result = validateProductForCart(
      {
        sku: 'KIT',
        type_id: 'bundle',
        price_incl_tax: 20,
        product_option: { extension_attributes: { bundle_options } },
      },
      { config },
    );
    expect(result.items[0]?.product_option?.extension_attributes?.bundle_options).toEqual([
      bundle_options[0],
    ]);
  });

  it('a bundle option of a negative quantity is refused: "Bundle option quantity must be 0 or more" (commerce-core §5)', () => {
    const bundle_options = [{ option_id: 1, option_qty: -1, option_selections: [12] }];
    const result = validateProductForCart(
      {
        sku: 'KIT',
        type_id: 'bundle',
        price_incl_tax: 20,
        product_option: { extension_attributes: { bundle_options } },
      },
      { config },
    );
    expect(result).toEqual({ errors: [{ id: 'Bundle option quantity must be 0 or more' }], items: [] });
  });

  it('refuses a grouped product without product_links: "Product with type grouped has no product_links set!"', () => {
    expect(validateProductForCart({ sku: 'PACK', type_id: 'grouped' }, { config }).errors).toEqual([
      { id: 'Product with type grouped has no product_links set!' },
    ]);
  });
});

describe('add to cart: stock check first (commerce-core §4 stock, §8)', () => {
  const item = { sku: 'AA-4', qty: 1 };

  it('ok adds with "Product has been added to the cart!" (no "Proceed to checkout" with the external checkout)', () => {
    const decision = decideAddToCart({ item, stock: { status: 'ok' }, cartItems: [], config });
    expect(decision.add).toBe(true);
    expect(decision.notifications).toEqual([
      {
        type: 'success',
        message: { id: 'Product has been added to the cart!' },
        action1: { label: { id: 'OK' }, action: 'close' },
      },
    ]);
  });

  it('offers "Proceed to checkout" when the external checkout is not used', () => {
    const decision = decideAddToCart({
      item,
      stock: { status: 'ok' },
      cartItems: [],
      config: internalCheckout,
    });
    expect(decision.notifications[0]?.action2).toEqual({
      label: { id: 'Proceed to checkout' },
      action: 'goToCheckout',
    });
  });

  it('an existing line gets "Product quantity has been updated!"', () => {
    const decision = decideAddToCart({
      item,
      stock: { status: 'ok' },
      cartItems: [{ sku: 'AA-4', qty: 1 }],
      config,
    });
    expect(decision.notifications.map((n) => n.message.id)).toEqual(['Product quantity has been updated!']);
  });

  it('volatile adds with the pre-reservation warning', () => {
    const decision = decideAddToCart({ item, stock: { status: 'volatile' }, cartItems: [], config });
    expect(decision.add).toBe(true);
    expect(decision.notifications).toEqual([
      {
        type: 'warning',
        message: {
          id: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
        },
        action1: { label: { id: 'OK' }, action: 'close' },
      },
    ]);
  });

  it('out_of_stock refuses: "The product is out of stock and cannot be added to the cart!"', () => {
    const decision = decideAddToCart({ item, stock: { status: 'out_of_stock' }, cartItems: [], config });
    expect(decision.add).toBe(false);
    expect(decision.notifications.map((n) => [n.type, n.message.id])).toEqual([
      ['error', 'The product is out of stock and cannot be added to the cart!'],
    ]);
  });

  it('refuses more than is available: "Only {maxQuantity} products of this type are available"', () => {
    const decision = decideAddToCart({
      item: { sku: 'AA-4', qty: 2 },
      stock: { status: 'ok', qty: 3 },
      cartItems: [{ sku: 'AA-4', qty: 2 }],
      config,
    });
    expect(decision.add).toBe(false);
    expect(decision.notifications[0]?.message).toEqual({
      id: 'Only {maxQuantity} products of this type are available',
      params: { maxQuantity: 3 },
    });
  });

  it('is volatile when stock sync is off, out of stock when not in stock', () => {
    expect(stockStatusOf({ is_in_stock: true }, { synchronize: true })).toBe('ok');
    expect(stockStatusOf({ is_in_stock: true }, { synchronize: false })).toBe('volatile');
    expect(stockStatusOf({ is_in_stock: false }, { synchronize: true })).toBe('out_of_stock');
  });
});
