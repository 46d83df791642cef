/** The store views the browser knows: multistore on or off, their codes and the default. */
export interface StoreViews {
  multistore: boolean;
  codes: readonly string[];
  defaultStoreCode: string;
}

/**
 * The store code of a path (accounts-content §2): its first segment when multistore is on and it
 * names a store view, else the default store code.
 */
export function storeCodeOfPath(views: StoreViews, path: string): string {
  if (!views.multistore) return views.defaultStoreCode;
  const first = path.split('/').find(Boolean) ?? '';
  return views.codes.includes(first) ? first : views.defaultStoreCode;
}

/**
 * The store-code redirect (accounts-content §2): with multistore on, a route whose store code
 * differs from the current one sends the browser to the route's path (a full load, so the server
 * renders the other store view). Undefined when no redirect is due.
 */
export function storeCodeRedirect(views: StoreViews, currentStore: string, path: string): string | undefined {
  if (!views.multistore) return undefined;
  return storeCodeOfPath(views, path) === currentStore ? undefined : path;
}

/**
 * The path prefix of a store view (accounts-content §2): `/de` for the German store view when
 * multistore is on, '' for the default store. The router runs below it (its basename), so links
 * inside the app leave it out and absolute URLs (canonical, hreflang, structured data) put it in.
 */
export function storePrefix(
  views: Pick<StoreViews, 'multistore' | 'defaultStoreCode'>,
  store: string,
): string {
  return views.multistore && store && store !== views.defaultStoreCode ? `/${store}` : '';
}
