import { defaultShopConfig } from '@kauppa/config';
import type { CouponRule } from './catalog/generate.ts';
import { type CatalogState, taxRate, unitPriceInclTax } from './catalog-state.ts';

const { shipping, cashOnDelivery } = defaultShopConfig.checkout;

/** The standard VAT rate shipping is taxed at (commerce-core §4 Finnish tax rules). */
const SHIPPING_TAX_RATE = 25.5;

const round = (n: number) => Math.round(n * 100) / 100;

type Doc = Record<string, unknown>;

/**
 * The flat shipping rate of `defaultShopConfig.checkout.shipping` (commerce-core §9): carrier and
 * method `flatrate`, titled "Posti", 5 EUR including tax.
 */
export const shippingMethod = {
  carrier_code: shipping.carrierCode,
  method_code: shipping.methodCode,
  carrier_title: shipping.carrierTitle,
  method_title: 'Kotiinkuljetus',
  amount: shipping.priceInclTax,
  base_amount: shipping.priceInclTax,
  price_incl_tax: shipping.priceInclTax,
  price_excl_tax: round(shipping.priceInclTax / (1 + SHIPPING_TAX_RATE / 100)),
  available: true,
  error_message: '',
  default: true,
  offline: true,
  is_server_method: true,
} as const;

/**
 * Carrier codes accepted for the flat rate besides the config's: `posti`, the code this server
 * answered before it followed `@kauppa/config`, so clients configured with it keep working.
 */
const legacyCarrierCodes: readonly string[] = ['posti'];

/** Is this carrier and method the flat rate? (The config's codes, or the legacy carrier code.) */
export function isFlatRate(carrierCode: unknown, methodCode: unknown): boolean {
  return (
    methodCode === shippingMethod.method_code &&
    (carrierCode === shippingMethod.carrier_code || legacyCarrierCodes.includes(String(carrierCode)))
  );
}

/** The payment methods: cash on delivery (`checkout.cashOnDelivery`, the default) and bank transfer. */
export const paymentMethods = [
  {
    code: cashOnDelivery.code,
    title: 'Cash On Delivery',
    cost: cashOnDelivery.cost,
    cost_incl_tax: cashOnDelivery.cost,
    default: true,
    offline: true,
    is_server_method: true,
  },
  {
    code: 'banktransfer',
    title: 'Bank Transfer Payment',
    cost: 0,
    cost_incl_tax: 0,
    default: false,
    offline: true,
    is_server_method: true,
  },
] as const;

/** A line to price. */
export interface PricedLineInput {
  item_id: number | string;
  sku: string;
  qty: number;
  product_option?: unknown;
}

/** A line with its product resolved. */
export interface ResolvedLine {
  input: PricedLineInput;
  doc: Doc;
  parent: Doc | undefined;
  unitInclTax: number;
  rate: number;
  virtual: boolean;
}

/** Unit price of a bundle: the selected (or default) links of each option times their qty. */
function bundlePrice(catalog: CatalogState, doc: Doc, option: unknown, now: number): number {
  const selections = new Map<string, { qty: number; ids: string[] }>();
  const chosen = (option as { extension_attributes?: { bundle_options?: unknown[] } } | undefined)
    ?.extension_attributes?.bundle_options;
  for (const entry of (chosen ?? []) as Array<{
    option_id: unknown;
    option_qty?: number;
    option_selections?: unknown[];
  }>)
    selections.set(String(entry.option_id), {
      qty: Number(entry.option_qty ?? 1),
      ids: (entry.option_selections ?? []).map(String),
    });
  let total = 0;
  for (const opt of (doc.bundle_options as Doc[] | undefined) ?? []) {
    const links = (opt.product_links as Doc[]) ?? [];
    const selection = selections.get(String(opt.option_id));
    const link =
      links.find((l) => selection?.ids.includes(String(l.id))) ??
      links.find((l) => l.is_default === true) ??
      links[0];
    if (!link) continue;
    const product = catalog.bySku(link.sku as string);
    const unit = product ? unitPriceInclTax(product.doc, now) : Number(link.price ?? 0);
    total += unit * (selection?.qty ?? Number(link.qty ?? 1));
  }
  return round(total);
}

/** Finds the configurable child chosen by `configurable_item_options`. */
export function resolveChild(doc: Doc, option: unknown): Doc | undefined {
  const chosen = (option as { extension_attributes?: { configurable_item_options?: unknown[] } } | undefined)
    ?.extension_attributes?.configurable_item_options as
    | Array<{ option_id: unknown; option_value: unknown }>
    | undefined;
  if (!chosen || chosen.length === 0) return undefined;
  const options = (doc.configurable_options as Doc[] | undefined) ?? [];
  const wanted = chosen.map((c) => {
    const attribute = options.find((o) => String(o.attribute_id) === String(c.option_id));
    return { code: attribute?.attribute_code as string | undefined, value: String(c.option_value) };
  });
  if (wanted.some((w) => w.code === undefined)) return undefined;
  return ((doc.configurable_children as Doc[] | undefined) ?? []).find((child) =>
    wanted.every((w) => String(child[w.code!]) === w.value),
  );
}

/** Resolves the product of a line, or undefined when the sku is unknown. */
export function resolveLine(
  catalog: CatalogState,
  line: PricedLineInput,
  now: number,
): ResolvedLine | undefined {
  const entry = catalog.bySku(line.sku);
  if (!entry) return undefined;
  let { doc, parent } = entry;
  if (doc.type_id === 'configurable') {
    const child = resolveChild(doc, line.product_option);
    if (child) {
      parent = doc;
      doc = child;
    }
  }
  const source = parent ?? doc;
  const unit =
    doc.type_id === 'bundle'
      ? bundlePrice(catalog, doc, line.product_option, now)
      : unitPriceInclTax(doc, now);
  return {
    input: line,
    doc,
    parent,
    unitInclTax: unit,
    rate: taxRate(source),
    virtual: source.type_id === 'downloadable' || source.type_id === 'virtual',
  };
}

/** Totals of a set of lines (commerce-core §3 totals; source prices include tax). */
export function computeTotals(
  lines: ResolvedLine[],
  options: { coupon?: CouponRule | undefined; withShipping: boolean; paymentCode?: string | undefined },
) {
  const subtotalInclTax = round(lines.reduce((s, l) => s + l.unitInclTax * l.input.qty, 0));
  let discount = 0;
  if (options.coupon) {
    discount =
      options.coupon.type === 'percent'
        ? round((subtotalInclTax * options.coupon.amount) / 100)
        : Math.min(options.coupon.amount, subtotalInclTax);
  }
  const share = subtotalInclTax > 0 ? discount / subtotalInclTax : 0;
  let itemsTax = 0;
  let subtotalExcl = 0;
  const items = lines.map((l) => {
    const rowIncl = round(l.unitInclTax * l.input.qty);
    const rowDiscount = round(rowIncl * share);
    const taxable = rowIncl - rowDiscount;
    const tax = round(taxable - taxable / (1 + l.rate / 100));
    const rowExcl = round(rowIncl / (1 + l.rate / 100));
    itemsTax += tax;
    subtotalExcl += rowExcl;
    return {
      item_id: l.input.item_id,
      qty: l.input.qty,
      name: l.doc.name as string,
      price: round(l.unitInclTax / (1 + l.rate / 100)),
      price_incl_tax: l.unitInclTax,
      row_total: rowExcl,
      row_total_incl_tax: rowIncl,
      tax_amount: tax,
      tax_percent: l.rate,
      discount_amount: rowDiscount,
      options: JSON.stringify(l.input.product_option ?? null),
    };
  });
  const virtualOnly = lines.length > 0 && lines.every((l) => l.virtual);
  const shippingIncl =
    options.withShipping && !virtualOnly && lines.length > 0 ? shippingMethod.price_incl_tax : 0;
  const shippingTax = round(shippingIncl - shippingIncl / (1 + SHIPPING_TAX_RATE / 100));
  const payment = paymentMethods.find((p) => p.code === options.paymentCode);
  const paymentCost = payment?.cost_incl_tax ?? 0;
  const taxAmount = round(itemsTax + shippingTax);
  const grandTotal = round(subtotalInclTax - discount + shippingIncl + paymentCost);
  const segments = [
    { code: 'subtotal_incl_tax', title: 'Subtotal', value: subtotalInclTax, area: null },
    ...(options.coupon
      ? [{ code: 'discount', title: `Discount (${options.coupon.code})`, value: -discount, area: null }]
      : []),
    {
      code: 'shipping',
      title: `Shipping & Handling (${shippingMethod.carrier_title})`,
      value: shippingIncl,
      area: null,
    },
    { code: 'payment', title: payment?.title ?? 'Payment', value: paymentCost, area: null },
    { code: 'tax', title: 'Tax', value: taxAmount, area: 'taxes' },
    { code: 'grand_total', title: 'Grand Total', value: grandTotal, area: 'footer' },
  ];
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal: round(subtotalExcl),
    subtotal_incl_tax: subtotalInclTax,
    discount_amount: -discount,
    shipping_amount: round(shippingIncl - shippingTax),
    shipping_incl_tax: shippingIncl,
    tax_amount: taxAmount,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    coupon_code: options.coupon?.code ?? null,
    items_qty: lines.reduce((s, l) => s + l.input.qty, 0),
    items,
    total_segments: segments,
  };
}
