import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Collections, Notifier } from '@kauppa/ports';
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
export interface ProductList<T extends ListProduct = ListProduct> {
  /** The storage collection it is saved in. */
  readonly collection: string;
  /** Reads the list from storage, once; later calls answer the loaded list. */
  load(): Promise<readonly T[]>;
  isLoaded(): boolean;
  /** The items, in list order; a new array after every change. */
  items(): readonly T[];
  has(sku: string): boolean;
  /** Adds a product; a product whose sku is already listed is ignored (answers `false`). */
  add(product: ListProduct): Promise<boolean>;
  remove(sku: string): Promise<void>;
  clear(): Promise<void>;
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
  const notify = (id: string | undefined, product: ListProduct) => {
    if (id)
      b.notifier?.notify({
        type: 'success',
        message: message(id, { productName: product.name ?? product.sku }),
      });
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
      if (exists && b.onDuplicate === 'ignore') return false;
      const rest = exists ? list.filter((item) => item.sku !== product.sku) : list;
      const item = b.toItem(product);
      let next = b.position === 'front' ? [item, ...rest] : [...rest, item];
      if (b.limit !== undefined) next = next.slice(0, b.limit);
      await save(next);
      if (!exists) notify(b.addedId, product);
      return !exists;
    },
    async remove(sku) {
      await load();
      const product = list.find((item) => item.sku === sku);
      if (!product) return;
      await save(list.filter((item) => item.sku !== sku));
      notify(b.removedId, product);
    },
    async clear() {
      loaded = true;
      await save([]);
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
