import { describe, expect, it } from 'vitest';
import { orderLimits } from './index.ts';
import {
  attributeSchema,
  cartUpdateItemSchema,
  categorySchema,
  cmsPageSchema,
  customerAddressSchema,
  envelopeSchema,
  faqItemSchema,
  orderSchema,
  paymentMethodSchema,
  productSchema,
  searchResponseSchema,
  shippingMethodSchema,
  syncTaskSchema,
  taxRuleSchema,
  totalsSchema,
  urlRewriteSchema,
  userProfileSchema,
} from './schemas.ts';

const configurable = {
  id: 10,
  sku: 'AA-PACK',
  name: 'AA alkaline',
  type_id: 'configurable',
  price_incl_tax: 9.9,
  special_price: null,
  special_from_date: '2026-01-01 00:00:00',
  special_to_date: null,
  valmistaja: 'Varta',
  saatavuus: 'Varastossa',
  erp: 'ERP-10',
  stock: { is_in_stock: true, qty: 12, product_id: 10 },
  configurable_options: [
    {
      attribute_code: 'pack_size',
      attribute_id: 200,
      label: 'Pack size',
      values: [{ value_index: 4, label: '4' }],
    },
  ],
  configurable_children: [{ sku: 'AA-PACK-4', price_incl_tax: 4.9, pack_size: 4, custom_attributes: [] }],
  bundle_options: [],
  product_links: [
    { link_type: 'associated', linked_product_sku: 'AA-1', linked_product_type: 'simple', qty: 1 },
  ],
  extra_platform_field: { anything: true },
};

describe('product (commerce-core §3)', () => {
  it('accepts a configurable product with its children, options, links and Finnish fields', () => {
    const product = productSchema.parse(configurable);
    expect(product.configurable_children?.[0]?.sku).toBe('AA-PACK-4');
    expect(product.valmistaja).toBe('Varta');
  });

  it('keeps fields the platform adds (tolerant of extra fields)', () => {
    expect(productSchema.parse(configurable).extra_platform_field).toEqual({ anything: true });
  });

  it('refuses a product without sku, naming the field', () => {
    const { sku: _sku, ...noSku } = configurable;
    const result = productSchema.safeParse(noSku);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sku']);
  });

  it('refuses an unknown type_id', () => {
    expect(productSchema.safeParse({ ...configurable, type_id: 'gift' }).success).toBe(false);
  });

  it('refuses a stock qty given as text', () => {
    const result = productSchema.safeParse({ ...configurable, stock: { is_in_stock: true, qty: '12' } });
    expect(result.error?.issues[0]?.path).toEqual(['stock', 'qty']);
  });
});

describe('category (commerce-core §3)', () => {
  it('accepts nested children_data', () => {
    const category = categorySchema.parse({
      id: 2,
      name: 'Paristot',
      children_data: [{ id: 3, name: 'AA', children_data: [{ id: 4, name: 'Alkaline' }] }],
    });
    expect(category.children_data?.[0]?.children_data?.[0]?.name).toBe('Alkaline');
  });

  it('refuses a child without a name', () => {
    const result = categorySchema.safeParse({ id: 2, name: 'Paristot', children_data: [{ id: 3 }] });
    expect(result.error?.issues[0]?.path).toEqual(['children_data', 0, 'name']);
  });
});

describe('other entities (commerce-core §3, accounts-content §3)', () => {
  it('accepts an attribute with options', () => {
    expect(
      attributeSchema.safeParse({
        attribute_code: 'color',
        attribute_id: 93,
        options: [{ value: '49', label: 'Red' }],
      }).success,
    ).toBe(true);
  });

  it('accepts a tax rule and refuses a rate given as text', () => {
    const rule = {
      id: 1,
      product_tax_class_ids: [2],
      customer_tax_class_ids: [3],
      rates: [{ rate: 25.5, tax_country_id: 'FI' }],
    };
    expect(taxRuleSchema.safeParse(rule).success).toBe(true);
    expect(
      taxRuleSchema.safeParse({ ...rule, rates: [{ rate: '25.5', tax_country_id: 'FI' }] }).success,
    ).toBe(false);
  });

  it('accepts totals with segments and refuses them without total_segments', () => {
    const totals = {
      grand_total: 14.9,
      items: [{ item_id: 1, qty: 1 }],
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 9.9 },
        { code: 'grand_total', title: 'Grand Total', value: 14.9 },
      ],
    };
    expect(totalsSchema.safeParse(totals).success).toBe(true);
    expect(totalsSchema.safeParse({ ...totals, total_segments: undefined }).success).toBe(false);
  });

  it('accepts shipping and payment methods', () => {
    expect(
      shippingMethodSchema.safeParse({ carrier_code: 'posti', method_code: 'flatrate', amount: 5 }).success,
    ).toBe(true);
    expect(
      paymentMethodSchema.safeParse({ code: 'cashondelivery', title: 'Cash On Delivery', cost: 0 }).success,
    ).toBe(true);
  });

  it('accepts a user profile with its address book', () => {
    const address = {
      id: 1,
      firstname: 'Aino',
      lastname: 'Virtanen',
      street: ['Mannerheimintie 1', 'A 2'],
      city: 'Helsinki',
      region: { region: 'Uusimaa' },
      country_id: 'FI',
      postcode: '00100',
      default_shipping: true,
    };
    expect(customerAddressSchema.safeParse(address).success).toBe(true);
    expect(
      userProfileSchema.safeParse({
        id: 1,
        email: 'a@b.fi',
        firstname: 'Aino',
        lastname: 'V',
        addresses: [address],
      }).success,
    ).toBe(true);
  });

  it('accepts CMS pages, FAQ items and url rewrites', () => {
    expect(cmsPageSchema.safeParse({ id: 1, identifier: 'about', title: 'About' }).success).toBe(true);
    expect(faqItemSchema.safeParse({ id: 1, title: 'Q?', url_key: 'q', position: 1 }).success).toBe(true);
    expect(
      urlRewriteSchema.safeParse({
        request_path: 'old',
        target_path: 'new',
        redirect_type: 301,
        entity_type: 'custom',
      }).success,
    ).toBe(true);
  });

  it("accepts a sync task with the spec's spelling transmited", () => {
    const task = syncTaskSchema.parse({ task_id: 1, url: 'cart/update', payload: {}, transmited: true });
    expect(task.transmited).toBe(true);
  });
});

describe('order (commerce-core §7 place order)', () => {
  const order = {
    order_id: 'client-1',
    cart_id: 'abc',
    products: [{ sku: 'AA-1', qty: 2, price: 4.99 }],
    addressInformation: {
      shippingAddress: {
        firstname: 'A',
        lastname: 'B',
        street: ['S 1'],
        city: 'Oulu',
        postcode: '90100',
        country_id: 'FI',
      },
      billingAddress: {
        firstname: 'A',
        lastname: 'B',
        street: ['S 1'],
        city: 'Oulu',
        postcode: '90100',
        country_id: 'FI',
      },
      shipping_carrier_code: 'posti',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
  };

  it('accepts an order with a client order id', () => {
    expect(orderSchema.safeParse(order).success).toBe(true);
  });

  it('refuses an order without its client order id', () => {
    expect(orderSchema.safeParse({ ...order, order_id: '' }).success).toBe(false);
  });

  it('refuses what the platform refuses: extra properties, null ids, a null region, a line under 1 (order.schema.js)', () => {
    expect(orderSchema.safeParse({ ...order, personalDetails: {} }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, user_id: null }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, cart_id: 7 }).success).toBe(false);
    const nullRegion = { ...order.addressInformation.shippingAddress, region: null };
    expect(
      orderSchema.safeParse({
        ...order,
        addressInformation: { ...order.addressInformation, shippingAddress: nullRegion },
      }).success,
    ).toBe(false);
    expect(orderSchema.safeParse({ ...order, products: [{ sku: 'AA-1', qty: 0.5, price: 1 }] }).success).toBe(
      false,
    );
    expect(orderSchema.safeParse({ ...order, products: [] }).success).toBe(false);
  });

  it('bounds quantities and lines: whole numbers from 1 to orderLimits.maxQty, at most orderLimits.maxLines lines (issue 18.3)', () => {
    const line = (qty: number) => ({ sku: 'AA-1', qty, price: 1 });
    const withLines = (products: unknown[]) => orderSchema.safeParse({ ...order, products }).success;
    expect(withLines([line(1.5)])).toBe(false);
    expect(withLines([line(orderLimits.maxQty)])).toBe(true);
    expect(withLines([line(orderLimits.maxQty + 1)])).toBe(false);
    expect(withLines(Array.from({ length: orderLimits.maxLines }, () => line(1)))).toBe(true);
    expect(withLines(Array.from({ length: orderLimits.maxLines + 1 }, () => line(1)))).toBe(false);
    const update = (qty: unknown) => cartUpdateItemSchema.safeParse({ sku: 'AA-1', qty }).success;
    expect([update(1), update(undefined), update(0.001), update(0), update(1e308)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('envelope and search answers', () => {
  it('reads the envelope { code, result }', () => {
    expect(envelopeSchema.parse({ code: 200, result: 'ok' })).toEqual({ code: 200, result: 'ok' });
    expect(envelopeSchema.safeParse({ result: 'ok' }).success).toBe(false);
  });

  it('validates hits[]._source against the entity schema', () => {
    const schema = searchResponseSchema(productSchema);
    const answer = {
      took: 1,
      hits: {
        total: { value: 1, relation: 'eq' },
        hits: [{ _id: '10', _score: 1.5, _source: configurable }],
      },
      aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] } },
    };
    expect(schema.safeParse(answer).success).toBe(true);
    const broken = {
      ...answer,
      hits: { ...answer.hits, hits: [{ _id: '10', _score: 1, _source: { sku: 'x' } }] },
    };
    expect(schema.safeParse(broken).error?.issues[0]?.path).toEqual(['hits', 'hits', 0, '_source', 'id']);
  });

  it('accepts hits.total as a plain number', () => {
    expect(searchResponseSchema(productSchema).safeParse({ hits: { total: 0, hits: [] } }).success).toBe(
      true,
    );
  });
});
