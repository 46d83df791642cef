import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  createShopStarter,
  type ExternalStore,
  type ShopSummary,
  type StartTriggerPorts,
  shopStores,
  shopSummary,
  watchShopSummary,
  watchStartTriggers,
} from './shell.ts';
import { createUiStore } from './ui.ts';

/** A module store of a fake shop: state, subscribers, and a way to change it. */
function fakeModule<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: T) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
}

function fakeShop({ count = 0, authorized = false, tasks = 0, orders = 0 } = {}) {
  const cart = { ...fakeModule({ cartItems: [] as unknown[] }), itemsCount: () => count };
  const account = { ...fakeModule({ token: null }), isAuthorized: () => authorized };
  const collections = {
    syncTasks: { ...fakeModule(null), keys: async () => Array.from({ length: tasks }, (_, i) => i) },
    orders: { ...fakeModule(null), keys: async () => Array.from({ length: orders }, (_, i) => i) },
  };
  const notifications = { ...fakeModule(null), list: () => [] as readonly { id: number }[] };
  const warnings: unknown[] = [];
  return {
    cart,
    account,
    notifications,
    marketing: fakeModule({ customer: null }),
    newsletter: fakeModule({ isSubscribed: false }),
    collections: { collection: (name: 'syncTasks' | 'orders') => collections[name] },
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
    warnings,
    stopped: 0,
    stop() {
      this.stopped++;
    },
    setCount(next: number) {
      count = next;
      cart.set({ cartItems: [] });
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the shop started on demand (issue 8 budgets)', () => {
  it('creates nothing until the shop is wanted, and answers whenReady once it runs (issue 8 budgets)', async () => {
    const starter = createShopStarter<ReturnType<typeof fakeShop>>();
    const shop = fakeShop();
    let notified = 0;
    starter.subscribe(() => notified++);
    expect(starter.isWanted()).toBe(false);
    const ready = starter.whenReady();
    expect(starter.isWanted()).toBe(true);
    expect(starter.getSnapshot()).toBeNull();
    starter.run(async () => shop);
    expect(await ready).toBe(shop);
    expect(starter.getSnapshot()).toBe(shop);
    expect(notified).toBe(2);
  });

  it('stops a shop created after its run was stopped, and never shows it (issue 8 budgets)', async () => {
    const started: unknown[] = [];
    const starter = createShopStarter<ReturnType<typeof fakeShop>>({ onStarted: (s) => started.push(s) });
    const shop = fakeShop();
    const stop = starter.run(async () => shop);
    stop();
    await flush();
    expect(shop.stopped).toBe(1);
    expect(starter.getSnapshot()).toBeNull();
    expect(started).toEqual([]);
  });

  it('reports a shop that could not start and keeps the page without it (issue 8 budgets)', async () => {
    const errors: unknown[] = [];
    const starter = createShopStarter({ onError: (error) => errors.push(error) });
    starter.run(async () => {
      throw new Error('IndexedDB blocked');
    });
    await flush();
    expect(errors).toEqual([new Error('IndexedDB blocked')]);
    expect(starter.getSnapshot()).toBeNull();
  });

  it('a shop that could not start rejects whenReady instead of waiting for ever (issue 20.2: its code not loadable offline)', async () => {
    const starter = createShopStarter<ReturnType<typeof fakeShop>>();
    const ready = starter.whenReady();
    starter.run(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(ready).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(starter.failure()?.error).toBeInstanceOf(TypeError);
  });

  it('asked again after a failed start, tries to create the shop again (issue 20.2: back online)', async () => {
    const starter = createShopStarter<ReturnType<typeof fakeShop>>();
    const shop = fakeShop();
    let online = false;
    starter.run(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return shop;
    });
    await expect(starter.whenReady()).rejects.toThrow(TypeError);
    online = true;
    expect(await starter.whenReady()).toBe(shop);
    expect(starter.failure()).toBeUndefined();
    expect(starter.getSnapshot()).toBe(shop);
  });
});

describe('the stores a front end binds (issue 16: hooks hold no rule)', () => {
  it('answers null before the shop runs, then the module state, and follows its changes', async () => {
    const starter = createShopStarter<ReturnType<typeof fakeShop>>();
    const remembered: ExternalStore<number> = { subscribe: () => () => {}, getSnapshot: () => 3 };
    const stores = shopStores(starter, remembered);
    const seen: unknown[] = [];
    stores.cart.subscribe(() => seen.push(stores.cart.getSnapshot()));
    expect(stores.cart.getSnapshot()).toBeNull();
    expect(stores.notifications.getSnapshot()).toEqual([]);
    const shop = fakeShop();
    starter.run(async () => shop);
    await flush();
    expect(seen).toEqual([{ cartItems: [] }]);
    shop.cart.set({ cartItems: ['a'] });
    expect(seen.at(-1)).toEqual({ cartItems: ['a'] });
  });

  it('counts the remembered summary until the shop runs, then the cart (issue 8 budgets: count at first paint)', async () => {
    const starter = createShopStarter<ReturnType<typeof fakeShop>>();
    const stores = shopStores(starter, { subscribe: () => () => {}, getSnapshot: () => 4 });
    expect(stores.cartCount.getSnapshot()).toBe(4);
    const shop = fakeShop({ count: 2 });
    starter.run(async () => shop);
    await flush();
    expect(stores.cartCount.getSnapshot()).toBe(2);
    let changes = 0;
    stores.cartCount.subscribe(() => changes++);
    shop.setCount(5);
    expect(stores.cartCount.getSnapshot()).toBe(5);
    expect(changes).toBe(1);
  });

  it('lets go of the module when the last subscriber leaves', async () => {
    const starter = createShopStarter<ReturnType<typeof fakeShop>>();
    const stores = shopStores(starter, { subscribe: () => () => {}, getSnapshot: () => 0 });
    const shop = fakeShop();
    starter.run(async () => shop);
    await flush();
    const off = stores.account.subscribe(() => {});
    expect(shop.account.listeners.size).toBe(1);
    off();
    expect(shop.account.listeners.size).toBe(0);
  });
});

describe('start triggers of a catalogue page (issue 8 budgets)', () => {
  function ports(summary: ShopSummary | null, databaseExists = false) {
    const ui = createUiStore({ clock: createSimulatedClock() });
    const focus = new Set<() => void>();
    const tabs = new Set<() => void>();
    let idle: (() => void) | null = null;
    const calls = { starts: 0, usable: 0 };
    const given: StartTriggerPorts = {
      ui,
      onFormFocus: (listener) => {
        focus.add(listener);
        return () => focus.delete(listener);
      },
      onOtherTab: (listener) => {
        tabs.add(listener);
        return () => tabs.delete(listener);
      },
      readSummary: () => summary,
      databaseExists: async () => databaseExists,
      whenIdle: (task) => {
        idle = task;
        return () => {
          idle = null;
        };
      },
      markUsable: () => calls.usable++,
      start: () => calls.starts++,
    };
    return { ui, focus, tabs, idle: () => idle?.(), calls, given };
  }

  it('opening the mini cart starts the shop; the search panel does not (issue 8 budgets)', () => {
    const page = ports(null);
    watchStartTriggers(page.given);
    page.ui.setPanel('searchpanel', true);
    expect(page.calls.starts).toBe(0);
    page.ui.setPanel('microcart', true);
    expect(page.calls.starts).toBe(1);
  });

  it('focus in a form and a change in another tab start the shop (issue 8 budgets)', () => {
    const page = ports(null);
    watchStartTriggers(page.given);
    for (const listener of page.focus) listener();
    for (const listener of page.tabs) listener();
    expect(page.calls.starts).toBe(2);
  });

  it("a new visitor's page is usable at once and starts nothing when idle (issue 8 budgets)", async () => {
    const page = ports(null, false);
    watchStartTriggers(page.given);
    expect(page.calls.usable).toBe(1);
    page.idle();
    await flush();
    expect(page.calls.starts).toBe(0);
  });

  it("a returning shopper's page waits for the shop, started when idle (issue 8 budgets)", () => {
    const page = ports({ count: 1, persisted: true });
    watchStartTriggers(page.given);
    expect(page.calls.usable).toBe(0);
    page.idle();
    expect(page.calls.starts).toBe(1);
  });

  it('with no summary, a shop database from before it starts the shop when idle (issue 8 budgets)', async () => {
    const page = ports(null, true);
    watchStartTriggers(page.given);
    page.idle();
    await flush();
    expect(page.calls.starts).toBe(1);
  });

  it('stops listening when stopped', () => {
    const page = ports(null);
    const stop = watchStartTriggers(page.given);
    stop();
    page.ui.setPanel('microcart', true);
    expect(page.calls.starts).toBe(0);
    expect(page.focus.size + page.tabs.size).toBe(0);
  });
});

describe("the shell's summary of the shop (issue 8 budgets)", () => {
  it('counts cart lines and says a cart or a session is persisted', async () => {
    expect(await shopSummary(fakeShop({ count: 2 }))).toEqual({ count: 2, persisted: true });
    expect(await shopSummary(fakeShop({ authorized: true }))).toEqual({ count: 0, persisted: true });
  });

  it('says queued tasks or held orders are persisted, and nothing else is', async () => {
    expect(await shopSummary(fakeShop({ tasks: 1 }))).toEqual({ count: 0, persisted: true });
    expect(await shopSummary(fakeShop({ orders: 1 }))).toEqual({ count: 0, persisted: true });
    expect(await shopSummary(fakeShop())).toEqual({ count: 0, persisted: false });
  });

  it('writes the summary now and after each cart change, until stopped', async () => {
    const shop = fakeShop({ count: 1 });
    const written: ShopSummary[] = [];
    const stop = watchShopSummary(shop, (summary) => written.push(summary));
    await flush();
    shop.setCount(3);
    await flush();
    stop();
    shop.setCount(4);
    await flush();
    expect(written).toEqual([
      { count: 1, persisted: true },
      { count: 3, persisted: true },
    ]);
  });
});
