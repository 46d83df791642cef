/**
 * Issue 19.2 (weight): `buildOrder` checks the order with a `zod/mini` copy of the contract's
 * `orderSchema` and `checkoutAddressSchema`, so that `@kauppa/checkout` does not bundle zod's
 * classic API. The copy must say what the contract says: these properties fail on any drift
 * (a field added, a bound changed, strict turned loose).
 */

import { orderLimits } from '@kauppa/contract';
import { checkoutAddressSchema, orderSchema } from '@kauppa/contract/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { battery, config, payment, personal, shipping } from '../test/fixtures.ts';
import { buildOrder } from './index.ts';
import { checkoutAddressCheck, orderCheck } from './internal/order-schema.ts';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Values of every kind a field may wrongly hold, and the edge values of the right kinds. */
const anyValue = fc.oneof(
  fc.constantFrom(null, '', 'a', 'ab', 'abc', '12345', '---', 0, 1, 1.5, -1, 10_000, 10_001, true, [], {}),
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -2, max: 10_002 }),
  fc.array(fc.constantFrom('Main St 1', '', 7), { maxLength: 2 }),
);
/** Mostly a value of the right kind, now and then anything (so that both sides are reached). */
const mostly = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: anyValue });
const text = mostly(fc.constantFrom('', 'a', 'abc', 'FI', '00100', '123'));
const id = mostly(fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constantFrom('1', 'a')));

const productOption = mostly(
  fc.record({
    extension_attributes: maybe(
      mostly(
        fc.record(
          {
            custom_options: maybe(
              fc.array(fc.record({ option_id: id, option_value: anyValue }), { maxLength: 2 }),
            ),
            configurable_item_options: maybe(
              fc.array(
                fc.record({ option_id: id, option_value: id, label: maybe(text), value: maybe(text) }),
                {
                  maxLength: 2,
                },
              ),
            ),
            bundle_options: maybe(
              fc.array(
                fc.record({
                  option_id: id,
                  option_qty: mostly(fc.integer()),
                  option_selections: fc.array(id, { maxLength: 2 }),
                }),
                { maxLength: 2 },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    ),
  }),
);

const product = fc.record(
  {
    sku: text,
    qty: mostly(fc.constantFrom(1, 2, 10_000, 10_001, 0, 1.5)),
    name: text,
    price: mostly(fc.double({ noNaN: true })),
    price_incl_tax: mostly(fc.double({ noNaN: true })),
    parentSku: text,
    product_type: text,
    type_id: text,
    product_option: productOption,
    extra: anyValue,
  },
  { requiredKeys: ['sku', 'qty'] },
);

const orderAddress = fc.record(
  {
    firstname: text,
    lastname: text,
    street: mostly(fc.array(text, { maxLength: 2 })),
    city: text,
    postcode: text,
    country_id: text,
    region: text,
    region_id: mostly(fc.integer({ min: 0, max: 9 })),
    region_code: text,
    company: text,
    telephone: text,
    email: text,
    vat_id: text,
    extra: anyValue,
  },
  { requiredKeys: ['firstname', 'lastname', 'street', 'city', 'postcode', 'country_id'] },
);

const randomOrder = fc
  .record(
    {
      order_id: text,
      created_at: text,
      updated_at: text,
      transmited: mostly(fc.boolean()),
      transmited_at: text,
      status: text,
      state: text,
      user_id: text,
      cart_id: text,
      store_code: text,
      store_id: mostly(fc.integer()),
      products: mostly(fc.array(product, { minLength: 0, maxLength: 3 })),
      addressInformation: mostly(
        fc.record(
          {
            shippingAddress: orderAddress,
            billingAddress: orderAddress,
            shipping_carrier_code: text,
            shipping_method_code: text,
            payment_method_code: text,
            payment_method_additional: anyValue,
            extra: anyValue,
          },
          { requiredKeys: ['payment_method_code'] },
        ),
      ),
    },
    { requiredKeys: ['order_id', 'products', 'addressInformation'] },
  )
  .chain((candidate) =>
    // An unknown top-level property (which the strict schema refuses) now and then.
    fc.constantFrom(candidate, candidate, candidate, { ...candidate, extra: 1 }),
  );

/** Orders `buildOrder` makes (valid), with a quantity and an sku of their own. */
const builtOrder = fc
  .record({
    qty: fc.integer({ min: 1, max: orderLimits.maxQty }),
    sku: fc.constantFrom('BAT-1', 'AA-4', 'x'),
  })
  .map(({ qty, sku }) => {
    const built = buildOrder({
      orderId: `order-${qty}`,
      items: [{ ...battery, sku, qty }],
      personalDetails: personal,
      shippingDetails: shipping,
      paymentDetails: payment,
      createdAt: '2026-01-01T00:00:00.000Z',
      config,
    });
    if (!built.ok) throw new Error(built.message.id);
    return built.value as unknown;
  });

/** Random orders, and now and then a valid one, so that both sides are surely reached. */
const order = fc.oneof({ weight: 4, arbitrary: randomOrder }, { weight: 1, arbitrary: builtOrder });

const checkoutAddress = fc.record(
  {
    firstname: text,
    lastname: text,
    city: text,
    postcode: text,
    street: mostly(fc.array(text, { maxLength: 2 })),
    countryId: text,
    country_id: text,
    region: text,
    region_id: id,
    region_code: text,
    telephone: text,
    email: text,
    company: text,
    vat_id: text,
    extra: anyValue,
  },
  { requiredKeys: [] },
);

/** The outcome of a parse, comparable across the two zod APIs. */
const outcome = (result: { success: boolean; data?: unknown }) =>
  result.success ? { ok: true, data: result.data } : { ok: false };

describe('the zod/mini copy of the contract schemas (issue 19.2)', () => {
  it('accepts and rejects the same orders as orderSchema, and parses them to the same data', () => {
    let accepted = 0;
    fc.assert(
      fc.property(order, (candidate) => {
        const expected = outcome(orderSchema.safeParse(candidate));
        if (expected.ok) accepted++;
        expect(outcome(orderCheck.safeParse(candidate))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
    // The generator reaches both sides, so the property can fail.
    expect(accepted).toBeGreaterThan(0);
  });

  it('accepts and rejects the same addresses as checkoutAddressSchema', () => {
    fc.assert(
      fc.property(checkoutAddress, (address) => {
        expect(outcome(checkoutAddressCheck.safeParse(address))).toEqual(
          outcome(checkoutAddressSchema.safeParse(address)),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('a valid order passes both, an extra top-level property fails both (strict)', () => {
    const valid = {
      order_id: 'o1',
      products: [{ sku: 'WS12', qty: 1, price: 10 }],
      addressInformation: {
        payment_method_code: 'checkmo',
        shippingAddress: {
          firstname: 'Ann',
          lastname: 'Lee',
          street: ['Main 1'],
          city: 'Oulu',
          postcode: '90100',
          country_id: 'FI',
        },
      },
    };
    expect(orderCheck.safeParse(valid).success).toBe(true);
    expect(orderSchema.safeParse(valid).success).toBe(true);
    expect(orderCheck.safeParse({ ...valid, cart: 1 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...valid, cart: 1 }).success).toBe(false);
  });

  it('the most lines of an order pass both, one more fails both (issue 18.3 bound)', () => {
    const withLines = (count: number) => ({
      order_id: 'o1',
      products: Array.from({ length: count }, (_, i) => ({ sku: `S${i}`, qty: 1 })),
      addressInformation: { payment_method_code: 'checkmo' },
    });
    for (const [count, ok] of [
      [orderLimits.maxLines, true],
      [orderLimits.maxLines + 1, false],
    ] as const) {
      expect(orderCheck.safeParse(withLines(count)).success).toBe(ok);
      expect(orderSchema.safeParse(withLines(count)).success).toBe(ok);
    }
  });
});
