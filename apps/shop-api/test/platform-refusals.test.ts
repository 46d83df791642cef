import { createSimulatedClock } from '@kauppa/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopApiApp, type ShopApiApp } from '../src/index.ts';
import { address } from './support.ts';

/**
 * Issue 27.2: the reference server refuses what the platform's Magento refuses — a chosen
 * configurable option with fields Magento\ConfigurableProduct\Api\Data\ConfigurableItemOptionValueInterface
 * has not (`label`, `value`), 500 with Magento's text (vue-storefront-api src/api/cart.ts, o2m.js).
 */
let app: ShopApiApp;
beforeAll(() => {
  app = createShopApiApp({ clock: createSimulatedClock(), scryptCost: 1024 });
});
afterAll(() => app.close());

const post = async (path: string, body: unknown) => {
  const response = await app.fetch(
    new Request(`http://shop.test/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, json: (await response.json()) as { code: number; result: unknown } };
};

const labelled = {
  extension_attributes: {
    configurable_item_options: [{ option_id: 93, option_value: 52, label: 'Color', value: 'Red' }],
  },
};

describe("Magento's configurable option fields on the reference server (issue 27.2)", () => {
  it("cart/update with a label on a configurable option answers 500 with Magento's text", async () => {
    const cartId = (await post('cart/create', {})).json.result;
    const answer = await post(`cart/update?cartId=${String(cartId)}`, {
      cartItem: { sku: 'BAT-000001', qty: 1, product_option: labelled },
    });
    expect(answer.status).toBe(500);
    expect(answer.json.result).toBe(
      'Property "Label" does not have accessor method "getLabel" in class "Magento\\ConfigurableProduct\\Api\\Data\\ConfigurableItemOptionValueInterface".',
    );
  });

  it('an order whose line carries them answers 500 "Error while adding products. …"', async () => {
    const answer = await post('order', {
      order_id: 'magento-options-1',
      products: [{ sku: 'BAT-000001', qty: 1, price: 5, product_option: labelled }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    });
    expect(answer.status).toBe(500);
    expect(String(answer.json.result)).toMatch(/^Error while adding products\. Property "Label"/);
  });
});

describe('stock/list with an unknown sku on the reference server (issue 27.10, vue-storefront-api src/api/stock.ts `list`)', () => {
  it("answers 404 for the whole list, as the platform passes on Magento's NoSuchEntityException", async () => {
    const response = await app.fetch(
      new Request('http://shop.test/api/stock/list?skus=BAT-000001,NO-SUCH-SKU'),
    );
    expect(response.status).toBe(404);
  });
});
