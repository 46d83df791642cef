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
