import { createShopApi, type EndpointName, entityTypes } from '@kauppa/contract';
import { endpoints, envelopeSchema, errorResultSchema } from '@kauppa/contract/schemas';
import { createSimulatedClock } from '@kauppa/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopApiApp, type ShopApiApp } from '../src/index.ts';
import { address, createFetchHttp } from './support.ts';

let app: ShopApiApp;
let http: ReturnType<typeof createFetchHttp>;
let api: ReturnType<typeof createShopApi>;

beforeAll(() => {
  app = createShopApiApp({ clock: createSimulatedClock(), scryptCost: 1024 });
  http = createFetchHttp('http://shop.test/api/', (request) => app.fetch(request));
  api = createShopApi({ http });
});
afterAll(() => app.close());

/** The error answer keeps the envelope and carries a message (accounts-content §8). */
function expectErrorEnvelope(
  answer: { code: number | string; result: unknown },
  code: number,
  message?: string,
) {
  expect(answer.code).toBe(code);
  expect(envelopeSchema.safeParse(answer).success).toBe(true);
  expect(errorResultSchema.safeParse(answer.result).success).toBe(true);
  if (message) expect(answer.result).toEqual(message);
}

describe('every answer validates against @kauppa/contract', () => {
  it('answers the cart, order, stock and price calls of commerce-core §7', async () => {
    const cartId = (await api.cart.create()).result;
    const ref = { cartId };
    expect((await api.cart.update(ref, { sku: 'BAT-000001', qty: 2 })).code).toBe(200);
    const configurable = (
      await api.catalog.search<{
        sku: string;
        configurable_options: Array<{ attribute_id: number; values: Array<{ value_index: number }> }>;
      }>({
        index: 'kauppa_battery_fi',
        entityType: 'product',
        body: {
          query: {
            bool: {
              filter: [{ term: { type_id: 'configurable' } }, { term: { 'stock.is_in_stock': true } }],
            },
          },
          size: 1,
        },
      })
    ).result.hits.hits[0]!._source;
    const option = configurable.configurable_options[0]!;
    const child = await api.cart.update(ref, {
      sku: configurable.sku,
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: option.attribute_id, option_value: option.values[0]!.value_index },
          ],
        },
      },
    });
    expect(child.code).toBe(200);
    const pulled = await api.cart.pull(ref);
    expect(pulled.result).toHaveLength(2);
    await api.cart.delete(ref, { sku: configurable.sku, item_id: child.result.item_id });
    await api.cart.totals(ref);
    await api.cart.paymentMethods(ref);
    const methods = await api.cart.shippingMethods(ref, {
      country_id: 'FI',
      postcode: '00100',
      city: 'Helsinki',
      street: ['A 1'],
    });
    const method = methods.result[0]!;
    await api.cart.shippingInformation(ref, {
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shippingCarrierCode: method.carrier_code,
        shippingMethodCode: method.method_code,
      },
    });
    await api.cart.collectTotals(ref, { methods: { paymentMethod: { method: 'cashondelivery' } } });
    await api.cart.applyCoupon(ref, 'KAUPPA10');
    await api.cart.deleteCoupon(ref);
    await api.stock.check('BAT-000001');
    await api.stock.list(['BAT-000001', 'BAT-000003']);
    await api.products.renderList({ skus: ['BAT-000001', 'BAT-000003'], currencyCode: 'EUR', storeId: 1 });
    const placed = await api.order.place({
      order_id: 'contract-order-1',
      cart_id: String(cartId),
      products: [{ sku: 'BAT-000001', qty: 2 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: method.carrier_code,
        shipping_method_code: method.method_code,
        payment_method_code: 'cashondelivery',
      },
    });
    expect(placed.code).toBe(200);
  });

  it("issue 14.5: every brand answers its German and Italian store views' indices (commerce-core §1 store views, multistore)", async () => {
    for (const brand of ['battery', 'hair', 'clothing-fi', 'clothing-en', 'mac', 'wholesale']) {
      for (const view of ['de', 'it']) {
        const index = `kauppa_${brand.replace(/-/g, '_')}_${view}`;
        const answer = await api.catalog.search({ index, entityType: 'category', body: { size: 1 } });
        expect(answer.code, index).toBe(200);
      }
    }
  });

  it('answers every search entity type in search-engine shape', async () => {
    for (const entityType of entityTypes) {
      const answer = await api.catalog.search({ index: 'kauppa_battery_fi', entityType, body: { size: 5 } });
      expect(answer.code, entityType).toBe(200);
      expect(answer.result.hits.hits.length, entityType).toBeGreaterThan(0);
    }
  });

  it('answers the user, address book and engagement calls of accounts-content §7', async () => {
    const created = await api.user.create({
      customer: { email: 'contract@example.fi', firstname: 'Ville', lastname: 'Valo' },
      password: 'salasana1',
    });
    expect(created.code).toBe(200);
    const login = await api.user.login({ username: 'contract@example.fi', password: 'salasana1' });
    const token = login.result;
    const refreshToken = (login.meta as { refreshToken: string }).refreshToken;
    await api.user.refresh({ refreshToken });
    const me = await api.user.me(token);
    await api.user.updateMe(token, { ...me.result, firstname: 'Ville-Veikko' });
    const withAddress = await api.addresses.create(token, me.result.id, {
      ...me.result,
      addresses: [{ ...address, street: ['Kotikatu 1', 'B 2'], default_shipping: true }],
    });
    await api.addresses.remove(token, withAddress.result.addresses[0]!.id!);
    await api.user.changePassword(token, { currentPassword: 'salasana1', newPassword: 'salasana2' });
    await api.user.orderHistory(token);
    await api.user.resetPassword({ email: 'contract@example.fi' });
    const mails = (await (await app.fetch(new Request('http://shop.test/__admin/mails'))).json()) as {
      result: Array<{ data: { resetToken?: string } }>;
    };
    const resetToken = mails.result.at(-1)!.data.resetToken!;
    await api.user.createPassword({ email: 'contract@example.fi', newPassword: 'salasana3', resetToken });
    await api.review.create({ product_id: 1, title: 'Hyvä', detail: 'Toimii', nickname: 'Ville' }, { token });
    await api.newsletter.subscribe('contract@example.fi');
    await api.newsletter.status('contract@example.fi');
    await api.newsletter.unsubscribe('contract@example.fi');
    await api.faq.ask({ name: 'Ville', email: 'contract@example.fi', question: 'Kestääkö?', productId: 1 });
    await api.mail.send({
      sourceAddress: 'a@example.fi',
      targetAddress: 'b@example.fi',
      subject: 'Hei',
      emailText: 'Moi',
    });
    await api.mail.token();
    await api.marketing.subscribeAdvanced({
      email: 'contract@example.fi',
      firstname: 'Ville',
      storeCode: 'battery',
    });
    await api.marketing.subscription('contract@example.fi', 'battery');
    await api.marketing.subscribe('contract@example.fi', 'battery');
    await api.marketing.unsubscribe('contract@example.fi', 'battery');
    await api.marketing.identify({ $email: 'contract@example.fi' });
    await api.marketing.track({ event: 'Viewed Product', properties: { sku: 'BAT-000001' } });
    await api.marketing.backInStock({
      a: 'pk',
      email: 'contract@example.fi',
      g: 'L1',
      variant: 'BAT-000001',
      product: 'BAT-000001',
      platform: 'api',
      store: '1',
      subscribe_for_newsletter: 'false',
    });
  });

  it('exercised every endpoint of the contract', () => {
    const seen = new Set(
      http.calls.map((call) => {
        const entry = Object.entries(endpoints).find(([name, e]) => {
          const pattern = new RegExp(
            `^${e.path.replace('{productsEndpoint}', 'product').replace(/\{\w+\}/g, '[^/]+')}$`,
          );
          // A catalogue search goes as GET or POST (api.searchMethod).
          const methods: string[] = name === 'catalog.search' ? ['GET', 'POST'] : [e.method];
          return methods.includes(call.method) && pattern.test(call.path);
        });
        return entry?.[0] as EndpointName;
      }),
    );
    expect([...Object.keys(endpoints)].filter((name) => !seen.has(name as EndpointName))).toEqual([]);
  });
});

describe('error answers keep the envelope with a message (commerce-core §8, accounts-content §8)', () => {
  it("answers a wrong sign-in with 401 'The account sign-in was incorrect or your account is disabled temporarily'", async () => {
    const answer = await api.user.login({ username: 'nobody@example.fi', password: 'wrong-password' });
    expectErrorEnvelope(
      answer,
      401,
      'The account sign-in was incorrect or your account is disabled temporarily',
    );
  });

  it("answers an unknown token with 401 'The token provided is either invalid or expired'", async () => {
    expectErrorEnvelope(
      await api.user.me('not-a-token'),
      401,
      'The token provided is either invalid or expired',
    );
  });

  it('answers a duplicate e-mail with 400 and a message', async () => {
    await api.user.create({
      customer: { email: 'dup@example.fi', firstname: 'A', lastname: 'B' },
      password: 'salasana1',
    });
    const again = await api.user.create({
      customer: { email: 'dup@example.fi', firstname: 'A', lastname: 'B' },
      password: 'salasana1',
    });
    expectErrorEnvelope(
      again,
      400,
      'The account could not be created with this e-mail address. If it is yours, sign in or reset the password.',
    );
  });

  it('answers an unknown coupon with "You\'ve entered an incorrect coupon code"', async () => {
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: 'BAT-000001', qty: 1 });
    expectErrorEnvelope(
      await api.cart.applyCoupon({ cartId }, 'NOPE'),
      400,
      "You've entered an incorrect coupon code",
    );
  });

  it('answers an expired coupon with "The coupon code isn\'t valid"', async () => {
    const cartId = (await api.cart.create()).result;
    await api.cart.update({ cartId }, { sku: 'BAT-000001', qty: 1 });
    expectErrorEnvelope(
      await api.cart.applyCoupon({ cartId }, 'SYKSY2025'),
      400,
      "The coupon code isn't valid",
    );
  });

  it('answers a missing shipping method with 400 "The shipping method is missing"', async () => {
    const answer = await api.order.place({
      order_id: 'contract-no-shipping',
      products: [{ sku: 'BAT-000001', qty: 1 }],
      addressInformation: { shippingAddress: address, payment_method_code: 'cashondelivery' },
    });
    expectErrorEnvelope(answer, 400, 'The shipping method is missing');
  });

  it('answers an unknown stock sku with 404 and code ENOTFOUND (commerce-core §4)', async () => {
    const answer = await api.stock.check('NO-SUCH-SKU');
    expect(answer.code).toBe(404);
    expect(answer.result).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('answers a failed password change with { errorMessage }', async () => {
    await api.user.create({
      customer: { email: 'pw@example.fi', firstname: 'A', lastname: 'B' },
      password: 'salasana1',
    });
    const token = (await api.user.login({ username: 'pw@example.fi', password: 'salasana1' })).result;
    const answer = await api.user.changePassword(token, {
      currentPassword: 'wrong-one',
      newPassword: 'salasana2',
    });
    expectErrorEnvelope(answer, 400);
    expect(answer.result).toHaveProperty('errorMessage');
  });

  it("answers an unknown entity type with 'No entity type registered for {type}'", async () => {
    const response = await app.fetch(
      new Request('http://shop.test/api/catalog/kauppa_battery_fi/wishlist/_search', {
        method: 'POST',
        body: '{}',
      }),
    );
    expectErrorEnvelope(
      (await response.json()) as { code: number; result: unknown },
      400,
      'No entity type registered for wishlist',
    );
  });

  it('answers an unknown route with an HTML 404, as the platform (Express) does (issue 15)', async () => {
    const response = await app.fetch(new Request('http://shop.test/api/nothing/here'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Cannot GET /api/nothing/here');
  });
});
