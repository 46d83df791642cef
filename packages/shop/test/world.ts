import {
  type Clock,
  createEventBus,
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createMemoryLogger,
  createSequentialIds,
  createSystemClock,
  type FakeRouteHandler,
  type Locks,
} from '@kauppa/ports';
import { type CrossTabChannel, type CrossTabMessage, createShop, type ShopState } from '../src/index.ts';

export const profile = {
  id: 7,
  email: 'aino@example.fi',
  firstname: 'Aino',
  lastname: 'Virtanen',
  addresses: [],
};

export const battery = {
  sku: 'BAT-1',
  name: 'AA battery',
  type_id: 'simple',
  price: 4,
  price_incl_tax: 4.96,
  stock: { is_in_stock: true, qty: 100 },
};

/** The platform's answers a shop needs to start and sign in (commerce-core §7, accounts-content §7). */
export function shopRoutes(): Record<string, FakeRouteHandler> {
  // The server carts: lines by cart id.
  const carts = new Map<string, Array<Record<string, unknown>>>();
  let itemId = 0;
  const cartOf = (cartId: unknown) => {
    const id = String(cartId);
    if (!carts.has(id)) carts.set(id, []);
    return carts.get(id) ?? [];
  };
  return {
    'POST cart/create': (r) => ({ result: r.query?.token ? 'customer-cart' : 'guest-cart' }),
    'GET cart/pull': (r) => ({ result: cartOf(r.query?.cartId) }),
    'GET cart/totals': () => ({ result: { grand_total: 0, items: [], total_segments: [] } }),
    'POST cart/update': (r) => {
      const lines = cartOf(r.query?.cartId);
      const sent = (r.body as { cartItem: { sku: string; qty: number } }).cartItem;
      const found = lines.find((l) => l.sku === sent.sku);
      if (!found) itemId += 1;
      const item = { ...found, ...sent, item_id: found?.item_id ?? itemId, quote_id: r.query?.cartId };
      if (found) Object.assign(found, item);
      else lines.push(item);
      return { result: item };
    },
    'GET stock/check': () => ({ result: { is_in_stock: true, qty: 100 } }),
    'GET stock/list': () => ({ result: [] }),
    'POST user/login': () => ({ result: 'token-1', meta: { refreshToken: 'refresh-1' } }),
    'GET user/me': (r) =>
      r.query?.token ? { result: profile } : { status: 401, code: 401, result: 'Unauthorized' },
    'GET user/order-history': () => ({ result: { items: [], total_count: 0 } }),
    'POST user/refresh': () => ({ result: 'token-2', meta: { refreshToken: 'refresh-2' } }),
  };
}

/** A shop on fakes of every port. */
export function shopWorld({
  state,
  routes = {},
  online = true,
  crossTab,
  locks,
  collections = createMemoryCollections(),
  clock = createSystemClock(),
}: {
  clock?: Clock;
  collections?: ReturnType<typeof createMemoryCollections>;
  state?: ShopState;
  routes?: Record<string, FakeRouteHandler>;
  online?: boolean;
  crossTab?: CrossTabChannel;
  locks?: Locks;
} = {}) {
  const http = createFakeShopHttp({ ...shopRoutes(), ...routes });
  const connectivity = createFakeConnectivity(online);
  const bus = createEventBus();
  const logger = createMemoryLogger();
  const shop = createShop({
    ports: {
      http,
      collections,
      clock,
      connectivity,
      bus,
      logger,
      ids: createSequentialIds(),
      crossTab,
      locks,
    },
    brandStoreCode: 'battery',
    state,
  });
  return { shop, http, collections, connectivity, bus, logger };
}

/** Two tabs' ends of one channel (a BroadcastChannel does not echo to its sender). */
export function channelPair(): [CrossTabChannel, CrossTabChannel] {
  const listeners: [Set<(m: CrossTabMessage) => void>, Set<(m: CrossTabMessage) => void>] = [
    new Set(),
    new Set(),
  ];
  const end = (mine: 0 | 1): CrossTabChannel => ({
    post: (message) => {
      for (const listener of listeners[mine === 0 ? 1 : 0]) queueMicrotask(() => listener(message));
    },
    subscribe: (listener) => {
      listeners[mine].add(listener);
      return () => listeners[mine].delete(listener);
    },
  });
  return [end(0), end(1)];
}

export const ticks = async (n = 30) => {
  for (let i = 0; i < n; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};
