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
import { useShell } from '../lib/shell.ts';
import type { AddToCartInput, Shop } from './composition.ts';
import { createUiStore, initialUiState, type UiState, type UiStore } from './ui.ts';

/**
 * React bindings of the shop actors (STYLE.md §8): the provider creates them once, after
 * hydration; hooks subscribe with `useSyncExternalStore` and hold no business rule.
 */

/**
 * The name of the DOM event that adds a product to the cart from outside React (scripts, CMS
 * widgets, tests); detail {@link AddToCartInput}. The product page calls {@link useAddToCart}.
 */
export const addToCartEvent = 'kauppa:add-to-cart';

interface ShopContextValue {
  shop: Shop | null;
  ui: UiStore;
  /** The shop once created (a call made before hydration waits for it). */
  whenReady(): Promise<Shop>;
}

const ShopContext = createContext<ShopContextValue | null>(null);

const noopSubscribe = () => () => {};

/** Creates the shop actors once per page (after hydration) and provides them. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const { publicApiUrl, brand, store } = useShell();
  const [base] = useState(() => {
    const clock = createSystemClock();
    return { clock, ui: createUiStore({ clock }) };
  });
  const [shop, setShop] = useState<Shop | null>(null);
  const pendingRef = useRef<Promise<Shop> | null>(null);
  const [whenReady] = useState(
    () => () => pendingRef.current ?? Promise.reject(new Error('The shop has not started')),
  );

  useEffect(() => {
    let stopped = false;
    let created: Shop | undefined;
    const pending = import('./composition.ts').then(({ createShop }) =>
      createShop({
        publicApiUrl,
        brand: brand.id,
        brandStoreCode: brand.storeCode,
        store,
        ui: base.ui,
        clock: base.clock,
      }),
    );
    pendingRef.current = pending;
    pending.then(
      (next) => {
        created = next;
        if (stopped) {
          next.stop();
          return;
        }
        setShop(next);
        document.documentElement.dataset.shopReady = 'true';
      },
      (error: unknown) => console.warn('The shop could not start', error),
    );
    const onAdd = (event: Event) => {
      const detail = (event as CustomEvent<AddToCartInput>).detail;
      if (!detail?.sku) return;
      void pending.then((s) => s.addToCart(detail));
    };
    window.addEventListener(addToCartEvent, onAdd);
    return () => {
      stopped = true;
      window.removeEventListener(addToCartEvent, onAdd);
      created?.stop();
    };
  }, [publicApiUrl, brand.id, brand.storeCode, store, base]);

  const value = useMemo(() => ({ shop, ui: base.ui, whenReady }), [shop, base, whenReady]);
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

/** The mini cart count (quantities or lines, per config). */
export function useCartCount(): number {
  const shop = useShop();
  useCartState();
  return shop ? shop.cart.itemsCount() : 0;
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
