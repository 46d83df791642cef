import { defaultShopConfig } from '@kauppa/config';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magentoCartItem, unknownDataObjectField } from '../src/magento.ts';
import { lineSignature } from '../src/platform-answers.ts';
import { type PlatformServer, startPlatformServer } from '../src/platform-server.ts';

/**
 * Issue 27: the stand-in refuses and answers as the platform's own code, Magento and the
 * platform's extensions do — each rule named after the file it models.
 */

let shop: RunningShopApi;
let platform: PlatformServer;
let signed: PlatformServer;
const secret = 'objHashSecret-of-the-test';

beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
  platform = await startPlatformServer({ upstream: shop.url });
  signed = await startPlatformServer({
    upstream: shop.url,
    strict: { orderSignature: { usePlatformTotals: false, objHashSecret: secret } },
  });
});
afterAll(async () => {
  await platform?.close();
  await signed?.close();
  await shop?.close();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  server: PlatformServer = platform,
): Promise<{ status: number; json: { code: unknown; result?: unknown } }> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, json: (await response.json()) as { code: unknown; result?: unknown } };
}

const configurable = (extra: Record<string, unknown> = {}) => ({
  extension_attributes: {
    configurable_item_options: [{ option_id: '93', option_value: '52', ...extra }],
  },
});

const address = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  street: ['Katu 1'],
  city: 'Oulu',
  postcode: '90100',
};
const order = (line: Record<string, unknown>) => ({
  order_id: `o-${Math.random().toString(36).slice(2)}`,
  products: [{ qty: 1, price: 5, ...line }],
  addressInformation: {
    shippingAddress: { ...address, country_id: 'FI' },
    billingAddress: address,
    shipping_method_code: 'flatrate',
    shipping_carrier_code: 'flatrate',
    payment_method_code: 'cashondelivery',
  },
});

describe("Magento's data objects (Magento\\Framework\\Reflection\\NameFinder, src/platform/magento2/cart.js, o2m.js)", () => {
  it('ConfigurableItemOptionValueInterface has option_id and option_value, no label and no value', () => {
    expect(
      unknownDataObjectField({ sku: 'A', product_option: configurable() }, magentoCartItem),
    ).toBeUndefined();
    expect(
      unknownDataObjectField({ sku: 'A', product_option: configurable({ label: 'Color' }) }, magentoCartItem),
    ).toBe(
      'Property "Label" does not have accessor method "getLabel" in class "Magento\\ConfigurableProduct\\Api\\Data\\ConfigurableItemOptionValueInterface".',
    );
  });

  it("CartItemInterface takes the platform client's quoteId and refuses a field it has no getter for", () => {
    expect(
      unknownDataObjectField({ sku: 'A', qty: 1, quoteId: 'c1', item_id: 2 }, magentoCartItem),
    ).toBeUndefined();
    expect(unknownDataObjectField({ sku: 'A', price_incl_tax: 6 }, magentoCartItem)).toContain(
      'Property "PriceInclTax"',
    );
  });

  it("cart/update with a configurable option carrying label and value answers 500 with Magento's text (src/api/cart.ts apiError)", async () => {
    const cart = await call('POST', 'cart/create');
    const cartId = String(cart.json.result);
    const answer = await call('POST', `cart/update?cartId=${cartId}`, {
      cartItem: {
        sku: 'X',
        qty: 1,
        quoteId: cartId,
        product_option: configurable({ label: 'Color', value: 'Red' }),
      },
    });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({
      code: 500,
      result: expect.stringContaining('does not have accessor method "getLabel"'),
    });
    expect(platform.violations.pop()).toMatchObject({ rule: 'magento' });
  });

  it('an order whose line carries them answers 500 "Error while adding products. …" (o2m.js, src/api/order.ts)', async () => {
    const answer = await call(
      'POST',
      'order',
      order({ sku: 'X', product_option: configurable({ value: 'Red' }) }),
    );
    expect(answer.status).toBe(500);
    expect(String(answer.json.result)).toMatch(/^Error while adding products\. Property "Value"/);
    expect(platform.violations.pop()).toMatchObject({ rule: 'magento' });
  });
});

describe("the platform's JSON schemas (src/api/user.ts, src/models/userProfileUpdate.schema.json)", () => {
  it('POST user/me with a field the schema does not name answers 500 (no additional properties)', async () => {
    const answer = await call('POST', 'user/me?token=t', {
      customer: { email: 'a@example.fi', firstname: 'Aino', lastname: 'Virtanen', website_id: 1 },
    });
    expect(answer.status).toBe(500);
    expect(platform.violations.pop()).toMatchObject({ rule: 'body' });
  });

  it('POST user/me: groupToken is deleted before the schema sees it', async () => {
    const before = platform.violations.length;
    await call('POST', 'user/me?token=t', {
      customer: { email: 'a@example.fi', firstname: 'Aino', lastname: 'Virtanen', groupToken: 'g' },
    });
    expect(platform.violations.slice(before).filter((v) => v.rule === 'body')).toEqual([]);
  });

  it('POST user/me: custom_attributes values are strings or null, at most 5', async () => {
    const answer = await call('POST', 'user/me?token=t', {
      customer: {
        email: 'a@example.fi',
        firstname: 'Aino',
        lastname: 'Virtanen',
        custom_attributes: [{ attribute_code: 'loyalty', value: 3 }],
      },
    });
    expect(answer.status).toBe(500);
    expect(platform.violations.pop()?.detail).toContain('custom_attributes[0].value');
  });
});

describe('the mail-service extension (src/api/extensions/mail-service/index.js, config extensions.mailService)', () => {
  const contact = defaultShopConfig.mailer.contactAddress;
  const mail = (token: unknown, extra: Record<string, unknown>) => ({
    sourceAddress: 'aino@example.fi',
    targetAddress: contact,
    subject: 'S',
    emailText: 'T',
    token,
    ...extra,
  });

  it('confirmation: true with the shopper as source: the source is checked against the whitelist → 500', async () => {
    const token = (await call('GET', 'ext/mail-service/get-token')).json.result;
    const answer = await call('POST', 'ext/mail-service/send-email', mail(token, { confirmation: true }));
    expect(answer).toEqual({
      status: 500,
      json: { code: 500, result: 'Target email address (aino@example.fi) is not from the whitelist!' },
    });
    expect(platform.violations.pop()).toMatchObject({ rule: 'mail-service' });
  });

  it('without confirmation the whitelisted target is checked and the mail goes', async () => {
    const token = (await call('GET', 'ext/mail-service/get-token')).json.result;
    expect((await call('POST', 'ext/mail-service/send-email', mail(token, {}))).status).toBe(200);
  });

  it('only the last token handed out is accepted: "Email is not authorized!"', async () => {
    const first = (await call('GET', 'ext/mail-service/get-token')).json.result;
    await call('GET', 'ext/mail-service/get-token');
    const answer = await call('POST', 'ext/mail-service/send-email', mail(first, {}));
    expect(answer.json.result).toBe('Email is not authorized!');
    platform.violations.pop();
  });
});

describe("the platform's answers (src/api/stock.ts, extensions/mailchimp-subscribe, src/api/order.ts)", () => {
  it('mailchimp-subscribe answers subscribe and unsubscribe with apiStatus\'s default result "OK"', async () => {
    expect((await call('POST', 'ext/mailchimp-subscribe/subscribe', { email: 'u@example.fi' })).json).toEqual(
      {
        code: 200,
        result: 'OK',
      },
    );
    expect(
      (await call('DELETE', 'ext/mailchimp-subscribe/subscribe', { email: 'u@example.fi' })).json,
    ).toEqual({
      code: 200,
      result: 'OK',
    });
  });

  it('stock/list with one unknown sku answers 404 for the whole list; stock/check of it answers 500 with the error', async () => {
    const known = await call('GET', 'catalog/kauppa_battery/product/_search?size=1&request=%7B%7D');
    const sku = (known.json as unknown as { hits: { hits: Array<{ _source: { sku: string } }> } }).hits
      .hits[0]?._source.sku;
    expect((await call('GET', `stock/list?skus=${sku}`)).status).toBe(200);
    const list = await call('GET', `stock/list?skus=${sku},NO-SUCH-SKU`);
    expect(list.status).toBe(404);
    const check = await call('GET', 'stock/check?sku=NO-SUCH-SKU');
    expect(check.json).toMatchObject({ code: 500, result: { code: 404 } });
  });

  it('with tax.usePlatformTotals off, an order line without a valid sgn answers code 200 "Invalid signature validation of {sku}"', async () => {
    const answer = await call('POST', 'order', order({ sku: 'BAT-1' }), signed);
    expect(answer).toEqual({
      status: 200,
      json: { code: 200, result: 'Invalid signature validation of BAT-1' },
    });
  });

  it('a line signed with objHashSecret passes the signature check', async () => {
    const line = { sku: 'BAT-1', priceInclTax: 6.14 };
    const answer = await call(
      'POST',
      'order',
      order({ ...line, sgn: lineSignature(line, { usePlatformTotals: false, objHashSecret: secret }) }),
      signed,
    );
    expect(answer.json.result).not.toBe('Invalid signature validation of BAT-1');
  });
});
