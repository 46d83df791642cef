import type { ApiRequest, ApiResponse, ShopHttp } from '@kauppa/ports';
import type { TaskQueue } from './queue.ts';

/** The token lock of `@kauppa/task-queue`'s token refresh machine: 0 idle, 1 refreshing, -1 failed. */
export interface TokenRefreshPort {
  /** The current lock. */
  lock(): number;
  /** Reports a 401 on a call that used the user token. */
  invalid(): void;
  /** Reports that a call with the user token was accepted (the attempt count starts again). */
  accepted(): void;
  /** Calls `listener` whenever the lock changes; returns the unsubscribe function. */
  subscribe(listener: (lock: number) => void): () => void;
}

/** Options of {@link createRefreshingHttp}. */
export interface RefreshingHttpOptions {
  http: ShopHttp;
  /** The current user token. */
  getToken: () => string | null | undefined;
  refresh: TokenRefreshPort;
}

const is401 = (response: ApiResponse) =>
  response.status === 401 || response.code === 401 || response.code === '401';

/**
 * The HTTP port of the direct (not queued) user-token calls — cart, profile, order history. A 401
 * on a call that carried the current user token goes through the same token refresh machine the
 * task queue uses (commerce-core §4 token refresh), then the call is sent again once with the new
 * token — also a call sent with the old token whose 401 arrives after the refresh already ended. When
 * the refresh fails the 401 answer is handed back (the machine logs out and asks for the sign-up
 * modal).
 */
export function createRefreshingHttp({ http, getToken, refresh }: RefreshingHttpOptions): ShopHttp {
  const settled = () =>
    new Promise<number>((resolve) => {
      if (refresh.lock() !== 1) {
        resolve(refresh.lock());
        return;
      }
      const unsubscribe = refresh.subscribe((lock) => {
        if (lock === 1) return;
        unsubscribe();
        resolve(lock);
      });
    });

  return {
    async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
      const used = request.query?.token;
      const response = await http.request<T>(request);
      if (!is401(response) || typeof used !== 'string' || !used) return response;
      // Only a 401 on the current token starts a refresh; one answered after another call already
      // refreshed it waits for nothing and goes again with the new token (issue 14.2).
      if (used === getToken() && refresh.lock() === 0) refresh.invalid();
      const lock = await settled();
      const token = getToken();
      if (lock !== 0 || !token || token === used) return response;
      const retried = await http.request<T>({ ...request, query: { ...request.query, token } });
      if (!is401(retried)) refresh.accepted();
      return retried;
    },
  };
}

/**
 * The token refresh actor of a task queue (`queue.tokenRefresh`) as the {@link TokenRefreshPort}
 * of {@link createRefreshingHttp}: direct calls and queued tasks share one refresh.
 *
 * @example
 * const http = createRefreshingHttp({ http: base, getToken: () => tokens.getToken(), refresh: tokenRefreshPort(queue.tokenRefresh) });
 */
export function tokenRefreshPort(actor: TaskQueue['tokenRefresh']): TokenRefreshPort {
  return {
    lock: () => actor.getSnapshot().context.lock,
    invalid: () => actor.send({ type: 'token.invalid' }),
    accepted: () => actor.send({ type: 'token.accepted' }),
    subscribe: (listener) => {
      const subscription = actor.subscribe((snapshot) => listener(snapshot.context.lock));
      return () => subscription.unsubscribe();
    },
  };
}
