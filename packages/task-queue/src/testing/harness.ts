import type { FakeRouteHandler } from '@kauppa/ports';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createMemoryLogger,
  createRecordingEventBus,
  createRecordingNotifier,
  createSequentialIds,
  createSimulatedClock,
} from '@kauppa/ports';
import { createTaskQueue, type QueueTokens, type TaskQueueOptions } from '../index.ts';

/** Lets pending promise chains run (no time passes on the simulated clock). */
export async function flush(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A queue wired to in-memory ports, for unit tests. */
export function harness(
  routes: Record<string, FakeRouteHandler> = {},
  options: Partial<TaskQueueOptions> = {},
) {
  const clock = createSimulatedClock();
  const storage = createMemoryCollections();
  const http = createFakeShopHttp(routes);
  const bus = createRecordingEventBus();
  const notifier = createRecordingNotifier();
  const logger = createMemoryLogger();
  const connectivity = createFakeConnectivity(true);
  const session = {
    token: 'user-1' as string | null,
    refreshToken: 'refresh-1' as string | null,
    cartId: 'cart-1' as string | null,
  };
  const tokens: QueueTokens = {
    getToken: () => session.token,
    getRefreshToken: () => session.refreshToken,
    setTokens: ({ token, refreshToken }) => {
      session.token = token;
      if (refreshToken) session.refreshToken = refreshToken;
    },
  };
  const dispatched: Array<{ action: string; payload: unknown }> = [];
  const make = () =>
    createTaskQueue({
      http,
      storage,
      tokens,
      clock,
      bus,
      notifier,
      logger,
      connectivity,
      ids: createSequentialIds(),
      getCartId: () => session.cartId,
      dispatch: (action, payload) => {
        dispatched.push({ action, payload });
      },
      ...options,
    });
  const queue = make();
  return {
    queue,
    make,
    clock,
    storage,
    http,
    bus,
    notifier,
    logger,
    connectivity,
    session,
    tokens,
    dispatched,
  };
}

/** A cart-update task that needs the user token and the cart id. */
export const cartUpdate = (sku = 'AA-4') => ({
  url: 'cart/update',
  payload: {
    method: 'POST' as const,
    query: { token: '{{token}}', cartId: '{{cartId}}' },
    body: { cartItem: { sku, qty: 1 } },
  },
});
