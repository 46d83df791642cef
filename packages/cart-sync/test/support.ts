import type { DeepPartial, ShopConfig } from '@kauppa/config';
import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import type { ServerCartItem } from '@kauppa/contract';
import { createShopApi } from '@kauppa/contract';
import type {
  ApiRequest,
  Connectivity,
  FakeRouteHandler,
  IdSource,
  MemoryCollections,
  ShopHttp,
} from '@kauppa/ports';
import {
  createFakeShopHttp,
  createMemoryCollections,
  createMemoryLogger,
  createRecordingEventBus,
  createRecordingNotifier,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { createTaskQueue } from '@kauppa/task-queue';
import type { CartProductLookup, CartStock, StockResult } from '../src/index.ts';
import { createCart } from '../src/index.ts';
import { cartItemKey } from '../src/internal/items.ts';

/** A small in-memory shop: carts by id, customers' carts by token, stock by sku. */
export function createFakeShop() {
  const carts = new Map<string, ServerCartItem[]>();
  const customerCarts = new Map<string, string>();
  const unauthorizedTokens = new Set<string>();
  const failingSkus = new Set<string>();
  const stock = new Map<string, { is_in_stock: boolean; qty: number }>();
  const coupons = new Set<string>(['SAVE10']);
  let nextCart = 0;
  let nextItem = 0;
  const cartOf = (request: ApiRequest) => carts.get(String(request.query?.cartId));
  const unauthorized = (request: ApiRequest) =>
    typeof request.query?.token === 'string' && unauthorizedTokens.has(request.query.token);

  const routes: Record<string, FakeRouteHandler> = {
    'POST cart/create': (request) => {
      const token = request.query?.token;
      if (typeof token === 'string' && token !== '') {
        if (unauthorizedTokens.has(token))
          return { status: 401, result: 'Invalid token - need to be revalidated' };
        const existing = customerCarts.get(token);
        if (existing) return { result: existing };
        const id = `customer-cart-${++nextCart}`;
        carts.set(id, []);
        customerCarts.set(token, id);
        return { result: id };
      }
      const id = `guest-cart-${++nextCart}`;
      carts.set(id, []);
      return { result: id };
    },
    'GET cart/pull': (request) => {
      if (unauthorized(request)) return { status: 401, result: 'Invalid token - need to be revalidated' };
      const items = cartOf(request);
      return items ? { result: structuredClone(items) } : { status: 404, result: 'No such cart' };
    },
    'POST cart/update': (request) => {
      if (unauthorized(request)) return { status: 401, result: 'Invalid token - need to be revalidated' };
      const items = cartOf(request);
      const input = (request.body as { cartItem: ServerCartItem }).cartItem;
      if (!items) return { status: 404, result: 'No such cart' };
      if (failingSkus.has(input.sku))
        return { status: 400, result: 'Product that you are trying to add is not available.' };
      const key = cartItemKey(input);
      const existing = items.find((i) => cartItemKey(i) === key);
      if (existing) {
        existing.qty = input.qty;
        return { result: structuredClone(existing) };
      }
      const item: ServerCartItem = {
        item_id: ++nextItem,
        sku: input.sku,
        qty: input.qty,
        quote_id: String(request.query?.cartId),
        ...(input.product_option ? { product_option: input.product_option } : {}),
      };
      items.push(item);
      return { result: structuredClone(item) };
    },
    'POST cart/delete': (request) => {
      const items = cartOf(request);
      const input = (request.body as { cartItem: ServerCartItem }).cartItem;
      if (!items) return { status: 404, result: 'No such cart' };
      const index = items.findIndex((i) => i.item_id === input.item_id);
      if (index >= 0) items.splice(index, 1);
      return { result: true };
    },
    'GET cart/totals': (request) => {
      const items = cartOf(request) ?? [];
      const total = items.reduce((sum, i) => sum + i.qty * 10, 0);
      return {
        result: {
          grand_total: total,
          items: items.map((i) => ({ item_id: i.item_id, qty: i.qty })),
          total_segments: [{ code: 'grand_total', title: 'Grand Total', value: total }],
        },
      };
    },
    'GET cart/payment-methods': () => ({ result: [{ code: 'checkmo', title: 'Check / Money order' }] }),
    'POST cart/shipping-methods': () => ({
      result: [{ carrier_code: 'flatrate', method_code: 'flatrate', amount: 5 }],
    }),
    'POST cart/apply-coupon': (request) =>
      coupons.has(String(request.query?.coupon))
        ? { result: true }
        : { status: 400, result: "The coupon code isn't valid. Verify the code and try again." },
    'POST cart/delete-coupon': () => ({ result: true }),
    'GET stock/check': (request) => {
      const item = stock.get(String(request.query?.sku));
      return item
        ? { result: { ...item, sku: String(request.query?.sku) } }
        : { status: 404, code: 'ENOTFOUND', result: 'Not found' };
    },
    'GET stock/list': (request) => ({
      result: String(request.query?.skus)
        .split(',')
        .map((sku) => ({ sku, ...(stock.get(sku) ?? { is_in_stock: false, qty: 0 }) })),
    }),
  };
  const http = createFakeShopHttp(routes);
  return { http, carts, customerCarts, unauthorizedTokens, failingSkus, stock, coupons };
}

/** A stock port answering from a table; unknown skus are ok. */
export function tableStock(table: Record<string, StockResult> = {}): CartStock & { checked: string[] } {
  const checked: string[] = [];
  return {
    checked,
    check: async (sku) => {
      checked.push(sku);
      return table[sku] ?? { status: 'ok' };
    },
  };
}

/** The task queue over a shop's HTTP port, with tasks in their own memory collections. */
export function queueOver(http: ShopHttp, clock = createSimulatedClock()) {
  return createTaskQueue({
    http,
    storage: createMemoryCollections(),
    tokens: { getToken: () => null, getRefreshToken: () => null, setTokens: () => undefined },
    clock,
    ids: createSequentialIds(),
  });
}

/** Builds a cart over the fake shop with recording ports; stock goes through a task queue. */
export function setupCart({
  config: overrides = {},
  shop = createFakeShop(),
  collections = createMemoryCollections(),
  stock,
  clock = createSimulatedClock(),
  ids = createSequentialIds(),
  connectivity,
  productLookup,
}: {
  productLookup?: CartProductLookup;
  config?: DeepPartial<ShopConfig>;
  shop?: ReturnType<typeof createFakeShop>;
  collections?: MemoryCollections;
  stock?: CartStock;
  clock?: ReturnType<typeof createSimulatedClock>;
  ids?: IdSource;
  connectivity?: Connectivity;
} = {}) {
  const config = mergeConfig<ShopConfig>(defaultShopConfig, overrides);
  const notifier = createRecordingNotifier();
  const logger = createMemoryLogger();
  const bus = createRecordingEventBus();
  const api = createShopApi({ http: shop.http });
  const queue = queueOver(shop.http, clock);
  const cart = createCart({
    api,
    collections,
    clock,
    notifier,
    logger,
    bus,
    ids,
    config,
    queue,
    stock,
    connectivity,
    productLookup,
  });
  return { cart, shop, collections, clock, notifier, logger, bus, config, api, ids, queue };
}

/** A simple product with a price. */
export function product(sku: string, fields: Record<string, unknown> = {}) {
  return { sku, name: sku, type_id: 'simple', price_incl_tax: 10, ...fields };
}
