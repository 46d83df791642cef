import type { Violation } from './rules.ts';

/**
 * How the platform answers a body its JSON schemas refuse, and the schema rules `rules.ts` does
 * not carry. vue-storefront-api 1.12.5 compiles each schema with ajv (default options: a
 * `pattern` matches anywhere, `items` as an array checks only those positions) and answers
 * `apiStatus(res, validate.errors, code)`:
 * - src/api/user.ts `POST /create` (src/models/userRegister.schema.json): 400
 * - src/api/user.ts `POST /me` (src/models/userProfileUpdate.schema.json): 500, after deleting
 *   `customer.groupToken`
 * - src/api/order.ts `create` (src/models/order.schema.js + order.schema.extension.json): 400
 * - src/api/review.ts `POST /create` (src/models/review.schema.json): 500
 */
const refusalStatus: Readonly<Record<string, 400 | 500>> = {
  'user.create': 400,
  'user.updateMe': 500,
  'order.place': 400,
  'review.create': 500,
};

/** The status the platform answers a schema refusal of `routeName` with (400 where it has no schema). */
export function schemaRefusalStatus(routeName: string | undefined): 400 | 500 {
  return (routeName && refusalStatus[routeName]) || 400;
}

/**
 * The body as the platform validates it: src/api/user.ts `POST /me` deletes
 * `req.body.customer.groupToken` before the schema sees it (the platform's client sends it).
 */
export function bodyAsValidated(method: string, path: string, body: unknown): unknown {
  if (method !== 'POST' || path.replace(/\/+$/, '') !== 'user/me') return body;
  const customer = (body as { customer?: unknown } | undefined)?.customer;
  if (typeof customer !== 'object' || customer === null || !('groupToken' in customer)) return body;
  const { groupToken: _dropped, ...rest } = customer as Record<string, unknown>;
  return { ...(body as object), customer: rest };
}

/**
 * The rules of src/models/userProfileUpdate.schema.json `customer.custom_attributes` (what
 * `rules.ts` leaves open): at most 5, each with an `attribute_code` of at least one character and
 * a `value` that is a string or null.
 */
export function profileUpdateExtras(method: string, path: string, body: unknown): Violation[] {
  const attributes = (body as { customer?: { custom_attributes?: unknown } } | undefined)?.customer
    ?.custom_attributes;
  if (attributes === undefined) return [];
  const add = (detail: string): Violation => ({ method, path, rule: 'body', detail });
  if (!Array.isArray(attributes)) return [];
  const found: Violation[] = [];
  if (attributes.length > 5) found.push(add('customer.custom_attributes: should NOT have more than 5 items'));
  attributes.forEach((attribute: unknown, index) => {
    const { attribute_code, value } = (attribute ?? {}) as { attribute_code?: unknown; value?: unknown };
    if (typeof attribute_code !== 'string' || attribute_code.length < 1)
      found.push(add(`customer.custom_attributes[${index}].attribute_code: should be a non-empty string`));
    if (value !== null && typeof value !== 'string')
      found.push(add(`customer.custom_attributes[${index}].value: should be string,null`));
  });
  return found;
}

/** Schema rules beyond `rules.ts`, by route. */
export function schemaExtras(
  routeName: string | undefined,
  method: string,
  path: string,
  body: unknown,
): Violation[] {
  return routeName === 'user.updateMe' ? profileUpdateExtras(method, path, body) : [];
}
