import { defaultShopConfig } from '@kauppa/config';
import { createShopApi } from '@kauppa/contract';
import { createSimulatedClock } from '@kauppa/ports';
import { afterAll, describe, expect, it } from 'vitest';
import { createShopApiApp } from '../src/index.ts';
import { address, createFetchHttp } from './support.ts';

const app = createShopApiApp({ dataDir: ':memory:', clock: createSimulatedClock(), scryptCost: 1024 });
const api = createShopApi({ http: createFetchHttp('http://shop/api/', (request) => app.fetch(request)) });
afterAll(() => app.close());

const { shipping, cashOnDelivery } = defaultShopConfig.checkout;

async function cartWithOneItem(): Promise<string | number> {
  const cartId = (await api.cart.create()).result;
  await api.cart.update({ cartId }, { sku: 'BAT-000008', qty: 1 });
  return cartId;
}

describe('the server follows @kauppa/config (commerce-core §9)', () => {
  it('offers exactly checkout.shipping as its flat rate', async () => {
    const cartId = await cartWithOneItem();
    const methods = (await api.cart.shippingMethods({ cartId }, { address })).result;
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({
      carrier_code: shipping.carrierCode,
      method_code: shipping.methodCode,
      carrier_title: shipping.carrierTitle,
      price_incl_tax: shipping.priceInclTax,
    });
  });

  it("accepts the config's carrier and method codes in shipping-information", async () => {
    const cartId = await cartWithOneItem();
    const answer = await api.cart.shippingInformation(
      { cartId },
      {
        addressInformation: {
          shippingAddress: address,
          shippingCarrierCode: shipping.carrierCode,
          shippingMethodCode: shipping.methodCode,
        },
      },
    );
    expect(answer.code).toBe(200);
    expect(answer.result.totals.total_segments.find((s) => s.code === 'shipping')?.value).toBe(
      shipping.priceInclTax,
    );
  });

  it("places an order sent with the config's shipping codes and cash on delivery", async () => {
    const answer = await api.order.place({
      order_id: 'config-codes-1',
      products: [{ sku: 'BAT-000008', qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: shipping.carrierCode,
        shipping_method_code: shipping.methodCode,
        payment_method_code: cashOnDelivery.code,
      },
    });
    expect(answer.code).toBe(200);
  });

  it('refuses an unknown carrier with "The shipping method is missing"', async () => {
    const answer = await api.order.place({
      order_id: 'config-codes-2',
      products: [{ sku: 'BAT-000008', qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        shipping_carrier_code: 'dhl',
        shipping_method_code: shipping.methodCode,
        payment_method_code: cashOnDelivery.code,
      },
    });
    expect(answer.code).toBe(400);
    expect(answer.result).toBe('The shipping method is missing');
  });

  it('offers checkout.cashOnDelivery as the default payment method', async () => {
    const cartId = await cartWithOneItem();
    const methods = (await api.cart.paymentMethods({ cartId })).result;
    expect(methods.find((m) => m.default)).toMatchObject({
      code: cashOnDelivery.code,
      cost: cashOnDelivery.cost,
    });
  });
});
