import type { AccountState } from '@kauppa/account';
import type { CartState } from '@kauppa/cart-sync';
import type { Checkout } from '@kauppa/checkout';
import type {
  MarketingState,
  NewsletterState,
  Notification,
  NotificationStore,
  ProductList,
} from '@kauppa/engagement';
import { createSystemClock } from '@kauppa/ports';
import { createUiStore, initialUiState, type UiState, type UiStore } from '@kauppa/shop/ui';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useMatches } from 'react-router';
import { useShell } from '../lib/shell.ts';
import type { AddToCartInput, Shop } from './composition.ts';
import {
  parseSummary,
  type ShopSummary,
  shopDatabaseName,
  startsAtOnce,
  startsWhenIdle,
  summaryKey,
  uiNeedsShop,
} from './start-policy.ts';

/**
 * React bindings of the shop actors (STYLE.md §8): the provider creates them once, when first
 * needed (issue 8: not at a catalogue page's first paint); hooks subscribe with `useSyncExternalStore` and hold no business rule.
 */

/**
 * The name of the DOM event that adds a product to the cart from outside React (scripts, CMS
 * widgets, tests); detail {@link AddToCartInput}. The product page calls {@link useAddToCart}.
 */
export const addToCartEvent = 'kauppa:add-to-cart';

interface ShopContextValue {
  shop: Shop | null;
  ui: UiStore;
  /** Starts the shop when it has not started, and answers it once created. */
  whenReady(): Promise<Shop>;
  /** The localStorage key of the shell's {@link ShopSummary}. */
  summaryKey: string;
}

const ShopContext = createContext<ShopContextValue | null>(null);

const noopSubscribe = () => () => {};

/** A promise settled from outside (the shop once created). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve, settled: false };
}

/** The DOM event the shell dispatches after it wrote the summary (same tab; other tabs see `storage`). */
const summaryEvent = 'kauppa:shop-summary';

function readSummary(key: string): ShopSummary | null {
  try {
    return parseSummary(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

function writeSummary(key: string, summary: ShopSummary): void {
  try {
    const raw = JSON.stringify(summary);
    if (window.localStorage.getItem(key) === raw) return;
    window.localStorage.setItem(key, raw);
    window.dispatchEvent(new Event(summaryEvent));
  } catch {
    // Storage full or blocked: the count shows once the shop starts.
  }
}

/** Does the shop's IndexedDB database exist (a shopper from before the summary)? */
async function databaseExists(name: string): Promise<boolean> {
  try {
    const list = await indexedDB.databases();
    return list.some((db) => db.name === name);
  } catch {
    return false;
  }
}

/** Runs `task` when the browser is idle after the page has loaded (at most `timeoutMs` later). */
function afterLoadWhenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    } else {
      idleHandle = window.setTimeout(() => !cancelled && task(), 1);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/** Is a focused element a form field that needs the shop (not the search box)? */
function isShopFormField(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || !target.closest('form')) return false;
  if (target.closest('[role="search"]')) return false;
  return !(target instanceof HTMLInputElement && target.type === 'search');
}

/**
 * Provides the shop actors. They are created in the browser when first needed (issue 8 budgets,
 * see `start-policy.ts`): at once on the shopping and account pages; on a catalogue page on the
 * first add to cart, opened mini cart, wishlist, sidebar or auth panel, focus in a form, or a
 * change another tab made; and in the background after load for a returning shopper. `<html>`
 * gets `data-shop-ready` when the shop can be used (on a catalogue page: as soon as the first
 * interaction starts it) and `data-shop-started` once the actors exist.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const { publicApiUrl, brand, store, orderIdempotency } = useShell();
  const routeId = useMatches().at(-1)?.id;
  const [base] = useState(() => {
    const clock = createSystemClock();
    return { clock, ui: createUiStore({ clock }) };
  });
  const [shop, setShop] = useState<Shop | null>(null);
  const [wanted, setWanted] = useState(false);
  const readyRef = useRef(deferred<Shop>());
  const [whenReady] = useState(() => () => {
    setWanted(true);
    return readyRef.current.promise;
  });
  const key = summaryKey(brand.id, store);
  const databaseName = shopDatabaseName(brand.id, store);
  const atOnce = startsAtOnce(routeId);

  useEffect(() => {
    if (atOnce) setWanted(true);
  }, [atOnce]);

  // On demand: the triggers of a catalogue page until the shop is wanted.
  useEffect(() => {
    if (wanted || atOnce) return;
    const start = () => setWanted(true);
    const offUi = base.ui.subscribe(() => {
      if (uiNeedsShop(base.ui.getState())) start();
    });
    const onFocus = (event: FocusEvent) => {
      if (isShopFormField(event.target)) start();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) start();
    };
    document.addEventListener('focusin', onFocus);
    window.addEventListener('storage', onStorage);
    const summary = readSummary(key);
    // A returning shopper's page waits for the actors; a new visitor's page is usable at once.
    if (!summary?.persisted) document.documentElement.dataset.shopReady = 'true';
    const cancelIdle = afterLoadWhenIdle(() => {
      if (summary) {
        if (startsWhenIdle(summary, false)) start();
        return;
      }
      void databaseExists(databaseName).then((exists) => startsWhenIdle(null, exists) && start());
    });
    return () => {
      offUi();
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('storage', onStorage);
      cancelIdle();
    };
  }, [wanted, atOnce, base, key, databaseName]);

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    let created: Shop | undefined;
    if (readyRef.current.settled) readyRef.current = deferred<Shop>();
    const ready = readyRef.current;
    import('./composition.ts')
      .then(({ createShop }) =>
        createShop({
          publicApiUrl,
          brand: brand.id,
          brandStoreCode: brand.storeCode,
          store,
          ui: base.ui,
          clock: base.clock,
          orderIdempotency,
        }),
      )
      .then(
        (next) => {
          created = next;
          if (stopped) {
            next.stop();
            return;
          }
          ready.settled = true;
          ready.resolve(next);
          setShop(next);
          document.documentElement.dataset.shopReady = 'true';
          document.documentElement.dataset.shopStarted = 'true';
        },
        (error: unknown) => console.warn('The shop could not start', error),
      );
    return () => {
      stopped = true;
      created?.stop();
    };
  }, [wanted, publicApiUrl, brand.id, brand.storeCode, store, base, orderIdempotency]);

  // The DOM event of scripts and CMS widgets starts the shop and adds.
  useEffect(() => {
    const onAdd = (event: Event) => {
      const detail = (event as CustomEvent<AddToCartInput>).detail;
      if (!detail?.sku) return;
      void whenReady().then((s) => s.addToCart(detail));
    };
    window.addEventListener(addToCartEvent, onAdd);
    return () => window.removeEventListener(addToCartEvent, onAdd);
  }, [whenReady]);

  // While the shop runs, the shell keeps its summary (count; cart, session or queued work persisted).
  useEffect(() => {
    if (!shop) return;
    let live = true;
    const update = async () => {
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
      if (live) writeSummary(key, { count, persisted: count > 0 || session || queued });
    };
    const run = () => void update().catch((error: unknown) => shop.logger.warn('Shop summary', error));
    run();
    const offCart = shop.cart.subscribe(run);
    const offAccount = shop.account.subscribe(run);
    const offTasks = shop.collections.collection('syncTasks').subscribe(run);
    const offOrders = shop.collections.collection('orders').subscribe(run);
    return () => {
      live = false;
      offCart();
      offAccount();
      offTasks();
      offOrders();
    };
  }, [shop, key]);

  const value = useMemo(
    () => ({ shop, ui: base.ui, whenReady, summaryKey: key }),
    [shop, base, whenReady, key],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

function useShopContext(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('Shop hooks need <ShopProvider> around them');
  return value;
}

/** The shop actors, or `null` until they are created (server render, first paint). */
export function useShop(): Shop | null {
  return useShopContext().shop;
}

/**
 * Adds to the shop's cart: the answered function waits for the shop when it is still starting
 * (a click right after hydration is not lost). Pass the product so the shop does not look it up.
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<void> {
  const { whenReady } = useShopContext();
  return useMemo(() => async (input: AddToCartInput) => (await whenReady()).addToCart(input), [whenReady]);
}

/**
 * The shop, started when it has not (a catalogue page starts it on demand): for the click of a
 * control that needs it, e.g. `onClick={() => void whenShop().then((shop) => shop.wishlist.add(p))}`.
 */
export function useWhenShop(): () => Promise<Shop> {
  return useShopContext().whenReady;
}

/** The UI store (panels, overlay, auth element, sign-up modal). */
export function useUiStore(): UiStore {
  return useShopContext().ui;
}

/** The UI state. */
export function useUi(): UiState {
  const ui = useUiStore();
  return useSyncExternalStore(ui.subscribe, ui.getState, () => initialUiState);
}

const noNotifications: readonly Notification[] = [];

/** The notifications on screen (none before the shop starts). */
export function useNotifications(): { list: readonly Notification[]; store: NotificationStore | null } {
  const notifications = useShop()?.notifications ?? null;
  const list = useSyncExternalStore(
    notifications ? notifications.subscribe : noopSubscribe,
    notifications ? notifications.list : () => noNotifications,
    () => noNotifications,
  );
  return { list, store: notifications };
}

const none = () => null;

/** The cart state, or `null` before the cart is restored. */
export function useCartState(): CartState | null {
  const shop = useShop();
  return useSyncExternalStore(
    shop ? shop.cart.subscribe : noopSubscribe,
    shop ? shop.cart.getState : none,
    none,
  );
}

/** The mini cart count (quantities or lines, per config); before the shop starts, the shell's summary. */
export function useCartCount(): number {
  const shop = useShop();
  const key = useShopContext().summaryKey;
  useCartState();
  const [subscribe] = useState(() => (listener: () => void) => {
    window.addEventListener('storage', listener);
    window.addEventListener(summaryEvent, listener);
    return () => {
      window.removeEventListener('storage', listener);
      window.removeEventListener(summaryEvent, listener);
    };
  });
  // The remembered count only until the shop runs: then it is not read (localStorage) any more.
  const remembered = useSyncExternalStore(
    shop ? noopSubscribe : subscribe,
    shop ? () => 0 : () => readSummary(key)?.count ?? 0,
    () => 0,
  );
  return shop ? shop.cart.itemsCount() : remembered;
}

/** The account state, or `null` before the session is restored. */
export function useAccountState(): AccountState | null {
  const shop = useShop();
  return useSyncExternalStore(
    shop ? shop.account.subscribe : noopSubscribe,
    shop ? shop.account.getSnapshot : none,
    none,
  );
}

const emptyList: readonly never[] = [];

/** The items of a persisted product list (wishlist, compare, recently viewed). */
export function useListItems<T extends { sku: string }>(list: ProductList<T> | undefined): readonly T[] {
  return useSyncExternalStore(
    list ? list.subscribe : noopSubscribe,
    list ? list.items : () => emptyList,
    () => emptyList,
  );
}

/** The marketing provider's state (identified customer, back-in-stock watch list). */
export function useMarketingState(): MarketingState | null {
  const shop = useShop();
  return useSyncExternalStore(
    shop ? shop.marketing.subscribe : noopSubscribe,
    shop ? shop.marketing.getSnapshot : none,
    none,
  );
}

/** The newsletter state (isSubscribed, email). */
export function useNewsletter(): NewsletterState | null {
  const shop = useShop();
  return useSyncExternalStore(
    shop ? shop.newsletter.subscribe : noopSubscribe,
    shop ? shop.newsletter.getSnapshot : none,
    none,
  );
}

/** The checkout, loaded on first use (its code is a chunk of its own). */
export function useCheckout(): Checkout | null {
  const shop = useShop();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  useEffect(() => {
    if (!shop) return;
    let live = true;
    shop.loadCheckout().then((c) => live && setCheckout(c));
    return () => {
      live = false;
    };
  }, [shop]);
  return checkout;
}
