import { describe, expect, it } from 'vitest';
import { setupCart, tableStock } from '../test/support.ts';
import type { CartProduct } from './index.ts';
import { lineNeedsProduct } from './index.ts';

/**
 * Issue 28.2b: lines that arrive from the account's server cart get their product's data (commerce-
 * core §4 cart sync, "a server item missing locally is … added to the local cart"; the platform
 * client loads such products, vue-storefront core/modules/cart, v1.12.3).
 */
describe("server cart lines take their product's name, image and prices (commerce-core §4 cart sync; issue 28.2b)", () => {
  const bosch: CartProduct = {
    sku: 'B',
    name: 'Bosch Genius',
    type_id: 'simple',
    image: '/b/bosch.jpg',
    thumbnail: '/b/bosch-t.jpg',
    price: 163.63,
    price_incl_tax: 202.9,
    special_price: 131.37,
    special_price_incl_tax: 162.9,
    qty: 7,
    stock: { is_in_stock: true, qty: 7 },
  };

  it('a server line holds only the server fields, so it needs its product', () => {
    expect(lineNeedsProduct({ sku: 'B', qty: 2, name: 'B', price: 162.9, item_id: 5 })).toBe(true);
    expect(lineNeedsProduct({ sku: 'B', qty: 2, price_incl_tax: 162.9 })).toBe(false);
  });

  it("defect: a line pulled from the customer's cart had no price and no image — it takes them from its product, keeping its qty and server ids", async () => {
    const asked: string[][] = [];
    const { cart, shop } = setupCart({
      stock: tableStock(),
      productLookup: {
        bySkus: async (skus) => {
          asked.push([...skus]);
          return skus.includes('B') ? [bosch] : [];
        },
      },
    });
    shop.customerCarts.set('anna', 'anna-cart');
    shop.carts.set('anna-cart', [{ item_id: 501, sku: 'B', qty: 2, quote_id: 'anna-cart' }]);
    await cart.connect({ userToken: 'anna' });
    await cart.whenIdle();
    const [line] = cart.getState().cartItems;
    expect(asked).toEqual([['B']]);
    expect(line).toMatchObject({
      sku: 'B',
      qty: 2,
      name: 'Bosch Genius',
      image: '/b/bosch.jpg',
      price_incl_tax: 202.9,
      special_price_incl_tax: 162.9,
    });
    expect(line?.item_id ?? line?.server_item_id).toBe(501);
  });
});
