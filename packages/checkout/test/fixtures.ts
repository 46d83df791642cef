import { defaultShopConfig } from '@kauppa/config';
import { type CartItem, createShopApi, type Order, type OrderResult } from '@kauppa/contract';
import type { ApiRequest, ApiResponse, Collections, ShopHttp, SimulatedClock } from '@kauppa/ports';
import {
  ApiError,
  createFakeConnectivity,
  createMemoryCollections,
  createRecordingEventBus,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import {
  buildOrder,
  type CheckoutCart,
  createCheckout,
  type OfflineOrderRecord,
  type PaymentDetails,
  type PersonalDetails,
  type ShippingDetails,
} from '../src/index.ts';

export const config = defaultShopConfig;

export const personal: PersonalDetails = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  emailAddress: 'aino@example.fi',
  createAccount: false,
};

export const shipping: ShippingDetails = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  country: 'FI',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: 'A 3',
  city: 'Helsinki',
  zipCode: '00100',
  phoneNumber: '+358401234567',
  shippingCarrier: 'flatrate',
  shippingMethod: 'flatrate',
};

export const payment: PaymentDetails = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  country: 'FI',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: 'A 3',
  city: 'Helsinki',
  zipCode: '00100',
  paymentMethod: 'cashondelivery',
};

export const battery: CartItem = {
  sku: 'AA-4',
  qty: 2,
  type_id: 'simple',
  price: 4.99,
  price_incl_tax: 4.99,
};

/** The order `buildOrder` makes of the battery and the fixture details, under a client order id. */
export function orderOf(orderId: string): Order {
  const built = buildOrder({
    orderId,
    items: [battery],
    personalDetails: personal,
    shippingDetails: shipping,
    paymentDetails: payment,
    createdAt: '2026-01-01T00:00:00.000Z',
    config,
  });
  if (!built.ok) throw new Error(built.message.id);
  return built.value;
}
export const ebook: CartItem = {
  sku: 'EBOOK-1',
  qty: 1,
  type_id: 'downloadable',
  price: 9,
  price_incl_tax: 9,
};

/** A cart port recording what checkout asks of it. */
export function createFakeCart(items: CartItem[] = [battery]): CheckoutCart & {
  calls: string[];
  current: CartItem[];
} {
  const cart = {
    calls: [] as string[],
    current: items,
    items: () => cart.current,
    serverRef: () => null,
    clear: async () => {
      cart.calls.push('clear');
      cart.current = [];
    },
    recreate: async () => {
      cart.calls.push('recreate');
    },
    reloadFromServer: async () => {
      cart.calls.push('reloadFromServer');
    },
  };
  return cart;
}

/**
 * An in-memory order server idempotent on the client order id, as apps/shop-api: a retry answers
 * the first result and never creates a second order.
 */
export function createIdempotentOrderServer({ deduplicates = true }: { deduplicates?: boolean } = {}) {
  const orders = new Map<
    string,
    { order: Order; result: OrderResult; creates: number; deliveries: number }
  >();
  let sequence = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  return {
    orders,
    get maxInFlight() {
      return maxInFlight;
    },
    /** Applies one delivered request. */
    deliver(order: Order): OrderResult {
      const existing = orders.get(order.order_id);
      if (existing && deduplicates) {
        existing.deliveries += 1;
        return existing.result;
      }
      if (existing) {
        // A server that does not de-duplicate (the platform) creates a second order.
        existing.deliveries += 1;
        existing.creates += 1;
        return existing.result;
      }
      sequence += 1;
      const result: OrderResult = {
        orderNumber: `0000${sequence}`,
        order_id: order.order_id,
        backendOrderId: sequence,
      };
      orders.set(order.order_id, { order, result, creates: 1, deliveries: 1 });
      return result;
    },
    enter() {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    },
    leave() {
      inFlight -= 1;
    },
  };
}

export type OrderServer = ReturnType<typeof createIdempotentOrderServer>;

/** What the network does with one request. */
export type Fault = 'ok' | 'drop-before' | 'drop-after' | 'duplicate' | 'fail-5xx';

/**
 * An HTTP port in front of the order server: each `POST order` takes the next fault of `faults`
 * (then `ok`): dropped before delivery, delivered but the answer lost, or delivered twice.
 */
export function createFaultyOrderHttp(
  server: OrderServer,
  faults: Fault[] = [],
): ShopHttp & { online: boolean } {
  const http = {
    online: true,
    async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
      if (!http.online) throw new ApiError('network', 'offline', { path: request.path, notSent: true });
      if (request.method === 'GET' && request.path === 'stock/list') {
        const skus = String(request.query?.skus ?? '').split(',');
        return {
          status: 200,
          code: 200,
          result: skus.map((sku) => ({ sku, is_in_stock: true, qty: 10 })) as T,
        };
      }
      if (request.method !== 'POST' || request.path !== 'order')
        return { status: 404, code: 404, result: 'not found' as T };
      const order = request.body as Order;
      if (request.idempotencyKey !== order.order_id)
        throw new Error('Idempotency-Key must be the client order id');
      const fault = faults.shift() ?? 'ok';
      if (fault === 'drop-before')
        throw new ApiError('network', 'connection refused', { path: request.path, notSent: true });
      if (fault === 'fail-5xx') return { status: 500, code: 500, result: 'Error placing an order.' as T };
      server.enter();
      // The request takes a while on the wire: another tab could try to send meanwhile.
      await new Promise<void>((resolve) => setImmediate(resolve));
      let result = server.deliver(order);
      if (fault === 'duplicate') result = server.deliver(order);
      await new Promise<void>((resolve) => setImmediate(resolve));
      server.leave();
      if (fault === 'drop-after') throw new ApiError('network', 'answer lost', { path: request.path });
      return { status: 200, code: 200, result: result as T };
    },
  };
  return http;
}

/** Runs `promise` to its end, moving the simulated clock by `stepMs` while it waits. */
export async function settle<T>(
  promise: Promise<T>,
  clock: { increment(ms: number): void },
  stepMs = 10,
): Promise<T> {
  let done = false;
  const tracked = promise.finally(() => {
    done = true;
  });
  for (let i = 0; !done && i < 10_000; i += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!done) clock.increment(stepMs);
  }
  return tracked;
}

/** Lets the pending promises (effects, storage) run; no time passes. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * A checkout over memory storage, a simulated clock, a fake cart and the idempotent order server
 * behind a faulty transport; pass `collections` and `clock` again to play a reload.
 */
export function createCheckoutWorld({
  online = true,
  faults = [] as Fault[],
  collections = createMemoryCollections() as Collections,
  clock = createSimulatedClock() as SimulatedClock,
  cart = createFakeCart() as ReturnType<typeof createFakeCart>,
  user,
}: {
  online?: boolean;
  faults?: Fault[];
  collections?: Collections;
  clock?: SimulatedClock;
  cart?: ReturnType<typeof createFakeCart>;
  user?: Parameters<typeof createCheckout>[0]['user'];
} = {}) {
  const server = createIdempotentOrderServer();
  const http = createFaultyOrderHttp(server, faults);
  const connectivity = createFakeConnectivity(online);
  const queueCalls: string[] = [];
  const checkout = createCheckout({
    config,
    api: createShopApi({ http }),
    collections,
    clock,
    ids: createSequentialIds(),
    connectivity,
    cart,
    ...(user ? { user } : {}),
    queue: { process: async () => queueCalls.push('process') },
    bus: createRecordingEventBus(),
    leaseSettleMs: 0,
    // The reference shop API de-duplicates orders by client order id.
    serverDeduplicates: true,
  });
  return { clock, collections, server, http, connectivity, cart, checkout, queueCalls };
}

/** A held order record of two AA-4 batteries (cash on delivery), for the offline-order rules. */
export const heldOrderRecord = (id: string, extra: Partial<OfflineOrderRecord> = {}): OfflineOrderRecord => ({
  order_id: id,
  order: {
    order_id: id,
    products: [{ sku: 'AA-4', qty: 2, price_incl_tax: 4.99 }],
    addressInformation: { shippingAddress: {}, payment_method_code: 'cashondelivery' },
  } as OfflineOrderRecord['order'],
  transmitted: false,
  transmitting_at: null,
  transmitted_at: null,
  attempts: 0,
  created_at: 1_000,
  ...extra,
});
