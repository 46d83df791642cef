import type { CatalogProduct } from '@kauppa/catalog-pricing';
import { describe, expect, it } from 'vitest';
import { setupCart, tableStock } from '../test/support.ts';
import { type CartItem, configureCartItem } from './index.ts';

const tee: CatalogProduct = {
  sku: 'TEE',
  type_id: 'configurable',
  price: 10,
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
    { sku: 'TEE-49', color: 49, price: 10, price_incl_tax: 12.4 },
    { sku: 'TEE-50', color: 50, price: 11, price_incl_tax: 13.64 },
  ],
};

const option = (value: number, label: string) => ({
  extension_attributes: {
    configurable_item_options: [
      { option_id: 93, option_value: String(value), label: 'Colour', value: label },
    ],
  },
});

const black: CartItem = {
  sku: 'TEE-49',
  parentSku: 'TEE',
  qty: 2,
  price_incl_tax: 12.4,
  product_option: option(49, 'Black'),
  server_item_id: 7,
  item_id: 7,
};

describe('configuring an existing cart line (accounts-content §3–4 cart edit mode; commerce-core §4 configuring a product)', () => {
  it('the line becomes the chosen variant: its sku, options and prices, without the old server ids', () => {
    const { cartItems, line, merged } = configureCartItem({
      cartItems: [black],
      item: black,
      product: tee,
      selection: { color: '50' },
    });
    expect(line).toMatchObject({
      sku: 'TEE-50',
      parentSku: 'TEE',
      qty: 2,
      price: 11,
      price_incl_tax: 13.64,
      product_option: option(50, 'White'),
    });
    expect(line.server_item_id).toBeUndefined();
    expect(merged).toBeUndefined();
    expect(cartItems).toEqual([line]);
  });

  it('a line already holding that variant is merged in: quantities add up, one line stays', () => {
    const white: CartItem = { sku: 'TEE-50', parentSku: 'TEE', qty: 1, product_option: option(50, 'White') };
    const { cartItems, line, merged } = configureCartItem({
      cartItems: [black, white],
      item: black,
      product: tee,
      selection: { color: '50' },
    });
    expect(merged).toBe(white);
    expect(cartItems.map((l) => [l.sku, l.qty])).toEqual([['TEE-50', 3]]);
    expect(line.qty).toBe(3);
  });

  it("the same variant keeps the line's server ids", () => {
    const { line } = configureCartItem({
      cartItems: [black],
      item: black,
      product: tee,
      selection: { color: '49' },
    });
    expect(line).toMatchObject({ sku: 'TEE-49', server_item_id: 7, item_id: 7 });
  });

  it("no matching variant is 'No such configuration for the product'", () => {
    expect(() =>
      configureCartItem({ cartItems: [black], item: black, product: tee, selection: { color: '51' } }),
    ).toThrow('No such configuration for the product');
  });

  it('the cart configures the line, closes the edit mode and syncs with the client state forced', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    await cart.connect();
    await cart.addItem(
      {
        ...tee.configurable_children![0]!,
        parentSku: 'TEE',
        type_id: 'simple',
        product_option: option(49, 'Black'),
      },
      { qty: 2 },
    );
    await cart.whenIdle();
    await cart.dispatch({
      type: 'cart.openEditMode',
      productId: 'TEE',
      qty: 2,
      selectedOptions: { color: '49' },
    });
    const { line, diff } = await cart.configureItem({
      item: { sku: 'TEE-49', product_option: option(49, 'Black') },
      product: tee,
      selection: { color: '50' },
    });
    expect(line.sku).toBe('TEE-50');
    expect(cart.getState().editMode).toBeNull();
    expect(cart.getState().cartItems.map((l) => [l.sku, l.qty])).toEqual([['TEE-50', 2]]);
    expect(diff.deletedOnServer.map((l) => l.sku)).toEqual(['TEE-49']);
    expect(diff.pushed.map((l) => l.sku)).toEqual(['TEE-50']);
    const server = shop.carts.get(String(cart.getState().cartServerToken)) ?? [];
    expect(server.map((l) => [l.sku, l.qty])).toEqual([['TEE-50', 2]]);
  });
});
