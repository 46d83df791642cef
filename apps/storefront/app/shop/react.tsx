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
import { afterLoadWhenIdle, createStoredValue, indexedDbExists } from '@kauppa/ports/browser';
import { createSystemClock } from '@kauppa/ports/page';
import {
  checkoutStore,
  createShopStarter,
  type ExternalStore,
  parseSummary,
  type ShopStarter,
  type ShopStores,
  shopDatabaseName,
  shopStores,
  startsAtOnce,
  summaryKey,
  watchShopSummary,
  watchStartTriggers,
} from '@kauppa/shop/shell';
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
import type { AddToCartInput, AddToCartOutcome, Shop } from './composition.ts';

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
  /** The stores of the shop's modules (`shopStores` of `@kauppa/shop/shell`). */
  stores: ShopStores<Shop>;
  /** The last start failed (issue 20.2: offline before the shop's code was ever loaded). */
  startFailed: boolean;
}

const ShopContext = createContext<ShopContextValue | null>(null);

/** Is a focused element a form field that needs the shop (not the search box)? */
function isShopFormField(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || !target.closest('form')) return false;
  if (target.closest('[role="search"]')) return false;
  return !(target instanceof HTMLInputElement && target.type === 'search');
}

/**
 * Provides the shop actors. They are created in the browser when first needed (issue 8 budgets,
 * `startsAtOnce` and `watchStartTriggers` of `@kauppa/shop/shell`): at once on the shopping and account pages; on a catalogue page on the
 * first add to cart, opened mini cart, wishlist, sidebar or auth panel, focus in a form, or a
 * change another tab made; and in the background after load for a returning shopper. `<html>`
 * gets `data-shop-ready` when the shop can be used (on a catalogue page: as soon as the first
 * interaction starts it) and `data-shop-started` once the actors exist.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const { publicApiUrl, brand, store, orderIdempotency } = useShell();
  const routeId = useMatches().at(-1)?.id;
  const key = summaryKey(brand.id, store);
  const databaseName = shopDatabaseName(brand.id, store);
  const atOnce = startsAtOnce(routeId);
  const summary = useMemo(() => createStoredValue(key, parseSummary), [key]);
  const summaryRef = useRef(summary);
  summaryRef.current = summary;
  const [base] = useState(() => {
    const clock = createSystemClock();
    const starter: ShopStarter<Shop> = createShopStarter<Shop>({
      onStarted: () => {
        document.documentElement.dataset.shopReady = 'true';
        document.documentElement.dataset.shopStarted = 'true';
      },
      onError: (error) => console.warn('The shop could not start', error),
    });
    return {
      clock,
      ui: createUiStore({ clock }),
      starter,
      stores: shopStores(starter, {
        subscribe: (listener) => summaryRef.current.subscribe(listener),
        getSnapshot: () => summaryRef.current.read()?.count ?? 0,
      }),
    };
  });
  const { starter } = base;
  const shop = useSyncExternalStore(starter.subscribe, starter.getSnapshot, () => null);
  const wanted = useSyncExternalStore(starter.subscribe, starter.isWanted, () => false);
  const startFailed = useSyncExternalStore(
    starter.subscribe,
    () => starter.failure() !== undefined,
    () => false,
  );

  useEffect(() => {
    if (atOnce) starter.want();
  }, [atOnce, starter]);

  // On demand: the triggers of a catalogue page until the shop is wanted.
  useEffect(() => {
    if (wanted || atOnce) return;
    return watchStartTriggers({
      ui: base.ui,
      start: starter.want,
      onFormFocus: (listener) => {
        const onFocus = (event: FocusEvent) => isShopFormField(event.target) && listener();
        document.addEventListener('focusin', onFocus);
        return () => document.removeEventListener('focusin', onFocus);
      },
      onOtherTab: summary.onOtherTab,
      readSummary: summary.read,
      databaseExists: () => indexedDbExists(databaseName),
      whenIdle: afterLoadWhenIdle,
      markUsable: () => {
        document.documentElement.dataset.shopReady = 'true';
      },
    });
  }, [wanted, atOnce, base, starter, summary, databaseName]);

  useEffect(() => {
    if (!wanted) return;
    return starter.run(() =>
      import('./composition.ts').then(({ createShop }) =>
        createShop({
          publicApiUrl,
          brand: brand.id,
          brandStoreCode: brand.storeCode,
          store,
          ui: base.ui,
          clock: base.clock,
          orderIdempotency,
        }),
      ),
    );
  }, [wanted, starter, publicApiUrl, brand.id, brand.storeCode, store, base, orderIdempotency]);

  // The DOM event of scripts and CMS widgets starts the shop and adds.
  useEffect(() => {
    const onAdd = (event: Event) => {
      const detail = (event as CustomEvent<AddToCartInput>).detail;
      if (!detail?.sku) return;
      // A shop that cannot start (offline, its code never loaded) is said by the offline layer.
      starter
        .whenReady()
        .then((s) => s.addToCart(detail))
        .catch((error: unknown) => console.warn('Add to cart failed', error));
    };
    window.addEventListener(addToCartEvent, onAdd);
    return () => window.removeEventListener(addToCartEvent, onAdd);
  }, [starter]);

  // While the shop runs, the shell keeps its summary (count; cart, session or queued work persisted).
  useEffect(() => (shop ? watchShopSummary(shop, summary.write) : undefined), [shop, summary]);

  const value = useMemo(
    () => ({ shop, ui: base.ui, whenReady: starter.whenReady, stores: base.stores, startFailed }),
    [shop, base, starter, startFailed],
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

/** Did the shop fail to start (issue 20.2: offline, its code never loaded online)? */
export function useShopStartFailed(): boolean {
  return useShopContext().startFailed;
}

/**
 * Adds to the shop's cart: the answered function waits for the shop when it is still starting
 * (a click right after hydration is not lost). Pass the product so the shop does not look it up.
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<AddToCartOutcome> {
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
const emptyList: readonly never[] = [];
const noopSubscribe = () => () => {};

/** The snapshot of an external store, or `fallback` (a constant) while there is none. */
export function useExternalStore<T>(store: ExternalStore<T> | null, fallback: T): T {
  return useSyncExternalStore(
    store ? store.subscribe : noopSubscribe,
    store ? store.getSnapshot : () => fallback,
    () => fallback,
  );
}

/** The notifications on screen (none before the shop starts). */
export function useNotifications(): { list: readonly Notification[]; store: NotificationStore | null } {
  const list = useExternalStore(useShopContext().stores.notifications, noNotifications);
  return { list, store: useShop()?.notifications ?? null };
}

/** The cart state, or `null` before the cart is restored. */
export const useCartState = (): CartState | null => useExternalStore(useShopContext().stores.cart, null);

/** The mini cart count (quantities or lines, per config); before the shop starts, the shell's summary. */
export const useCartCount = (): number => useExternalStore(useShopContext().stores.cartCount, 0);

/** The account state, or `null` before the session is restored. */
export const useAccountState = (): AccountState | null =>
  useExternalStore(useShopContext().stores.account, null);

/** The items of a persisted product list (wishlist, compare, recently viewed). */
export const useListItems = <T extends { sku: string }>(list: ProductList<T> | undefined): readonly T[] =>
  useExternalStore<readonly T[]>(
    list ? { subscribe: list.subscribe, getSnapshot: list.items } : null,
    emptyList,
  );

/** The marketing provider's state (identified customer, back-in-stock watch list). */
export const useMarketingState = (): MarketingState | null =>
  useExternalStore(useShopContext().stores.marketing, null);

/** The newsletter state (isSubscribed, email). */
export const useNewsletter = (): NewsletterState | null =>
  useExternalStore(useShopContext().stores.newsletter, null);

/** The checkout, loaded on first use (its code is a chunk of its own). */
export const useCheckout = (): Checkout | null => useExternalStore(useShopStore(checkoutStore), null);

/** A store made from the running shop: created once it runs, stopped with it (`null` before). */
export function useShopStore<T extends { stop(): void }>(create: (shop: Shop) => T): T | null {
  const shop = useShop();
  const [created, setCreated] = useState<T | null>(null);
  const createRef = useRef(create);
  createRef.current = create;
  useEffect(() => {
    if (!shop) return;
    const store = createRef.current(shop);
    setCreated(store);
    return () => {
      store.stop();
      setCreated(null);
    };
  }, [shop]);
  return created;
}
