import type { Collections } from '@kauppa/ports';
import { createListeners } from '@kauppa/ports';

/** The keys of the `user` collection this package writes. */
export const userStorageKeys = {
  token: 'current-token',
  refreshToken: 'current-refresh-token',
  current: 'current-user',
  ordersHistory: 'orders-history',
  groupToken: 'current-group-token',
} as const;

/** The tokens of a signed-in user. */
export interface Tokens {
  token: string;
  /** Kept as it is when left out. */
  refreshToken?: string | null;
}

/**
 * Where the user token and refresh token live. The task queue's token refresh reads and replaces
 * them through this interface (commerce-core §4 token refresh); the account reads the same store.
 * Getters are synchronous (the tokens are held in memory); writes persist to the `user` collection.
 */
export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores the tokens in memory and in storage. */
  setTokens(tokens: Tokens): Promise<void>;
  /** Forgets both tokens, in memory and in storage. */
  clear(): Promise<void>;
  /** Reads the tokens from storage (session restore). */
  load(): Promise<void>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Options of {@link createTokenStore}. */
export interface CreateTokenStoreOptions {
  /** The storage port; the tokens go to its `user` collection. */
  collections: Collections;
}

/**
 * Creates a {@link TokenStore} persisted in the `user` collection.
 *
 * @example
 * const tokens = createTokenStore({ collections: createMemoryCollections() });
 * await tokens.setTokens({ token: 't', refreshToken: 'r' });
 * tokens.getToken(); // 't'
 */
export function createTokenStore({ collections }: CreateTokenStoreOptions): TokenStore {
  const user = collections.collection<string>('user');
  let token: string | null = null;
  let refreshToken: string | null = null;
  const listeners = createListeners();
  const changed = () => listeners.emit();
  return {
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    async setTokens(next) {
      token = next.token;
      if (next.refreshToken !== undefined) refreshToken = next.refreshToken;
      changed();
      await user.set(userStorageKeys.token, token);
      if (refreshToken === null) await user.delete(userStorageKeys.refreshToken);
      else await user.set(userStorageKeys.refreshToken, refreshToken);
    },
    async clear() {
      token = null;
      refreshToken = null;
      changed();
      await Promise.all([user.delete(userStorageKeys.token), user.delete(userStorageKeys.refreshToken)]);
    },
    async load() {
      const [t, r] = await Promise.all([
        user.get(userStorageKeys.token),
        user.get(userStorageKeys.refreshToken),
      ]);
      token = t ?? null;
      refreshToken = r ?? null;
      changed();
    },
    subscribe: listeners.subscribe,
  };
}
