/**
 * The runtime helpers of the contract that need no schema: the `@kauppa/contract` entry point
 * imports only these (and `createShopApi`), so a consumer does not load zod and the schemas until
 * an answer is validated (issue 19.2, weight). The schemas are in `@kauppa/contract/schemas`.
 */
import type { CustomerInput } from './user.ts';

/** The entity types the catalogue search serves (commerce-core §7, accounts-content §7). */
export const entityTypes = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'cms_faq',
  'cms_faq_category',
  'cms_hierarchy',
  'url_rewrite',
] as const;

/**
 * Fills the `{name}` parameters of an endpoint path.
 *
 * @example
 * endpointPath('addresses/{addressId}', { addressId: 7 }) // 'addresses/7'
 */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The fields of a placed order's answer a shopper is shown, when the answer has them. */
export function orderNumberOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const { orderNumber, increment_id } = result as { orderNumber?: unknown; increment_id?: unknown };
  if (typeof orderNumber === 'string' || typeof orderNumber === 'number') return String(orderNumber);
  if (typeof increment_id === 'string') return increment_id;
  return undefined;
}

/** The customer fields the platform's `POST user/me` accepts (src/models/userProfileUpdate.schema.json). */
export const profileUpdateFields = [
  'email',
  'firstname',
  'lastname',
  'addresses',
  'custom_attributes',
] as const;

/**
 * The customer as `POST user/me` sends it: only the fields the platform accepts (its schema has no
 * additional properties), absent ones left out.
 *
 * @example
 * profileUpdateOf({ id: 7, email: 'a@b.fi', firstname: 'A', lastname: 'B', group_id: 1 });
 * // { email: 'a@b.fi', firstname: 'A', lastname: 'B' }
 */
export function profileUpdateOf(customer: CustomerInput): CustomerInput {
  const picked: Record<string, unknown> = {};
  for (const field of profileUpdateFields) {
    if (customer[field] !== undefined && customer[field] !== null) picked[field] = customer[field];
  }
  return picked as CustomerInput;
}

/**
 * A cart item's or order line's `product_option` as the platform's Magento takes it: the chosen
 * configurable options carry only `option_id` and `option_value` (and `extension_attributes`).
 * Magento's `ConfigurableItemOptionValueInterface` has no `label` nor `value`, and its REST layer
 * refuses a data object with an unknown field (500, issue 27.2); the platform's own client strips
 * them before sending (vue-storefront v1.12.3
 * core/modules/catalog/helpers/productOptions/omitInternalOptionsFormat.ts). Anything else is kept.
 *
 * @example
 * wireProductOption({ extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 52, label: 'Color', value: 'Red' }] } });
 * // { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 52 }] } }
 */
export function wireProductOption<T>(productOption: T): T {
  if (typeof productOption !== 'object' || productOption === null) return productOption;
  const extension = (productOption as { extension_attributes?: unknown }).extension_attributes;
  if (typeof extension !== 'object' || extension === null) return productOption;
  const options = (extension as { configurable_item_options?: unknown }).configurable_item_options;
  if (!Array.isArray(options)) return productOption;
  return {
    ...productOption,
    extension_attributes: {
      ...extension,
      configurable_item_options: options.map((option) => {
        if (typeof option !== 'object' || option === null) return option;
        const { label: _label, value: _value, ...wire } = option as Record<string, unknown>;
        return wire;
      }),
    },
  };
}

/** A line (cart item or order product) with its `product_option` as Magento takes it ({@link wireProductOption}). */
export function wireLine<T extends { product_option?: unknown }>(line: T): T {
  return line.product_option === undefined || line.product_option === null
    ? line
    : { ...line, product_option: wireProductOption(line.product_option) };
}

/** Why the platform refused an order it answered with code 200 (see {@link orderRefusalOf}). */
export interface OrderRefusal {
  /** `invalid-signature`: a line's price signature (`sgn`) did not verify. */
  reason: 'invalid-signature';
  /** The sku of the line the platform named. */
  sku: string;
  /** The platform's text. */
  text: string;
}

const invalidSignature = /^Invalid signature validation of (.*)$/s;

/**
 * The refusal hidden in a code-200 order answer, or `undefined` when the answer is no refusal.
 * The platform answers `{ code: 200, result: 'Invalid signature validation of {sku}' }` when
 * `tax.usePlatformTotals` is off and a line's `sgn` does not verify its price (src/api/order.ts
 * `create`): no order was made (issue 27.10).
 *
 * @example
 * orderRefusalOf({ code: 200, result: 'Invalid signature validation of BAT-1' });
 * // { reason: 'invalid-signature', sku: 'BAT-1', text: 'Invalid signature validation of BAT-1' }
 */
export function orderRefusalOf(answer: {
  code?: number | string | null | undefined;
  result?: unknown;
}): OrderRefusal | undefined {
  if (typeof answer.result !== 'string') return undefined;
  const match = invalidSignature.exec(answer.result);
  if (!match) return undefined;
  return { reason: 'invalid-signature', sku: match[1] ?? '', text: answer.result };
}
