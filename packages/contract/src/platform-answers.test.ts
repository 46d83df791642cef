import { createFakeShopHttp } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import type { Order } from './index.ts';
import { createShopApi, orderRefusalOf } from './index.ts';

/** A configured line as `configureProduct` of @kauppa/catalog-pricing makes it: labels for display. */
const configured = {
  extension_attributes: {
    configurable_item_options: [
      { option_id: '93', option_value: '52', label: 'Color', value: 'Red' },
      { option_id: 142, option_value: 167, label: 'Size', value: 'M' },
    ],
  },
};
const onTheWire = {
  extension_attributes: {
    configurable_item_options: [
      { option_id: '93', option_value: '52' },
      { option_id: 142, option_value: 167 },
    ],
  },
};

describe('what Magento takes (issue 27.2, vue-storefront v1.12.3 omitInternalOptionsFormat.ts)', () => {
  it('cart/update sends configurable options without label and value (Magento has no such fields)', async () => {
    const http = createFakeShopHttp({
      'POST cart/update': () => ({ result: { item_id: 1, sku: 'MH01-M-Red', qty: 1, quote_id: 'c1' } }),
    });
    await createShopApi({ http }).cart.update(
      { cartId: 'c1' },
      { sku: 'MH01', qty: 1, product_option: configured },
    );
    expect(http.calls[0]?.body).toEqual({
      cartItem: { quoteId: 'c1', sku: 'MH01', qty: 1, product_option: onTheWire },
    });
  });

  it('cart/delete sends configurable options without label and value', async () => {
    const http = createFakeShopHttp({ 'POST cart/delete': () => ({ result: true }) });
    await createShopApi({ http }).cart.delete({ cartId: 'c1' }, { sku: 'MH01', product_option: configured });
    const sent = (http.calls[0]!.body as { cartItem: { product_option: unknown } }).cartItem;
    expect(sent.product_option).toEqual(onTheWire);
  });

  it('an order (one held offline too) sends every line without label and value; the order kept is unchanged', async () => {
    const http = createFakeShopHttp({ 'POST order': () => ({ result: { orderNumber: '1' } }) });
    const order = {
      order_id: 'o1',
      products: [
        { sku: 'MH01-M-Red', parentSku: 'MH01', qty: 1, price: 10, product_option: configured },
        { sku: 'BAT-1', qty: 2, price: 5 },
      ],
      addressInformation: {},
    } as unknown as Order;
    await createShopApi({ http }).order.place(order);
    const sent = http.calls[0]?.body as Order;
    expect(sent.products[0]?.product_option).toEqual(onTheWire);
    expect(sent.products[1]).toEqual({ sku: 'BAT-1', qty: 2, price: 5 });
    expect(order.products[0]?.product_option).toEqual(configured);
  });
});

describe("the mailchimp-subscribe extension's answers (issue 27.10, src/api/extensions/mailchimp-subscribe)", () => {
  for (const [name, answer] of [
    ['no result ({"code":200})', { code: 200 }],
    ["'OK' (apiStatus's default when Mailchimp's batch answer has no status)", { code: 200, result: 'OK' }],
  ] as const) {
    it(`subscribe and unsubscribe accept code 200 with ${name}`, async () => {
      const http = createFakeShopHttp({
        'POST ext/mailchimp-subscribe/subscribe': () => answer,
        'DELETE ext/mailchimp-subscribe/subscribe': () => answer,
      });
      const api = createShopApi({ http });
      expect((await api.newsletter.subscribe('a@b.fi')).code).toBe(200);
      expect((await api.newsletter.unsubscribe('a@b.fi')).code).toBe(200);
    });
  }
});

describe('stock list with an unknown sku (issue 27.10, src/api/stock.ts `list`)', () => {
  const magento404 = { errorMessage: "The product that was requested doesn't exist.", code: 404 };
  const items: Record<string, { product_id: number; qty: number; is_in_stock: boolean }> = {
    A: { product_id: 1, qty: 3, is_in_stock: true },
    C: { product_id: 3, qty: 0, is_in_stock: false },
  };

  it('reads the other skus one by one when one unknown sku fails the whole list (404)', async () => {
    const http = createFakeShopHttp({
      'GET stock/list': () => ({ status: 404, result: magento404.errorMessage }),
      // src/api/stock.ts `check` answers any Magento error as 500 with the error object.
      'GET stock/check': (request) => {
        const item = items[String(request.query?.sku)];
        return item ? { result: item } : { status: 500, result: magento404 };
      },
    });
    const answer = await createShopApi({ http }).stock.list(['A', 'B', 'C']);
    expect(answer.code).toBe(200);
    expect(answer.result.map((item) => [item.sku, item.qty])).toEqual([
      ['A', 3],
      ['C', 0],
    ]);
  });

  it('a list the platform could not read for another reason stays a failure', async () => {
    const http = createFakeShopHttp({
      'GET stock/list': () => ({ status: 404, result: 'x' }),
      'GET stock/check': () => ({ status: 500, result: 'Magento is down' }),
    });
    expect((await createShopApi({ http }).stock.list(['A', 'B'])).code).toBe(404);
  });
});

describe('an order the platform refused with code 200 (issue 27.10, src/api/order.ts `create`)', () => {
  it('"Invalid signature validation of {sku}" is a refusal naming the sku', () => {
    expect(orderRefusalOf({ code: 200, result: 'Invalid signature validation of BAT-1' })).toEqual({
      reason: 'invalid-signature',
      sku: 'BAT-1',
      text: 'Invalid signature validation of BAT-1',
    });
  });

  it('a placed order is no refusal', () => {
    expect(orderRefusalOf({ code: 200, result: { orderNumber: '000000012' } })).toBeUndefined();
    expect(orderRefusalOf({ code: 200, result: 12 })).toBeUndefined();
  });
});
