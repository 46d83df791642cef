import type { ExternalStore } from '../store.ts';
import type { UiState } from '../ui.ts';
import { type ShopSummary, startsWhenIdle, uiNeedsShop } from './start-policy.ts';

export type { ExternalStore } from '../store.ts';

/**
 * The shop of a page that starts it when first needed (issue 8 budgets): `null` until it runs.
 * A front end asks for it (`want`, `whenReady`), hands `run` the function that creates it, and
 * binds `getSnapshot`/`isWanted` to its view.
 */
export interface ShopStarter<S> extends ExternalStore<S | null> {
  /** Asks for the shop: the front end's `run` creates it. */
  want(): void;
  /** Has the shop been asked for? */
  isWanted(): boolean;
  /**
   * Asks for the shop and answers it once created (a click right after hydration is not lost).
   * Rejects when it could not start (issue 20.2: offline, before its code was ever loaded) instead
   * of waiting for ever; asked again after that, it tries to create the shop again.
   */
  whenReady(): Promise<S>;
  /** Why the last start failed, or `undefined` (none failed, or a new one is under way). */
  failure(): { error: unknown } | undefined;
  /**
   * Creates the shop with `create` and answers the stop: a shop created after the stop is stopped
   * at once; a stopped shop stays the snapshot until the next one is created.
   */
  run(create: () => Promise<S>): () => void;
}

/** Options of {@link createShopStarter}. */
export interface CreateShopStarterOptions<S> {
  /** Called once a created shop is the snapshot. */
  onStarted?: ((shop: S) => void) | undefined;
  /** Called when `create` fails (the page goes on without the shop). */
  onError?: ((error: unknown) => void) | undefined;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  settled: boolean;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A failed start nobody waited for is reported through `onError`, not as an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject, settled: false };
}

/** Creates the {@link ShopStarter} of a page. */
export function createShopStarter<S extends { stop(): void }>(
  options: CreateShopStarterOptions<S> = {},
): ShopStarter<S> {
  let shop: S | null = null;
  let wanted = false;
  let ready = deferred<S>();
  let failed: { error: unknown } | undefined;
  /** The running `run`: its `create`, to try again after a failure, and whether it was stopped. */
  let current: { create: () => Promise<S>; stopped: boolean; created?: S } | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const want = () => {
    if (wanted) return;
    wanted = true;
    notify();
  };
  const start = (run: NonNullable<typeof current>) => {
    if (ready.settled) ready = deferred<S>();
    const waiting = ready;
    failed = undefined;
    run.create().then(
      (next) => {
        run.created = next;
        if (run.stopped) {
          next.stop();
          return;
        }
        waiting.settled = true;
        waiting.resolve(next);
        shop = next;
        notify();
        options.onStarted?.(next);
      },
      (error: unknown) => {
        if (run.stopped) return;
        failed = { error };
        waiting.settled = true;
        waiting.reject(error);
        notify();
        options.onError?.(error);
      },
    );
  };
  return {
    getSnapshot: () => shop,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    want,
    isWanted: () => wanted,
    whenReady() {
      want();
      if (failed && current && !current.stopped) start(current);
      return ready.promise;
    },
    failure: () => failed,
    run(create) {
      const run: NonNullable<typeof current> = { create, stopped: false };
      current = run;
      start(run);
      return () => {
        run.stopped = true;
        run.created?.stop();
      };
    },
  };
}

/**
 * A store of one module of a shop that may not run yet: `fallback` until it does, then the
 * module's snapshot; subscribers follow the shop's arrival and the module's changes.
 */
export function moduleStore<S, T>(
  starter: ExternalStore<S | null>,
  pick: (shop: S) => ExternalStore<T>,
  fallback: () => T,
): ExternalStore<T> {
  return {
    getSnapshot() {
      const shop = starter.getSnapshot();
      return shop ? pick(shop).getSnapshot() : fallback();
    },
    subscribe(listener) {
      let current: S | null = null;
      let offModule = () => {};
      const follow = () => {
        const shop = starter.getSnapshot();
        if (shop === current) return;
        offModule();
        current = shop;
        offModule = shop ? pick(shop).subscribe(listener) : () => {};
      };
      follow();
      const offStarter = starter.subscribe(() => {
        follow();
        listener();
      });
      return () => {
        offStarter();
        offModule();
      };
    },
  };
}

/** The parts of a running shop the shell's stores read. */
export interface ShopModules {
  cart: {
    subscribe(listener: () => void): () => void;
    getState(): unknown;
    itemsCount(): number;
  };
  account: { subscribe(listener: () => void): () => void; getSnapshot(): unknown };
  notifications: { subscribe(listener: () => void): () => void; list(): readonly unknown[] };
  marketing: { subscribe(listener: () => void): () => void; getSnapshot(): unknown };
  newsletter: { subscribe(listener: () => void): () => void; getSnapshot(): unknown };
}

type StateOf<M> = M extends { getState(): infer T } ? T : M extends { getSnapshot(): infer T } ? T : never;

/** The stores of {@link shopStores}: each module's state, `null` (no notifications) before the shop runs. */
export interface ShopStores<S extends ShopModules> {
  cart: ExternalStore<StateOf<S['cart']> | null>;
  account: ExternalStore<StateOf<S['account']> | null>;
  notifications: ExternalStore<ReturnType<S['notifications']['list']>>;
  marketing: ExternalStore<StateOf<S['marketing']> | null>;
  newsletter: ExternalStore<StateOf<S['newsletter']> | null>;
  /**
   * The mini cart count (quantities or lines, per config): before the shop runs, the count the
   * shell remembered (`remembered`, e.g. its stored summary); once it runs, the cart's.
   */
  cartCount: ExternalStore<number>;
}

const noNotifications: readonly never[] = [];
const none = () => null;

/** The stores a front end binds its views to, one per module of the shop the starter runs. */
export function shopStores<S extends ShopModules>(
  starter: ExternalStore<S | null>,
  remembered: ExternalStore<number>,
): ShopStores<S> {
  const state = <T>(pick: (shop: S) => ExternalStore<T>) => moduleStore<S, T | null>(starter, pick, none);
  return {
    cart: state((shop) => ({
      subscribe: shop.cart.subscribe,
      getSnapshot: shop.cart.getState as () => StateOf<S['cart']>,
    })),
    account: state((shop) => ({
      subscribe: shop.account.subscribe,
      getSnapshot: shop.account.getSnapshot as () => StateOf<S['account']>,
    })),
    notifications: moduleStore(
      starter,
      (shop) => ({
        subscribe: shop.notifications.subscribe,
        getSnapshot: shop.notifications.list as () => ReturnType<S['notifications']['list']>,
      }),
      () => noNotifications as ReturnType<S['notifications']['list']>,
    ),
    marketing: state((shop) => ({
      subscribe: shop.marketing.subscribe,
      getSnapshot: shop.marketing.getSnapshot as () => StateOf<S['marketing']>,
    })),
    newsletter: state((shop) => ({
      subscribe: shop.newsletter.subscribe,
      getSnapshot: shop.newsletter.getSnapshot as () => StateOf<S['newsletter']>,
    })),
    cartCount: moduleStore(
      starter,
      (shop) => ({ subscribe: shop.cart.subscribe, getSnapshot: shop.cart.itemsCount }),
      remembered.getSnapshot,
    ),
  };
}

/** The ports of {@link watchStartTriggers}: what the page offers to start the shop on demand. */
export interface StartTriggerPorts {
  /** The UI store (`createUiStore` of `@kauppa/shop/ui`). */
  ui: { subscribe(listener: () => void): () => void; getState(): UiState };
  /** Subscribes to focus entering a form field that needs the shop (not the search box). */
  onFormFocus(listener: () => void): () => void;
  /** Subscribes to another tab changing the shop (its summary). */
  onOtherTab(listener: () => void): () => void;
  /** The shell's stored {@link ShopSummary}, or `null`. */
  readSummary(): ShopSummary | null;
  /** Does the shop's database exist (a shopper from before the summary)? */
  databaseExists(): Promise<boolean>;
  /** Runs `task` once the page has loaded and the device is idle; answers the cancel. */
  whenIdle(task: () => void): () => void;
  /** The page can be used before the shop runs (nothing persisted waits for it). */
  markUsable(): void;
  /** Starts the shop. */
  start(): void;
}

/**
 * Starts the shop of a catalogue page on demand (issue 8 budgets): when the UI shows something
 * that needs it, on focus in a form, on a change another tab made, and in the background once the
 * page is idle when the shopper has something persisted. A new visitor's page is usable at once;
 * a returning shopper's waits for the shop. Answers the stop.
 */
export function watchStartTriggers(ports: StartTriggerPorts): () => void {
  const offUi = ports.ui.subscribe(() => {
    if (uiNeedsShop(ports.ui.getState())) ports.start();
  });
  const offFocus = ports.onFormFocus(ports.start);
  const offTab = ports.onOtherTab(ports.start);
  const summary = ports.readSummary();
  if (!summary?.persisted) ports.markUsable();
  const cancelIdle = ports.whenIdle(() => {
    if (summary) {
      if (startsWhenIdle(summary, false)) ports.start();
      return;
    }
    void ports.databaseExists().then((exists) => startsWhenIdle(null, exists) && ports.start());
  });
  return () => {
    offUi();
    offFocus();
    offTab();
    cancelIdle();
  };
}

/** The parts of a running shop its summary reads. */
export interface SummaryShop {
  cart: { itemsCount(): number; subscribe(listener: () => void): () => void };
  account: { isAuthorized(): boolean; subscribe(listener: () => void): () => void };
  collections: {
    collection(name: 'syncTasks' | 'orders'): {
      keys(): Promise<readonly unknown[]>;
      subscribe(listener: () => void): () => void;
    };
  };
  logger: { warn(message: string, ...args: unknown[]): void };
}

/**
 * The shop's {@link ShopSummary}: the mini cart count, and whether anything is persisted — cart
 * lines, a signed-in session, queued tasks or held orders (read only when there is no cart or session).
 */
export async function shopSummary(shop: SummaryShop): Promise<ShopSummary> {
  const count = shop.cart.itemsCount();
  const session = shop.account.isAuthorized();
  let queued = false;
  if (count === 0 && !session) {
    const [tasks, orders] = await Promise.all([
      shop.collections.collection('syncTasks').keys(),
      shop.collections.collection('orders').keys(),
    ]);
    queued = tasks.length > 0 || orders.length > 0;
  }
  return { count, persisted: count > 0 || session || queued };
}

/**
 * Keeps the shell's summary while the shop runs: `write` gets {@link shopSummary} now and after
 * every change of the cart, the session, the queued tasks and the held orders. Answers the stop.
 */
export function watchShopSummary(shop: SummaryShop, write: (summary: ShopSummary) => void): () => void {
  let live = true;
  const run = () =>
    void shopSummary(shop).then(
      (summary) => live && write(summary),
      (error: unknown) => shop.logger.warn('Shop summary', error),
    );
  run();
  const offs = [
    shop.cart.subscribe(run),
    shop.account.subscribe(run),
    shop.collections.collection('syncTasks').subscribe(run),
    shop.collections.collection('orders').subscribe(run),
  ];
  return () => {
    live = false;
    for (const off of offs) off();
  };
}
