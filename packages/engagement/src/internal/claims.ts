import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Clock, Collections } from '@kauppa/ports';

/** A claim (accounts-content §3): code, created_at, value, description. */
export interface Claim<V = unknown> {
  code: string;
  /** When the claim was set, as an ISO date. */
  created_at: string;
  value: V;
  description?: string;
}

/** Claims kept in the `claims` collection, keyed by code. */
export interface Claims {
  /** Sets (or replaces) a claim; `created_at` is the clock's time. */
  set<V>(claim: { code: string; value: V; description?: string }): Promise<Claim<V>>;
  get<V = unknown>(code: string): Promise<Claim<V> | undefined>;
  remove(code: string): Promise<void>;
  list(): Promise<Claim[]>;
}

/** Options of {@link createClaims}. */
export interface CreateClaimsOptions {
  collections: Collections;
  clock: Clock;
  /** @default defaultShopConfig.engagement */
  engagement?: ShopConfig['engagement'];
}

/**
 * Claims: small persisted facts such as "the newsletter popup was shown" (accounts-content §3, §9).
 *
 * @example
 * const claims = createClaims({ collections, clock });
 * await claims.set({ code: 'newsletterPopupSeen', value: true });
 */
export function createClaims({
  collections,
  clock,
  engagement = defaultShopConfig.engagement,
}: CreateClaimsOptions): Claims {
  const store = collections.collection<Claim>(engagement.collections.claims);
  return {
    async set({ code, value, description }) {
      const claim: Claim<typeof value> = {
        code,
        created_at: new Date(clock.now()).toISOString(),
        value,
        ...(description === undefined ? {} : { description }),
      };
      await store.set(code, claim);
      return claim;
    },
    get: async <V>(code: string) => (await store.get(code)) as Claim<V> | undefined,
    remove: (code) => store.delete(code),
    list: async () => (await store.entries()).map(([, claim]) => claim),
  };
}
