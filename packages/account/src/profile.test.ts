import type { QueueTokens, TaskQueue } from '@kauppa/task-queue';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { anna, happyRoutes, setupAccount } from '../test/support.ts';
import type { Account, ProfileUpdateQueue, ProfileUpdateTask } from './index.ts';
import { accountEvents, userStorageKeys } from './index.ts';

const loggedIn = async (routes = {}, options = {}) => {
  const setup = setupAccount({ ...happyRoutes(), ...routes }, options);
  await setup.account.login({ username: anna.email, password: 'secret-pass' });
  (setup.notifier.notifications as unknown[]).length = 0;
  return setup;
};

describe('profile update (accounts-content §7 POST user/me, queued)', () => {
  it('goes through the queue as POST user/me with the profile, and shows "Account data has successfully been updated"', async () => {
    const tasks: ProfileUpdateTask[] = [];
    const queue = {
      queue: async (task: ProfileUpdateTask) => {
        tasks.push(task);
        return { resultCode: 200, result: task.payload.body.customer };
      },
    };
    const { account, notifier, collections, bus } = await loggedIn({}, { queue });
    const changed = { ...anna, firstname: 'Anni' };
    const result = await account.updateProfile(changed);

    expect(result.ok).toBe(true);
    const { id: _id, website_id: _w, store_id: _s, group_id: _g, addresses: _a, ...accepted } = changed;
    expect(tasks).toEqual([
      {
        url: 'user/me',
        payload: { method: 'POST', query: { token: '{{token}}' }, body: { customer: accepted } },
        callback_event: accountEvents.queuedProfileUpdateSent,
        silent: true,
      },
    ]);
    expect(notifier.ids()).toEqual(['Account data has successfully been updated']);
    expect(account.getSnapshot().current?.firstname).toBe('Anni');
    expect(await collections.collection<typeof anna>('user').get(userStorageKeys.current)).toMatchObject({
      firstname: 'Anni',
    });
    expect(bus.emitted.some((e) => e.name === accountEvents.profileUpdated)).toBe(true);
  });

  it('shows "Something went wrong. Try again in a few seconds." when the queued call fails', async () => {
    const queue = { queue: async () => ({ resultCode: 500, result: 'x' }) };
    const { account, notifier } = await loggedIn({}, { queue });
    const result = await account.updateProfile({ ...anna, firstname: 'Anni' });
    expect(result.ok).toBe(false);
    expect(notifier.ids()).toEqual(['Something went wrong. Try again in a few seconds.']);
    expect(account.getSnapshot().current?.firstname).toBe('Anna');
  });

  it('is neither shown nor reported as saved before the server answers (issue 30.10, fixed by 27.3)', async () => {
    let answer: (value: { resultCode: number; result: unknown }) => void = () => {};
    const queue = {
      queue: () => new Promise<{ resultCode: number; result: unknown }>((resolve) => (answer = resolve)),
    };
    const { account, notifier } = await loggedIn({}, { queue });
    const pending = account.updateProfile({ ...anna, firstname: 'Anni' });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(account.getSnapshot().current?.firstname).toBe('Anna');
    expect(notifier.ids()).toEqual([]);
    answer({ resultCode: 500, result: 'x' });
    expect((await pending).ok).toBe(false);
    expect(account.getSnapshot().current?.firstname).toBe('Anna');
  });

  it('needs a user token', async () => {
    const { account } = setupAccount();
    expect(await account.updateProfile(anna)).toEqual({
      ok: false,
      message: { id: 'You must have to login' },
    });
  });
});

describe('profile update on the real task queue', () => {
  it('accepts a @kauppa/task-queue TaskQueue and its QueueTokens port accepts the account token store', () => {
    expectTypeOf<TaskQueue>().toExtend<ProfileUpdateQueue>();
    expectTypeOf<Account['tokens']>().toExtend<QueueTokens>();
  });

  it('queues the update while offline and keeps the change locally', async () => {
    const queued: ProfileUpdateTask[] = [];
    const queue = {
      queue: async (task: ProfileUpdateTask) => {
        queued.push(task);
        return { transmited: false, url: task.url };
      },
    };
    const { account, notifier } = await loggedIn({}, { queue });
    const result = await account.updateProfile({ ...anna, lastname: 'Korhonen' });
    expect(result.ok).toBe(true);
    expect(queued).toHaveLength(1);
    expect(account.getSnapshot().current?.lastname).toBe('Korhonen');
    expect(notifier.ids()).toEqual([
      'Your account changes are queued and will be saved when you are back online',
    ]);
  });
});

describe('address book (accounts-content §4 address book, §7, §8)', () => {
  const newAddress = {
    firstname: 'Anna',
    lastname: 'Virtanen',
    street: ['Hämeenkatu 5', ''],
    city: 'Tampere',
    country_id: 'FI',
    postcode: '33100',
  };

  it('save requires a logged-in user: "You must have to login"', async () => {
    const { account, notifier, http } = setupAccount();
    const result = await account.saveAddress(newAddress);
    expect(result).toEqual({ ok: false, message: { id: 'You must have to login' } });
    expect(notifier.ids()).toEqual(['You must have to login']);
    expect(http.calls).toEqual([]);
  });

  it('saves with a PUT to the create endpoint: customerId in the path, the customer with the full address list', async () => {
    const { account, http } = await loggedIn({ 'PUT addresses/create/7': () => ({ result: anna }) });
    await account.saveAddress(newAddress);
    const call = http.callsTo('PUT addresses/create/7')[0];
    expect(call?.query).toEqual({ token: 'user-token' });
    const customer = (call!.body as { customer: Record<string, unknown> }).customer;
    expect(customer).toMatchObject({
      id: 7,
      email: anna.email,
      firstname: 'Anna',
      lastname: 'Virtanen',
      website_id: 1,
      store_id: 1,
    });
    expect(customer.addresses).toEqual([
      { ...anna.addresses[0], customer_id: 7 },
      { ...newAddress, customer_id: 7 },
    ]);
  });

  it('shows "Saving..." then "Address has been saved successfully." and refreshes the profile', async () => {
    const { account, http, notifier } = await loggedIn({
      'PUT addresses/create/7': () => ({ result: anna }),
    });
    const mes = http.callsTo('GET user/me').length;
    const result = await account.saveAddress(newAddress);
    expect(result.ok).toBe(true);
    expect(notifier.ids()).toEqual(['Saving...', 'Address has been saved successfully.']);
    expect(http.callsTo('GET user/me').length).toBe(mes + 1);
  });

  it('shows "Something went wrong. Try again in a few seconds." when saving fails', async () => {
    const { account, notifier } = await loggedIn({
      'PUT addresses/create/7': () => ({ status: 500, result: 'x' }),
    });
    const result = await account.saveAddress(newAddress);
    expect(result).toEqual({
      ok: false,
      message: { id: 'Something went wrong. Try again in a few seconds.' },
    });
    expect(notifier.ids()).toEqual(['Saving...', 'Something went wrong. Try again in a few seconds.']);
  });

  it('update needs a current address id: "Address Id missing"', async () => {
    const { account, notifier } = await loggedIn();
    expect(await account.updateAddress(newAddress)).toEqual({
      ok: false,
      message: { id: 'Address Id missing' },
    });
    expect(await account.updateAddress({ ...newAddress, id: 999 })).toEqual({
      ok: false,
      message: { id: 'Address Id missing' },
    });
    expect(notifier.ids()).toEqual(['Address Id missing', 'Address Id missing']);
  });

  it('update replaces the address with that id in the list sent', async () => {
    const { account, http } = await loggedIn({ 'PUT addresses/create/7': () => ({ result: anna }) });
    const moved = { ...anna.addresses[0]!, city: 'Espoo' };
    expect((await account.updateAddress(moved)).ok).toBe(true);
    const customer = (
      http.callsTo('PUT addresses/create/7')[0]!.body as { customer: { addresses: unknown[] } }
    ).customer;
    expect(customer.addresses).toEqual([{ ...moved, customer_id: 7 }]);
  });

  it('removal needs an address id: "Address Id missing"', async () => {
    const { account, http } = await loggedIn();
    const before = http.calls.length;
    expect(await account.removeAddress(undefined)).toEqual({
      ok: false,
      message: { id: 'Address Id missing' },
    });
    expect(http.calls.length).toBe(before);
  });

  it('removes with a DELETE of the address id, shows "Removing..." then "Address has been deleted successfully." and refreshes the profile', async () => {
    const { account, http, notifier } = await loggedIn({ 'DELETE addresses/11': () => ({ result: true }) });
    const mes = http.callsTo('GET user/me').length;
    const result = await account.removeAddress(11);
    expect(result.ok).toBe(true);
    expect(http.callsTo('DELETE addresses/11')[0]?.query).toEqual({ token: 'user-token' });
    expect(notifier.ids()).toEqual(['Removing...', 'Address has been deleted successfully.']);
    expect(http.callsTo('GET user/me').length).toBe(mes + 1);
  });

  it('shows "Something went wrong. Try again in a few seconds." when removal fails', async () => {
    const { account, notifier } = await loggedIn({
      'DELETE addresses/11': () => ({ status: 500, result: 'x' }),
    });
    expect((await account.removeAddress(11)).ok).toBe(false);
    expect(notifier.ids()).toEqual(['Removing...', 'Something went wrong. Try again in a few seconds.']);
  });
});

describe('order history (accounts-content §7, §9)', () => {
  it('asks a given page with the configured page size', async () => {
    const { account, http } = await loggedIn();
    await account.loadOrderHistory({ currentPage: 2 });
    expect(http.callsTo('GET user/order-history').at(-1)?.query).toEqual({
      token: 'user-token',
      pageSize: 20,
      currentPage: 2,
    });
  });

  it('needs a user token', async () => {
    const { account } = setupAccount();
    expect((await account.loadOrderHistory()).ok).toBe(false);
  });
});

describe('order history paging with append (accounts-content §7, §9 page size 20)', () => {
  const page = (ids: number[], total = 25) => ({
    result: {
      items: ids.map((entity_id) => ({ entity_id, store_name: 'Kauppa', total_due: 0 })),
      total_count: total,
    },
  });
  const pages = {
    'GET user/order-history': (request: { query?: Record<string, unknown> }) =>
      request.query?.currentPage === 2
        ? page([21, 22, 23, 24, 25])
        : page(Array.from({ length: 20 }, (_, i) => i + 1)),
  };

  it('loads the page after the orders held and appends its orders', async () => {
    const { account, http } = await loggedIn(pages);
    await account.loadOrderHistory();
    const more = await account.appendOrderHistory();
    expect(http.callsTo('GET user/order-history').at(-1)?.query).toEqual({
      token: 'user-token',
      pageSize: 20,
      currentPage: 2,
    });
    expect(more.ok && more.value.items.map((order) => order.entity_id)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(account.getSnapshot().orders_history?.items).toHaveLength(25);
    expect(account.getSnapshot().orders_history?.total_count).toBe(25);
  });

  it('defect: orders without an entity_id collapsed into one — each is kept', async () => {
    const noIds = (n: number) => ({
      result: {
        items: Array.from({ length: n }, (_, i) => ({ store_name: 'Kauppa', total_due: i + 1 })),
        total_count: 2 * n,
      },
    });
    const { account } = await loggedIn({ 'GET user/order-history': () => noIds(2) });
    await account.loadOrderHistory({ pageSize: 2 });
    await account.appendOrderHistory({ pageSize: 2 });
    expect(account.getSnapshot().orders_history?.items).toHaveLength(4);
  });

  it('lists an order already held once', async () => {
    const { account } = await loggedIn(pages);
    await account.loadOrderHistory();
    await account.appendOrderHistory({ currentPage: 1 });
    expect(account.getSnapshot().orders_history?.items).toHaveLength(20);
  });

  it('keeps the orders held when the page fails, and needs a user token', async () => {
    const { account } = await loggedIn({ 'GET user/order-history': () => ({ status: 500, result: 'x' }) });
    expect((await account.appendOrderHistory()).ok).toBe(false);
    const guest = setupAccount();
    expect(await guest.account.appendOrderHistory()).toEqual({
      ok: false,
      message: { id: 'You must have to login' },
    });
  });
});

describe('profile update on the platform (issue 27.3, vue-storefront-api src/models/userProfileUpdate.schema.json)', () => {
  /** A queue as @kauppa/task-queue's: `queue` only persists, `execute` sends and answers. */
  const taskQueue = (answer: { resultCode: number; result: unknown }) => {
    const sent: ProfileUpdateTask[] = [];
    const persisted: ProfileUpdateTask[] = [];
    return {
      sent,
      persisted,
      queue: async (task: ProfileUpdateTask) => {
        persisted.push(task);
        return { transmited: false, url: task.url, payload: task.payload };
      },
      execute: async (task: ProfileUpdateTask) => {
        sent.push(task);
        return { transmited: true, url: task.url, ...answer };
      },
    };
  };

  it('sends only the customer fields the schema allows (email, firstname, lastname, addresses, custom_attributes)', async () => {
    const queue = taskQueue({ resultCode: 200, result: anna });
    const { account } = await loggedIn({}, { queue });
    await account.updateProfile({ ...anna, firstname: 'Anni', groupToken: 'g', extension_attributes: {} });
    expect(Object.keys(queue.sent[0]!.payload.body.customer).sort()).toEqual([
      'email',
      'firstname',
      'lastname',
    ]);
  });

  it('leaves an unchanged address book out (Magento keeps it; the schema wants two street lines) and sends a changed one', async () => {
    const queue = taskQueue({ resultCode: 200, result: anna });
    const { account } = await loggedIn({}, { queue });
    const oneLine = { ...anna.addresses[0]!, street: ['Mannerheimintie 1'] };
    await account.updateProfile({ ...anna, firstname: 'Anni' });
    await account.updateProfile({ ...anna, addresses: [oneLine] });
    expect(queue.sent[0]!.payload.body.customer).not.toHaveProperty('addresses');
    expect(queue.sent[1]!.payload.body.customer.addresses).toEqual([oneLine]);
  });

  it('says "Account data has successfully been updated" only after the server answered 200', async () => {
    const queue = taskQueue({ resultCode: 200, result: { ...anna, firstname: 'Anni' } });
    const { account, notifier } = await loggedIn({}, { queue });
    const result = await account.updateProfile({ ...anna, firstname: 'Anni' });
    expect(queue.sent).toHaveLength(1);
    expect(result.ok).toBe(true);
    expect(notifier.ids()).toEqual(['Account data has successfully been updated']);
  });

  it('a refused update (the platform answers 500) is not reported saved and the shown profile stays the old one', async () => {
    const queue = taskQueue({
      resultCode: 500,
      result: [{ message: 'should NOT have additional properties' }],
    });
    const { account, notifier } = await loggedIn({}, { queue });
    const result = await account.updateProfile({ ...anna, firstname: 'Anni' });
    expect(result.ok).toBe(false);
    expect(notifier.ids()).toEqual(['Something went wrong. Try again in a few seconds.']);
    expect(account.getSnapshot().current?.firstname).toBe('Anna');
  });

  it('offline, a change the queue only kept says it is queued, never that it was saved', async () => {
    const queue = taskQueue({ resultCode: 200, result: anna });
    const { account, notifier, connectivity } = await loggedIn({}, { queue });
    connectivity.setOnline(false);
    const result = await account.updateProfile({ ...anna, firstname: 'Anni' });
    expect(queue.sent).toHaveLength(0);
    expect(queue.persisted).toHaveLength(1);
    expect(result.message).toEqual({
      id: 'Your account changes are queued and will be saved when you are back online',
    });
    expect(notifier.ids()).not.toContain('Account data has successfully been updated');
  });
});

/** Lets the bus handler's promise chain (storage, the fake server) run. */
const flush = async () => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};

describe('a queued profile update, sent later by the queue (issue 27.3)', () => {
  it('says "Account data has successfully been updated" once the queue reports the server took it', async () => {
    const queue = { queue: async (task: ProfileUpdateTask) => ({ transmited: false, url: task.url }) };
    const { account, notifier, bus, connectivity } = await loggedIn({}, { queue });
    connectivity.setOnline(false);
    await account.updateProfile({ ...anna, firstname: 'Anni' });
    bus.emit(accountEvents.queuedProfileUpdateSent, {
      resultCode: 200,
      result: { ...anna, firstname: 'Anni' },
    });
    await flush();
    expect(notifier.ids()).toEqual([
      'Your account changes are queued and will be saved when you are back online',
      'Account data has successfully been updated',
    ]);
  });

  it('a queued update the server refused brings back the profile the server has, and says it failed', async () => {
    const queue = { queue: async (task: ProfileUpdateTask) => ({ transmited: false, url: task.url }) };
    const { account, notifier, bus, connectivity } = await loggedIn({}, { queue });
    connectivity.setOnline(false);
    await account.updateProfile({ ...anna, firstname: 'Anni' });
    expect(account.getSnapshot().current?.firstname).toBe('Anni');
    connectivity.setOnline(true);
    bus.emit(accountEvents.queuedProfileUpdateSent, { resultCode: 500, result: [{ message: 'x' }] });
    await flush();
    expect(account.getSnapshot().current?.firstname).toBe('Anna');
    expect(notifier.ids()).toContain('Something went wrong. Try again in a few seconds.');
  });
});
