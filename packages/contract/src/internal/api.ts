import type { ApiRequest, ApiResponse, Logger, QueryValue, ShopHttp } from '@kauppa/ports';
import { ApiError, silentLogger } from '@kauppa/ports';
import type * as z from 'zod/mini';
import type {
  CartItemInput,
  CheckoutAddress,
  CollectTotals,
  PaymentMethod,
  ServerCartItem,
  ShippingInformation,
  ShippingInformationResult,
  ShippingMethod,
  Totals,
} from './cart.ts';
import type { RenderListResult, StockItem } from './catalog.ts';
import type { Id, OkResult } from './common.ts';
import type {
  BackInStockForm,
  EmailPayload,
  FaqQuestion,
  MarketingCustomer,
  Review,
  StoredReview,
  SuccessResult,
} from './content.ts';
import type { EndpointDefinition, EndpointName } from './endpoints.ts';
import { endpointPath, profileUpdateOf, wireLine } from './helpers.ts';
import type { Order, OrderResult } from './order.ts';
import type { EntityType, SearchRequest, SearchResponse } from './search.ts';
import { withStockSkus } from './stock.ts';
import type { CustomerInput, OrderHistory, UserProfile } from './user.ts';

/** Options every call accepts. */
export interface CallOptions {
  /** Aborts the call. */
  signal?: AbortSignal | undefined;
  /** Overrides the transport's timeout for this call. */
  timeoutMs?: number | undefined;
}

/** The credentials of a cart call: the user token (absent or empty for a guest) and the cart id. */
export interface CartRef {
  token?: string | undefined;
  cartId: Id;
}

/** The search of `api.catalog.search`. */
export interface CatalogSearch {
  /** The index: `kauppa_{brand}_{storeCode}` on the reference server, e.g. `kauppa_battery_fi`. */
  index: string;
  entityType: EntityType;
  /** The query document. */
  body?: SearchRequest | undefined;
  from?: number | undefined;
  size?: number | undefined;
  /** `field:asc` or `field:desc`, comma-separated. */
  sort?: string | undefined;
  sourceInclude?: readonly string[] | undefined;
  sourceExclude?: readonly string[] | undefined;
}

type Answer<T> = Promise<ApiResponse<T>>;

/**
 * The shop API, one method per call of commerce-core §7 and accounts-content §7. Every method
 * resolves with the envelope (`code`, `result`): a code-200 result has been validated against the
 * contract; other codes are returned as they came (the caller reads `code`).
 */
export interface ShopApi {
  cart: {
    create(ref?: { token?: string | undefined }, options?: CallOptions): Answer<Id>;
    pull(ref: CartRef, options?: CallOptions): Answer<ServerCartItem[]>;
    update(ref: CartRef, cartItem: CartItemInput, options?: CallOptions): Answer<ServerCartItem>;
    delete(ref: CartRef, cartItem: CartItemInput, options?: CallOptions): Answer<OkResult>;
    totals(ref: CartRef, options?: CallOptions): Answer<Totals>;
    paymentMethods(ref: CartRef, options?: CallOptions): Answer<PaymentMethod[]>;
    shippingMethods(ref: CartRef, address: CheckoutAddress, options?: CallOptions): Answer<ShippingMethod[]>;
    shippingInformation(
      ref: CartRef,
      information: ShippingInformation,
      options?: CallOptions,
    ): Answer<ShippingInformationResult>;
    collectTotals(ref: CartRef, methods?: CollectTotals, options?: CallOptions): Answer<Totals>;
    applyCoupon(ref: CartRef, coupon: string, options?: CallOptions): Answer<OkResult>;
    deleteCoupon(ref: CartRef, options?: CallOptions): Answer<OkResult>;
  };
  order: {
    /**
     * Places an order; the server is idempotent on `order.order_id`, also sent as the Idempotency-Key.
     * `options.token`, the signed-in customer's token, goes in the query (a customer order needs it
     * on the reference server, issue 18.1); a guest order has none.
     */
    place(order: Order, options?: CallOptions & { token?: string | null | undefined }): Answer<OrderResult>;
  };
  stock: {
    check(sku: string, options?: CallOptions): Answer<StockItem>;
    list(skus: readonly string[], options?: CallOptions): Answer<StockItem[]>;
  };
  products: {
    renderList(
      query: {
        skus: readonly string[];
        currencyCode?: string | undefined;
        storeId?: Id | undefined;
        userGroupId?: Id | undefined;
      },
      options?: CallOptions,
    ): Answer<RenderListResult>;
  };
  catalog: {
    search<T = Record<string, unknown>>(
      search: CatalogSearch,
      options?: CallOptions,
    ): Answer<SearchResponse<T>>;
  };
  user: {
    /** `meta.refreshToken` carries the refresh token. */
    login(credentials: { username: string; password: string }, options?: CallOptions): Answer<string>;
    create(input: { customer: CustomerInput; password: string }, options?: CallOptions): Answer<UserProfile>;
    resetPassword(input: { email: string }, options?: CallOptions): Answer<OkResult>;
    createPassword(
      input: { email: string; newPassword: string; resetToken: string },
      options?: CallOptions,
    ): Answer<OkResult>;
    refresh(input: { refreshToken: string }, options?: CallOptions): Answer<string>;
    me(token: string, options?: CallOptions): Answer<UserProfile>;
    updateMe(token: string, customer: CustomerInput, options?: CallOptions): Answer<UserProfile>;
    changePassword(
      token: string,
      input: { currentPassword: string; newPassword: string },
      options?: CallOptions,
    ): Answer<OkResult>;
    orderHistory(
      token: string,
      page?: { pageSize?: number | undefined; currentPage?: number | undefined },
      options?: CallOptions,
    ): Answer<OrderHistory>;
  };
  addresses: {
    create(
      token: string,
      customerId: Id,
      customer: CustomerInput,
      options?: CallOptions,
    ): Answer<UserProfile>;
    remove(token: string, addressId: Id, options?: CallOptions): Answer<OkResult>;
  };
  review: {
    /** `review_entity` defaults to `'product'` (the platform requires it). Success is code 200; the result is the platform's. */
    create(
      review: Review,
      options?: CallOptions & { token?: string | undefined },
    ): Answer<StoredReview | unknown>;
  };
  newsletter: {
    /** Mailchimp's member status: `'subscribed'`, `'unsubscribed'`, `'pending'`, `'cleaned'`. */
    status(email: string, options?: CallOptions): Answer<string>;
    /** Success is code 200, with any result or none (the platform's mailchimp-subscribe answers `{ code: 200 }` or `'OK'`). */
    subscribe(email: string, options?: CallOptions): Answer<unknown>;
    /** Success is code 200, with any result or none. */
    unsubscribe(email: string, options?: CallOptions): Answer<unknown>;
  };
  faq: {
    ask(question: FaqQuestion, options?: CallOptions): Answer<OkResult>;
  };
  mail: {
    send(email: EmailPayload, options?: CallOptions): Answer<OkResult>;
    token(options?: CallOptions): Answer<string>;
  };
  marketing: {
    subscribeAdvanced(
      subscriber: MarketingCustomer & { storeCode?: string | undefined },
      options?: CallOptions,
    ): Answer<SuccessResult>;
    subscription(email: string, storeCode?: string, options?: CallOptions): Answer<SuccessResult>;
    subscribe(email: string, storeCode?: string, options?: CallOptions): Answer<SuccessResult>;
    unsubscribe(email: string, storeCode?: string, options?: CallOptions): Answer<SuccessResult>;
    /** Sends `properties` as base64 JSON in `data`. */
    identify(properties: Record<string, unknown>, options?: CallOptions): Answer<SuccessResult>;
    /** Sends `{ event, properties, customer_properties }` as base64 JSON in `data`. */
    track(event: Record<string, unknown>, options?: CallOptions): Answer<SuccessResult>;
    backInStock(form: BackInStockForm, options?: CallOptions): Answer<SuccessResult>;
  };
}

/**
 * How the platform in front of the shop is reached (the shop configuration's `api` section):
 * everything a team running the Vue Storefront API 1.12 must set lives here.
 */
export interface PlatformOptions {
  /**
   * Where `render-list` lives (`{productsEndpoint}/render-list`, commerce-core §7); the platform
   * mounts it at `product`.
   * @default 'product'
   */
  productsEndpoint?: string | undefined;
  /**
   * How catalogue searches are sent: `GET` with the query document as JSON in `request` (what a
   * CDN can cache; the platform client's default) or `POST` with it as the body.
   * @default 'GET'
   */
  searchMethod?: 'GET' | 'POST' | undefined;
  /**
   * The store view's code, sent as the `storeCode` query parameter of every call (the platform
   * reads it, or the `x-vs-store-code` header, to pick the store view). Absent when multistore is off.
   */
  storeCode?: string | undefined;
  /**
   * Paths of calls that live on platform extensions or on none (newsletter, mail, address book,
   * FAQ, marketing), by call name, e.g. `{ 'newsletter.subscribe': 'ext/newsletter/subscribe' }`.
   */
  paths?: Partial<Record<EndpointName, string>> | undefined;
}

/** Options of {@link createShopApi}. */
export interface CreateShopApiOptions {
  /** The HTTP port (the ky client of `@kauppa/api-client`, an in-process server, or a fake). */
  http: ShopHttp;
  /** How the platform is reached (products endpoint, GET or POST search, store code, extension paths). */
  platform?: PlatformOptions | undefined;
  /** Where skipped answer parts (a cart line that cannot be read) are logged. @default silentLogger */
  logger?: Logger | undefined;
  /**
   * Validates code-200 results against the contract.
   * @default true
   */
  validate?: boolean | undefined;
}

interface Call {
  pathParams?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  idempotencyKey?: string;
  /** Overrides the result schema (catalogue search by entity type). */
  result?: (schemas: AnswerSchemas) => z.ZodMiniType;
}

type AnswerSchemas = typeof import('./answer-schemas.ts');
let answerSchemas: Promise<AnswerSchemas> | undefined;
/** The endpoints table and its schemas, loaded on the first call (zod is not loaded before). */
const loadAnswerSchemas = () => {
  answerSchemas ??= import('./answer-schemas.ts');
  return answerSchemas;
};

const isOk = (answer: ApiResponse<unknown>) => answer.code === 200 || answer.code === '200';

/**
 * A stock check of a sku Magento does not know: the platform's `stock/check` answers Magento's
 * error as code 500 with the error object (`{ errorMessage, code: 404 }`, src/api/stock.ts
 * `check` and magento2-rest-client lib/rest_client.js); a reference server answers 404.
 */
function isUnknownSku(answer: ApiResponse<unknown>): boolean {
  if (Number(answer.code) === 404) return true;
  const result = answer.result as { code?: unknown } | null | undefined;
  return typeof result === 'object' && result !== null && Number(result.code) === 404;
}

/** Base64 of the UTF-8 JSON of a value, without depending on Node's Buffer. */
function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function describeField(field: ReadonlyArray<PropertyKey>): string {
  return field
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .slice(1);
}

/** What {@link validateAnswer} checks an answer against. */
export interface ValidateAnswerOptions {
  /** The endpoint that answered (from `endpoints` of `@kauppa/contract/schemas`). */
  endpoint: EndpointDefinition;
  /** The result schema, when not the endpoint's own `result` (e.g. a narrower one). */
  resultSchema?: z.ZodMiniType | undefined;
}

/**
 * Checks a code-200 answer of `endpoint` and returns it with the parsed result; throws an
 * `ApiError('invalid-response')` naming the first field that fails. Other codes pass unchanged.
 * The schemas are zod/mini's: a rule without a text of its own is explained in the locale the app
 * configured for zod (`z.config(en())`), or as `Invalid input` (`createShopApi` explains in English).
 *
 * @example
 * const answer = validateAnswer(await http.request(request), { endpoint: endpoints['stock.check'] });
 */
export function validateAnswer<T>(
  answer: ApiResponse<unknown>,
  options: ValidateAnswerOptions,
): ApiResponse<T> {
  return checkAnswer<T>(answer, options);
}

/** {@link validateAnswer} with zod's parse options (`createShopApi` explains in English). */
function checkAnswer<T>(
  answer: ApiResponse<unknown>,
  { endpoint: definition, resultSchema = definition.result }: ValidateAnswerOptions,
  parseOptions?: z.core.ParseContext<z.core.$ZodIssue>,
): ApiResponse<T> {
  if (answer.code !== 200 && answer.code !== '200') return answer as ApiResponse<T>;
  const parsed = resultSchema.safeParse(answer.result, parseOptions);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['result', ...(issue?.path ?? [])].map((p) => (typeof p === 'symbol' ? String(p) : p));
    throw new ApiError(
      'invalid-response',
      `Invalid response of ${definition.method} ${definition.path}: ${describeField(field)}: ${issue?.message ?? 'invalid'}`,
      { status: answer.status, path: definition.path, field },
    );
  }
  if (definition.meta && answer.meta !== undefined) {
    const meta = definition.meta.safeParse(answer.meta, parseOptions);
    if (!meta.success) {
      const issue = meta.error.issues[0];
      const field = ['meta', ...(issue?.path ?? [])].map((p) => (typeof p === 'symbol' ? String(p) : p));
      throw new ApiError(
        'invalid-response',
        `Invalid response of ${definition.method} ${definition.path}: ${describeField(field)}: ${issue?.message ?? 'invalid'}`,
        { status: answer.status, path: definition.path, field },
      );
    }
  }
  return { ...answer, result: parsed.data as T };
}

/**
 * Builds the typed {@link ShopApi} over a {@link ShopHttp} port: it shapes each request after the
 * {@link endpoints} table (path, `token`/`cartId` in the query, body) and validates code-200
 * results, so a caller never gets a silently wrong object.
 *
 * @example
 * const api = createShopApi({ http });
 * const { code, result: cartId } = await api.cart.create();
 * if (code === 200) await api.cart.update({ cartId }, { sku: 'AA-4', qty: 1 });
 */
export function createShopApi({
  http,
  validate = true,
  platform = {},
  logger = silentLogger,
}: CreateShopApiOptions): ShopApi {
  const productsEndpoint = (platform.productsEndpoint ?? 'product').replace(/^\/+|\/+$/g, '');
  const searchMethod = platform.searchMethod ?? 'GET';
  async function call<T>(name: EndpointName, input: Call, options: CallOptions = {}): Answer<T> {
    const schemas = await loadAnswerSchemas();
    const definition: EndpointDefinition = schemas.endpoints[name];
    const method = name === 'catalog.search' ? searchMethod : definition.method;
    const request: ApiRequest = {
      method,
      path: endpointPath(
        (platform.paths?.[name] ?? definition.path).replace('{productsEndpoint}', productsEndpoint),
        input.pathParams,
      ),
    };
    const queryInput: Record<string, QueryValue> = { ...input.query };
    // Not on a catalogue search: the platform passes its query parameters on to Elasticsearch,
    // which refuses `storeCode` (src/lib/elastic.js `adjustBackendProxyUrl`; issue 27.5).
    if (platform.storeCode && name !== 'catalog.search') queryInput.storeCode = platform.storeCode;
    // Pre-encoded: the platform decodes `request` a second time (src/api/catalog.ts; issue 27.1).
    if (name === 'catalog.search' && method === 'GET')
      queryInput.request = encodeURIComponent(JSON.stringify(input.body ?? {}));
    {
      const query = Object.fromEntries(Object.entries(queryInput).filter(([, v]) => v !== undefined));
      if (Object.keys(query).length > 0) request.query = query;
    }
    // A placed order answering 2xx JSON in any shape counts as placed (issue 15): read it bare too.
    if (definition.bareAnswer || name === 'order.place') request.bareAnswer = true;
    if (input.body !== undefined && method !== 'GET') {
      if (definition.form) request.form = input.body as Record<string, string>;
      else request.body = input.body;
    }
    if (input.idempotencyKey !== undefined) request.idempotencyKey = input.idempotencyKey;
    if (options.signal) request.signal = options.signal;
    if (options.timeoutMs !== undefined) request.timeoutMs = options.timeoutMs;
    const answer = await http.request<unknown>(request);
    return validate
      ? checkAnswer<T>(
          answer,
          { endpoint: definition, resultSchema: input.result?.(schemas) },
          schemas.inEnglish,
        )
      : (answer as ApiResponse<T>);
  }
  const cartQuery = (ref: CartRef) => ({ token: ref.token ?? '', cartId: ref.cartId });
  const csv = (values: readonly string[]) => values.join(',');

  return {
    cart: {
      create: (ref = {}, options) => call('cart.create', { query: { token: ref.token } }, options),
      pull: async (ref, options) => {
        const answer = await call<unknown[]>(
          'cart.pull',
          { query: cartQuery(ref), result: (schemas) => schemas.unknownArray },
          options,
        );
        if (!validate || !isOk(answer) || !Array.isArray(answer.result)) {
          return answer as ApiResponse<ServerCartItem[]>;
        }
        // One line a real server sends that the contract cannot read never loses the whole cart.
        const { serverCartItemSchema, inEnglish } = await loadAnswerSchemas();
        const lines: ServerCartItem[] = [];
        for (const line of answer.result) {
          const parsed = serverCartItemSchema.safeParse(line, inEnglish);
          if (parsed.success) lines.push(parsed.data);
          else logger.warn('Skipped a cart line that cannot be read', line, parsed.error.issues[0]?.message);
        }
        return { ...answer, result: lines };
      },
      update: (ref, cartItem, options) =>
        call(
          'cart.update',
          { query: cartQuery(ref), body: { cartItem: { quoteId: ref.cartId, ...wireLine(cartItem) } } },
          options,
        ),
      delete: (ref, cartItem, options) =>
        call(
          'cart.delete',
          { query: cartQuery(ref), body: { cartItem: { quoteId: ref.cartId, ...wireLine(cartItem) } } },
          options,
        ),
      totals: (ref, options) => call('cart.totals', { query: cartQuery(ref) }, options),
      paymentMethods: (ref, options) => call('cart.paymentMethods', { query: cartQuery(ref) }, options),
      shippingMethods: (ref, address, options) =>
        call('cart.shippingMethods', { query: cartQuery(ref), body: { address } }, options),
      shippingInformation: (ref, information, options) =>
        call('cart.shippingInformation', { query: cartQuery(ref), body: information }, options),
      collectTotals: (ref, methods = {}, options) =>
        call('cart.collectTotals', { query: cartQuery(ref), body: methods }, options),
      applyCoupon: (ref, coupon, options) =>
        call('cart.applyCoupon', { query: { ...cartQuery(ref), coupon } }, options),
      deleteCoupon: (ref, options) => call('cart.deleteCoupon', { query: cartQuery(ref) }, options),
    },
    order: {
      place: (order, { token, ...options } = {}) =>
        call(
          'order.place',
          {
            // Lines go as Magento takes them, also those of an order held offline (issue 27.2).
            body: { ...order, products: order.products.map(wireLine) },
            idempotencyKey: order.order_id,
            ...(token ? { query: { token } } : {}),
          },
          options,
        ),
    },
    stock: {
      check: async (sku, options) => {
        const answer = await call<StockItem>('stock.check', { query: { sku } }, options);
        return validate && isOk(answer)
          ? { ...answer, result: withStockSkus([answer.result], { skus: [sku] })[0] as StockItem }
          : answer;
      },
      list: async (skus, options) => {
        const answer = await call<StockItem[]>('stock.list', { query: { skus: csv(skus) } }, options);
        if (validate && isOk(answer) && Array.isArray(answer.result))
          return { ...answer, result: withStockSkus(answer.result, { skus }) };
        // One unknown sku fails the platform's whole list (src/api/stock.ts `list`: Promise.all of
        // Magento stock checks, the first 404 answers for all): the skus are read one by one and
        // the unknown ones left out (issue 27.10). A list of one sku already said it all.
        if (answer.code !== 404 && answer.code !== '404') return answer;
        if (skus.length < 2) return answer;
        const items: StockItem[] = [];
        for (const sku of skus) {
          const one = await call<StockItem>('stock.check', { query: { sku } }, options);
          if (isOk(one))
            items.push(
              validate ? (withStockSkus([one.result], { skus: [sku] })[0] as StockItem) : one.result,
            );
          else if (!isUnknownSku(one)) return answer;
        }
        logger.warn('A stock list named an unknown sku; its skus were read one by one', skus);
        return { ...answer, status: 200, code: 200, result: items };
      },
    },
    products: {
      renderList: (query, options) =>
        call(
          'products.renderList',
          {
            query: {
              skus: csv(query.skus),
              currencyCode: query.currencyCode,
              storeId: query.storeId,
              userGroupId: query.userGroupId,
            },
          },
          options,
        ),
    },
    catalog: {
      search: <T>(search: CatalogSearch, options?: CallOptions) => {
        const filtered = Boolean(
          search.sourceInclude?.length || search.sourceExclude?.length || search.body?._source,
        );
        return call<SearchResponse<T>>(
          'catalog.search',
          {
            pathParams: { index: search.index, entityType: search.entityType },
            query: {
              from: search.from,
              size: search.size,
              sort: search.sort,
              _source_include: search.sourceInclude?.length ? csv(search.sourceInclude) : undefined,
              _source_exclude: search.sourceExclude?.length ? csv(search.sourceExclude) : undefined,
            },
            body: search.body ?? {},
            result: (schemas) =>
              schemas.searchResponseSchema(
                filtered ? schemas.anyDocument : schemas.entitySchemas[search.entityType],
              ),
          },
          options,
        );
      },
    },
    user: {
      login: (credentials, options) => call('user.login', { body: credentials }, options),
      create: (input, options) => call('user.create', { body: input }, options),
      resetPassword: (input, options) => call('user.resetPassword', { body: input }, options),
      createPassword: (input, options) => call('user.createPassword', { body: input }, options),
      refresh: (input, options) => call('user.refresh', { body: input }, options),
      me: (token, options) => call('user.me', { query: { token } }, options),
      updateMe: (token, customer, options) =>
        call('user.updateMe', { query: { token }, body: { customer: profileUpdateOf(customer) } }, options),
      changePassword: (token, input, options) =>
        call('user.changePassword', { query: { token }, body: input }, options),
      orderHistory: (token, page = {}, options) =>
        call(
          'user.orderHistory',
          { query: { token, pageSize: page.pageSize ?? 20, currentPage: page.currentPage ?? 1 } },
          options,
        ),
    },
    addresses: {
      create: (token, customerId, customer, options) =>
        call(
          'addresses.create',
          { pathParams: { customerId }, query: { token }, body: { customer } },
          options,
        ),
      remove: (token, addressId, options) =>
        call('addresses.remove', { pathParams: { addressId }, query: { token } }, options),
    },
    review: {
      create: (review, options = {}) =>
        call(
          'review.create',
          { query: { token: options.token }, body: { review: { review_entity: 'product', ...review } } },
          options,
        ),
    },
    newsletter: {
      status: (email, options) => call('newsletter.status', { query: { email } }, options),
      subscribe: (email, options) => call('newsletter.subscribe', { body: { email } }, options),
      unsubscribe: (email, options) => call('newsletter.unsubscribe', { body: { email } }, options),
    },
    faq: {
      ask: (question, options) => call('faq.ask', { body: question }, options),
    },
    mail: {
      send: (email, options) => call('mail.send', { body: email }, options),
      token: (options) => call('mail.token', {}, options),
    },
    marketing: {
      subscribeAdvanced: (subscriber, options) =>
        call('marketing.subscribeAdvanced', { body: subscriber }, options),
      subscription: (email, storeCode, options) =>
        call('marketing.subscription', { query: { email, storeCode } }, options),
      subscribe: (email, storeCode, options) =>
        call(
          'marketing.subscribe',
          { body: storeCode === undefined ? { email } : { email, storeCode } },
          options,
        ),
      unsubscribe: (email, storeCode, options) =>
        call(
          'marketing.unsubscribe',
          { body: storeCode === undefined ? { email } : { email, storeCode } },
          options,
        ),
      identify: (properties, options) =>
        call('marketing.identify', { query: { data: base64Json(properties) } }, options),
      track: (event, options) => call('marketing.track', { query: { data: base64Json(event) } }, options),
      backInStock: (form, options) => call('marketing.backInStock', { body: form }, options),
    },
  };
}
