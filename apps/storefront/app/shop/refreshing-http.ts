import type { ApiRequest, ApiResponse, ShopHttp } from '@kauppa/ports';

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
 * token. When the refresh fails the 401 answer is handed back (the machine logs out and asks for
 * the sign-up modal).
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
      if (!is401(response) || typeof used !== 'string' || !used || used !== getToken()) return response;
      if (refresh.lock() === 0) refresh.invalid();
      const lock = await settled();
      const token = getToken();
      if (lock !== 0 || !token || token === used) return response;
      const retried = await http.request<T>({ ...request, query: { ...request.query, token } });
      if (!is401(retried)) refresh.accepted();
      return retried;
    },
  };
}
