import type { FakeRouteHandler } from '@kauppa/ports';
import {
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createRecordingEventBus,
  createRecordingNotifier,
  createSimulatedClock,
} from '@kauppa/ports';
import type { CreateAccountOptions } from '../src/internal/account.ts';
import { createAccount } from '../src/internal/account.ts';
import type { UserProfile } from '../src/internal/types.ts';

/** A profile the fake server answers. */
export const anna: UserProfile = {
  id: 7,
  email: 'anna@example.fi',
  firstname: 'Anna',
  lastname: 'Virtanen',
  website_id: 1,
  store_id: 1,
  group_id: 1,
  addresses: [
    {
      id: 11,
      firstname: 'Anna',
      lastname: 'Virtanen',
      street: ['Mannerheimintie 1', 'A 2'],
      city: 'Helsinki',
      country_id: 'FI',
      postcode: '00100',
      telephone: '0401234567',
      default_shipping: true,
    },
  ],
};

/** Routes of a shop API where anna@example.fi / secret-pass logs in. */
export function happyRoutes(): Record<string, FakeRouteHandler> {
  return {
    'POST user/login': (r) => {
      const body = r.body as { username: string; password: string };
      return body.username === anna.email && body.password === 'secret-pass'
        ? { result: 'user-token', meta: { refreshToken: 'refresh-token' } }
        : {
            status: 401,
            result: 'The account sign-in was incorrect or your account is disabled temporarily',
          };
    },
    'GET user/me': (r) =>
      r.query?.token === 'user-token' ? { result: anna } : { status: 401, result: 'Unauthorized' },
    'GET user/order-history': () => ({
      result: { items: [{ entity_id: 1, store_name: 'Kauppa', total_due: 0 }], total_count: 1 },
    }),
  };
}

/** An account on fakes, with everything a test inspects. */
export function setupAccount(
  routes: Record<string, FakeRouteHandler> = happyRoutes(),
  options: Partial<CreateAccountOptions> = {},
) {
  const http = createFakeShopHttp(routes);
  const collections = createMemoryCollections();
  const clock = createSimulatedClock();
  const connectivity = createFakeConnectivity(true);
  const notifier = createRecordingNotifier();
  const bus = createRecordingEventBus();
  const account = createAccount({ http, collections, clock, connectivity, notifier, bus, ...options });
  return { account, http, collections, clock, connectivity, notifier, bus };
}
