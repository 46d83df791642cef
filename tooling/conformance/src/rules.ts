import { z } from 'zod';
import { shippedGraphqlErrors } from './graphql-platform.ts';

/**
 * The request rules of the Vue Storefront API 1.12 (`vuestorefront/vue-storefront-api`), written
 * by us from its published sources: `src/models/*.schema.json`, `src/models/order.schema.js`
 * and the checks in `src/api/*.ts`. A request that breaks one is refused by the platform (400 or
 * 500), so Kauppa must never send one. The schemas are strict where the platform's are
 * (`additionalProperties: false`) and loose where the platform's are.
 */

/** The platform's e-mail pattern (ajv `pattern`: a match anywhere in the string). */
const emailPattern =
  /[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?/;
const letters = /[a-zA-Z]+/;
const unicodeWord = /[\p{L}\d_]+/u;
const unicodeLetters = /[\p{L}]+/u;

/** An order address: src/models/order.schema.js `addressInformation.shippingAddress`. */
const orderAddress = z.looseObject({
  street: z.array(z.string().min(1)).min(1),
  city: z.string().regex(unicodeLetters),
  postcode: z.string().min(3).regex(unicodeWord),
  firstname: z.string().regex(unicodeLetters),
  lastname: z.string().regex(unicodeLetters),
  region: z.string().optional(),
  region_id: z.number().optional(),
  country_id: z
    .string()
    .regex(/[a-zA-Z]/)
    .optional(),
  company: z.string().optional(),
  telephone: z.string().optional(),
  email: z.string().regex(emailPattern).optional(),
  region_code: z.string().optional(),
  sameAsBilling: z.number().optional(),
  save_address: z.number().optional(),
});

/** The first ordered line (the schema's `items` is a tuple: only the first line is checked). */
const firstLine = z.looseObject({
  sku: z.string().min(1).regex(unicodeWord),
  qty: z.number().min(1),
  name: z.string().min(1).regex(unicodeWord).optional(),
  price: z.number().min(1),
  product_type: z.string().min(1).regex(unicodeLetters).optional(),
});

/** src/models/order.schema.js: `POST /api/order`. */
export const platformOrder = z
  .strictObject({
    order_id: z.string().optional(),
    created_at: z.string().optional(),
    updated_at: z.string().optional(),
    transmited: z.boolean().optional(),
    transmited_at: z.string().optional(),
    status: z.string().optional(),
    state: z.string().optional(),
    user_id: z.string().optional(),
    cart_id: z.string().optional(),
    store_code: z.string().optional(),
    store_id: z.number().optional(),
    products: z.array(z.unknown()).min(1),
    addressInformation: z.looseObject({
      shippingAddress: orderAddress.optional(),
      // The platform's own schema nests the billing rules one level too deep, so only the
      // required fields bite; its Magento bridge reads the billing address unconditionally.
      billingAddress: z.looseObject({
        street: z.unknown(),
        city: z.unknown(),
        postcode: z.unknown(),
        firstname: z.unknown(),
        lastname: z.unknown(),
      }),
      shipping_method_code: z.string().regex(letters).optional(),
      shipping_carrier_code: z.string().regex(letters).optional(),
      payment_method_code: z.string().regex(letters).optional(),
      payment_method_additional: z.unknown().optional(),
    }),
  })
  .superRefine((order, context) => {
    const parsed = firstLine.safeParse(order.products[0]);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', path: ['products', 0, ...issue.path], message: issue.message });
  });

/** A customer address of src/models/userRegister.schema.json and userProfileUpdate.schema.json. */
const customerAddress = z.looseObject({
  firstname: z.string().regex(letters),
  lastname: z.string().regex(letters),
  street: z.array(z.string().min(1)).min(2),
  city: z.string(),
  country_id: z
    .string()
    .min(2)
    .regex(/[A-Z]+/),
  postcode: z.string().min(3),
  region: z.looseObject({ region: z.string().nullable() }).optional(),
  company: z.string().min(1).optional(),
  vat_id: z.string().min(3).optional(),
  telephone: z.string().optional(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});

/** src/models/userRegister.schema.json: `POST /api/user/create`. */
export const platformUserRegister = z.looseObject({
  customer: z.looseObject({
    email: z.string().regex(emailPattern),
    firstname: z.string().regex(letters),
    lastname: z.string().regex(letters),
    addresses: z.array(customerAddress).max(2).optional(),
  }),
  password: z.string(),
});

/** src/models/userProfileUpdate.schema.json: `POST /api/user/me` (no additional properties). */
export const platformProfileUpdate = z.strictObject({
  customer: z.strictObject({
    email: z.string().regex(emailPattern),
    firstname: z.string().regex(letters),
    lastname: z.string().regex(letters),
    addresses: z.array(customerAddress).max(2).optional(),
    custom_attributes: z.unknown().optional(),
  }),
});

/** src/models/review.schema.json: `POST /api/review/create` (the server adds `review_status`). */
export const platformReview = z.looseObject({
  review: z.looseObject({
    product_id: z.number().int(),
    title: z.string(),
    detail: z.string(),
    nickname: z.string(),
    review_entity: z.string(),
    customer_id: z.number().int().nullable().optional(),
  }),
});

/** One rule: which request it matches and what the platform demands of it. */
export interface PlatformRoute {
  /** The call's name in `@kauppa/contract`'s endpoint table. */
  readonly name: string;
  readonly method: string;
  /** Path below `/api/`; `:name` matches one segment. */
  readonly path: string;
  /** Query parameters the platform requires. */
  readonly requiredQuery?: readonly string[];
  /** The JSON body rule, when the call has one. */
  readonly body?: z.ZodType;
  /** Served by a platform extension, or by none (a Kauppa extension endpoint). */
  readonly extension?: 'platform' | 'kauppa';
}

const cartQuery = ['cartId'];

/** Every route the platform serves (with its default extensions) and the Kauppa extension routes. */
export const platformRoutes: readonly PlatformRoute[] = [
  { name: 'cart.create', method: 'POST', path: 'cart/create' },
  { name: 'cart.pull', method: 'GET', path: 'cart/pull', requiredQuery: cartQuery },
  {
    name: 'cart.update',
    method: 'POST',
    path: 'cart/update',
    requiredQuery: cartQuery,
    body: z.looseObject({ cartItem: z.looseObject({ sku: z.string() }) }),
  },
  {
    name: 'cart.delete',
    method: 'POST',
    path: 'cart/delete',
    requiredQuery: cartQuery,
    body: z.looseObject({ cartItem: z.looseObject({}) }),
  },
  { name: 'cart.totals', method: 'GET', path: 'cart/totals', requiredQuery: cartQuery },
  { name: 'cart.paymentMethods', method: 'GET', path: 'cart/payment-methods', requiredQuery: cartQuery },
  {
    name: 'cart.shippingMethods',
    method: 'POST',
    path: 'cart/shipping-methods',
    requiredQuery: cartQuery,
    body: z.looseObject({ address: z.looseObject({ country_id: z.string() }) }),
  },
  {
    name: 'cart.shippingInformation',
    method: 'POST',
    path: 'cart/shipping-information',
    requiredQuery: cartQuery,
    body: z.looseObject({ addressInformation: z.looseObject({}) }),
  },
  {
    name: 'cart.collectTotals',
    method: 'POST',
    path: 'cart/collect-totals',
    requiredQuery: cartQuery,
    body: z.looseObject({ methods: z.looseObject({}).optional() }),
  },
  {
    name: 'cart.applyCoupon',
    method: 'POST',
    path: 'cart/apply-coupon',
    requiredQuery: [...cartQuery, 'coupon'],
  },
  { name: 'cart.deleteCoupon', method: 'POST', path: 'cart/delete-coupon', requiredQuery: cartQuery },
  { name: 'order.place', method: 'POST', path: 'order', body: platformOrder },
  { name: 'stock.check', method: 'GET', path: 'stock/check', requiredQuery: ['sku'] },
  { name: 'stock.list', method: 'GET', path: 'stock/list', requiredQuery: ['skus'] },
  { name: 'products.renderList', method: 'GET', path: 'product/render-list', requiredQuery: ['skus'] },
  { name: 'catalog.search', method: 'GET', path: 'catalog/:index/:type/_search' },
  { name: 'catalog.search', method: 'POST', path: 'catalog/:index/:type/_search' },
  {
    name: 'user.login',
    method: 'POST',
    path: 'user/login',
    body: z.looseObject({ username: z.string(), password: z.string() }),
  },
  { name: 'user.create', method: 'POST', path: 'user/create', body: platformUserRegister },
  {
    name: 'user.resetPassword',
    method: 'POST',
    path: 'user/reset-password',
    body: z.looseObject({ email: z.string().min(1) }),
  },
  {
    name: 'user.createPassword',
    method: 'POST',
    path: 'user/create-password',
    body: z.looseObject({
      email: z.string().min(1),
      newPassword: z.string().min(1),
      resetToken: z.string().min(1),
    }),
  },
  {
    name: 'user.refresh',
    method: 'POST',
    path: 'user/refresh',
    body: z.looseObject({ refreshToken: z.string().min(1) }),
  },
  { name: 'user.me', method: 'GET', path: 'user/me', requiredQuery: ['token'] },
  {
    name: 'user.updateMe',
    method: 'POST',
    path: 'user/me',
    requiredQuery: ['token'],
    body: platformProfileUpdate,
  },
  {
    name: 'user.changePassword',
    method: 'POST',
    path: 'user/change-password',
    requiredQuery: ['token'],
    body: z.looseObject({ currentPassword: z.string(), newPassword: z.string() }),
  },
  { name: 'user.orderHistory', method: 'GET', path: 'user/order-history', requiredQuery: ['token'] },
  { name: 'review.create', method: 'POST', path: 'review/create', body: platformReview },
  {
    name: 'newsletter.status',
    method: 'GET',
    path: 'ext/mailchimp-subscribe/subscribe',
    requiredQuery: ['email'],
    extension: 'platform',
  },
  {
    name: 'newsletter.subscribe',
    method: 'POST',
    path: 'ext/mailchimp-subscribe/subscribe',
    body: z.looseObject({ email: z.string().min(1) }),
    extension: 'platform',
  },
  {
    name: 'newsletter.unsubscribe',
    method: 'DELETE',
    path: 'ext/mailchimp-subscribe/subscribe',
    body: z.looseObject({ email: z.string().min(1) }),
    extension: 'platform',
  },
  { name: 'mail.token', method: 'GET', path: 'ext/mail-service/get-token', extension: 'platform' },
  { name: 'mail.send', method: 'POST', path: 'ext/mail-service/send-email', extension: 'platform' },
  { name: 'addresses.create', method: 'PUT', path: 'addresses/create/:customerId', extension: 'kauppa' },
  { name: 'addresses.remove', method: 'DELETE', path: 'addresses/:addressId', extension: 'kauppa' },
  { name: 'faq.ask', method: 'POST', path: 'faq/ask', extension: 'kauppa' },
  {
    name: 'marketing.subscribeAdvanced',
    method: 'POST',
    path: 'marketing/subscribe/advanced',
    extension: 'kauppa',
  },
  { name: 'marketing.subscription', method: 'GET', path: 'marketing/subscribe', extension: 'kauppa' },
  { name: 'marketing.subscribe', method: 'POST', path: 'marketing/subscribe', extension: 'kauppa' },
  { name: 'marketing.unsubscribe', method: 'DELETE', path: 'marketing/subscribe', extension: 'kauppa' },
  { name: 'marketing.identify', method: 'GET', path: 'marketing/identify', extension: 'kauppa' },
  { name: 'marketing.track', method: 'GET', path: 'marketing/track', extension: 'kauppa' },
  { name: 'marketing.backInStock', method: 'POST', path: 'marketing/back-in-stock', extension: 'kauppa' },
];

/** Finds the route of a request (`path` below `/api/`). */
export function matchRoute(method: string, path: string): PlatformRoute | undefined {
  const segments = path.split('/').filter(Boolean);
  return platformRoutes.find((route) => {
    if (route.method !== method) return false;
    const pattern = route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/**
 * The GET `request` document as vue-storefront-api's src/api/catalog.ts reads it:
 * `decodeURIComponent` of what Express already decoded (a `%` without two hex digits throws a URIError).
 */
export function platformSearchRequest(request: string): string {
  return decodeURIComponent(request);
}

/** A request that breaks a platform rule. */
export interface Violation {
  method: string;
  path: string;
  rule: string;
  detail: string;
}

/**
 * Checks one request against the platform's rules: the route exists, required query parameters
 * are there, the body (or a GET search's `request` document) is what the platform accepts.
 */
export function checkRequest(
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
): { route: PlatformRoute | undefined; violations: Violation[] } {
  const violations: Violation[] = [];
  const route = matchRoute(method, path);
  const add = (rule: string, detail: string) => violations.push({ method, path, rule, detail });
  if (!route) {
    add('route', 'the platform has no such route (it answers an HTML 404)');
    return { route, violations };
  }
  for (const name of route.requiredQuery ?? []) {
    if (!query.get(name)) add('query', `${name} is required`);
  }
  if (route.name === 'catalog.search') {
    if (method === 'GET' && query.has('request')) {
      try {
        // src/api/catalog.ts decodes what Express decoded once more (issue 27.1).
        const document = JSON.parse(platformSearchRequest(query.get('request') ?? ''));
        if (typeof document !== 'object' || document === null || Array.isArray(document))
          add('search', 'request must be a JSON object');
      } catch (error) {
        add(
          'search',
          error instanceof URIError
            ? "request does not survive the platform's second decodeURIComponent (src/api/catalog.ts: URIError → 500)"
            : 'request is not JSON',
        );
      }
    }
    if (method === 'POST' && (typeof body !== 'object' || body === null || Array.isArray(body)))
      add('search', 'the POST body must be the query document');
  }
  if (route.body) {
    const parsed = route.body.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        add('body', `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  }
  return { route, violations };
}

/**
 * The body of a GraphQL request (vue-storefront-api src/index.ts: `app.use('/graphql',
 * graphqlExpress(...))`, apollo-server-express 1.x behind bodyParser.json): the query text, its
 * variables, an operation name; nothing else.
 */
export const platformGraphqlRequest = z.strictObject({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/**
 * Checks a request to the platform's GraphQL endpoint (`pathname` is the whole path): `POST
 * /graphql`, or `/graphql/{storeCode}/` where the platform reads the store view's index from the
 * first segment (src/graphql/elasticsearch/mapping.js `getIndexName`), with a JSON body of
 * {@link platformGraphqlRequest}. `storeCodes` are the store views the platform is configured with.
 */
export function checkGraphqlRequest(
  method: string,
  pathname: string,
  body: unknown,
  storeCodes: readonly string[],
): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: string, detail: string) => violations.push({ method, path: pathname, rule, detail });
  const match = /^\/graphql(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) {
    add('route', 'the platform serves GraphQL at /graphql and /graphql/{storeCode}/ only');
    return violations;
  }
  if (method !== 'POST') add('method', 'Kauppa posts its GraphQL queries');
  const storeCode = match[1];
  if (storeCode !== undefined && !storeCodes.includes(storeCode))
    add('store', `no store view ${storeCode} (the platform fails reading its index)`);
  const parsed = platformGraphqlRequest.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      add('body', `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  // graphql-js on the shipped schema: unknown input fields and enum values refused (issue 27.9).
  else for (const message of shippedGraphqlErrors(parsed.data)) add('graphql', message);
  return violations;
}
