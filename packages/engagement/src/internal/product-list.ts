import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Collections, Message, Notifier } from '@kauppa/ports';
import { message } from '@kauppa/ports';
import { engagementMessages } from './messages.ts';
import { createListeners } from './shared.ts';

/** A product kept in a list: the product fields, keyed by sku. */
export interface ListProduct {
  sku: string;
  name?: string;
  [field: string]: unknown;
}

/** A wishlist item: the product plus qty, which is 1 (accounts-content §3). */
export type WishlistItem<P extends ListProduct = ListProduct> = P & { qty: number };

/** A persisted product list: wishlist, compare or recently viewed (accounts-content §4). */
/**
 * What a list change did (issue 30.2; accounts-content §4 wishlist and compare): `added`,
 * `removed` or `cleared` once saved, with the text shown (`message`, when the list notifies);
 * `unchanged` — `already-listed` (add ignores duplicates by sku; recently viewed moves the product
 * to the front) or `not-listed` (nothing to remove).
 */
export type ListChangeOutcome =
  | { status: 'added' | 'removed' | 'cleared'; reason?: undefined; message?: Message | undefined }
  | { status: 'unchanged'; reason: 'already-listed' | 'not-listed'; message?: undefined };

export interface ProductList<T extends ListProduct = ListProduct> {
  /** The storage collection it is saved in. */
  readonly collection: string;
  /** Reads the list from storage, once; later calls answer the loaded list. */
  load(): Promise<readonly T[]>;
  isLoaded(): boolean;
  /** The items, in list order; a new array after every change. */
  items(): readonly T[];
  has(sku: string): boolean;
  /**
   * Adds a product; a product whose sku is already listed is ignored (answers `unchanged`,
   * `already-listed`). Answers once saved ({@link ListChangeOutcome}).
   */
  add(product: ListProduct): Promise<ListChangeOutcome>;
  /** Removes the product of `sku`; answers `removed`, or `unchanged` (`not-listed`). */
  remove(sku: string): Promise<ListChangeOutcome>;
  /** Empties the list; answers `cleared`. */
  clear(): Promise<ListChangeOutcome>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The key under which a list is stored in its collection. */
export const listStorageKey = 'current';

interface ListBehaviour<T extends ListProduct> {
  collections: Collections;
  collection: string;
  toItem(product: ListProduct): T;
  /** Where a duplicate goes: ignored, or moved to the front. */
  onDuplicate: 'ignore' | 'moveToFront';
  position: 'end' | 'front';
  limit?: number;
  notifier?: Notifier;
  addedId?: string;
  removedId?: string;
}

function createProductList<T extends ListProduct>(b: ListBehaviour<T>): ProductList<T> {
  const store = b.collections.collection<T[]>(b.collection);
  const listeners = createListeners();
  let list: T[] = [];
  let loading: Promise<readonly T[]> | null = null;
  let loaded = false;

  const save = async (next: T[]) => {
    list = next;
    listeners.emit();
    await store.set(listStorageKey, list);
  };
  /** The change's text: shown when the list has a notifier, and answered either way. */
  const notify = (id: string | undefined, product: ListProduct): Message | undefined => {
    if (!id) return undefined;
    const text = message(id, { productName: product.name ?? product.sku });
    b.notifier?.notify({ type: 'success', message: text });
    return text;
  };
  const load = () => {
    loading ??= store.get(listStorageKey).then((stored) => {
      // a change made before the load finished wins over what was stored
      if (!loaded) list = Array.isArray(stored) ? stored : [];
      loaded = true;
      listeners.emit();
      return list;
    });
    return loading;
  };

  return {
    collection: b.collection,
    load,
    isLoaded: () => loaded,
    items: () => list,
    has: (sku) => list.some((item) => item.sku === sku),
    async add(product) {
      await load();
      const exists = list.some((item) => item.sku === product.sku);
      if (exists && b.onDuplicate === 'ignore') return { status: 'unchanged', reason: 'already-listed' };
      const rest = exists ? list.filter((item) => item.sku !== product.sku) : list;
      const item = b.toItem(product);
      let next = b.position === 'front' ? [item, ...rest] : [...rest, item];
      if (b.limit !== undefined) next = next.slice(0, b.limit);
      await save(next);
      if (exists) return { status: 'unchanged', reason: 'already-listed' };
      const shown = notify(b.addedId, product);
      return shown ? { status: 'added', message: shown } : { status: 'added' };
    },
    async remove(sku) {
      await load();
      const product = list.find((item) => item.sku === sku);
      if (!product) return { status: 'unchanged', reason: 'not-listed' };
      await save(list.filter((item) => item.sku !== sku));
      const shown = notify(b.removedId, product);
      return shown ? { status: 'removed', message: shown } : { status: 'removed' };
    },
    async clear() {
      loaded = true;
      await save([]);
      return { status: 'cleared' };
    },
    subscribe: listeners.subscribe,
  };
}

/** Options of {@link createWishlist}. */
export interface CreateWishlistOptions {
  /** Storage: the list is saved in the `wishlist` collection. */
  collections: Collections;
  /** Shows "Product {productName} has been added to the wishlist!" and the removal text. @default none */
  notifier?: Notifier;
  /** @default defaultShopConfig.engagement */
  engagement?: ShopConfig['engagement'];
}

/**
 * The wishlist: add ignores duplicates by sku, every item has qty 1, every change is saved
 * (accounts-content §3, §4, §9).
 *
 * @example
 * const wishlist = createWishlist({ collections });
 * await wishlist.load();
 * await wishlist.add({ sku: 'AA-4', name: 'AA battery' });
 */
export function createWishlist({
  collections,
  notifier,
  engagement = defaultShopConfig.engagement,
}: CreateWishlistOptions): ProductList<WishlistItem> {
  return createProductList<WishlistItem>({
    collections,
    collection: engagement.collections.wishlist,
    toItem: (product) => ({ ...product, qty: engagement.wishlistDefaultQty }),
    onDuplicate: 'ignore',
    position: 'end',
    notifier,
    addedId: engagementMessages.addedToWishlist,
    removedId: engagementMessages.removedFromWishlist,
  });
}

/** Options of {@link createCompareList}. */
export interface CreateCompareListOptions {
  /** Storage: the list is saved in the `compare` collection. */
  collections: Collections;
  /** Shows "Product {productName} has been added to the compare!" and the removal text. @default none */
  notifier?: Notifier;
  /** @default defaultShopConfig.engagement */
  engagement?: ShopConfig['engagement'];
}

/**
 * The compare list: products keyed by sku, add ignores duplicates, every change is saved
 * (accounts-content §3, §4).
 *
 * @example
 * const compare = createCompareList({ collections });
 * await compare.add({ sku: 'AA-4' });
 */
export function createCompareList({
  collections,
  notifier,
  engagement = defaultShopConfig.engagement,
}: CreateCompareListOptions): ProductList {
  return createProductList<ListProduct>({
    collections,
    collection: engagement.collections.compare,
    toItem: (product) => ({ ...product }),
    onDuplicate: 'ignore',
    position: 'end',
    notifier,
    addedId: engagementMessages.addedToCompare,
    removedId: engagementMessages.removedFromCompare,
  });
}

/** Options of {@link createRecentlyViewed}. */
export interface CreateRecentlyViewedOptions {
  /** Storage: the list is saved in the `recentlyViewed` collection. */
  collections: Collections;
  /** Keep at most this many products. @default no limit */
  limit?: number;
}

/**
 * Recently viewed products (accounts-content §2 /my-account/recently-viewed): the latest view first;
 * viewing a listed product again moves it to the front.
 *
 * @example
 * const recent = createRecentlyViewed({ collections });
 * await recent.add(product);
 */
export function createRecentlyViewed({ collections, limit }: CreateRecentlyViewedOptions): ProductList {
  return createProductList<ListProduct>({
    collections,
    collection: 'recentlyViewed',
    toItem: (product) => ({ ...product }),
    onDuplicate: 'moveToFront',
    position: 'front',
    ...(limit === undefined ? {} : { limit }),
  });
}
