import type { ShopContext } from '../context.ts';
import { type BrandView, placeholderBrand } from './brand.ts';
import type { LazyImageSettings } from './lazy-image.ts';
import type { Alternate } from './seo.ts';
import { type StoreViews, storePrefix } from './store-code.ts';

/** What every page may read from the root loader (the site around the page; sent to the browser). */
export interface ShellData {
  brand: BrandView;
  store: string;
  language: string;
  publicApiUrl: string;
  /** Base of catalogue image paths. */
  imageBase: string;
  /** The origin pages are served at (canonical URLs, JSON-LD, sitemap). */
  origin: string;
  /**
   * The base URL of the store view: the origin and, with multistore on, `/{storeCode}` (the router
   * runs below it). Absolute URLs of the app's paths start here.
   */
  base: string;
  /** The hreflang alternates of the store views. */
  alternates: Alternate[];
  /** The store views, for the store-code redirect. */
  storeViews: StoreViews;
  /** The interface settings of accounts-content §9. */
  ui: { progressBarMs: number; lazyImage: LazyImageSettings };
  /** The API de-duplicates orders by client order id (`api.orderIdempotency`). */
  orderIdempotency: boolean;
}

/** The hreflang of a locale: `fi-FI` → `fi`, `en-US` → `en`. */
const languageOf = (locale: string) => locale.slice(0, 2).toLowerCase();

/**
 * The hreflang alternates: the default store view in the brand's language, and the other store
 * views when multistore is on (their URLs do not exist otherwise).
 */
export function storeAlternates(shop: Pick<ShopContext, 'config' | 'brand'>): Alternate[] {
  const views = shop.config.storeViews;
  const alternates: Alternate[] = [{ hreflang: languageOf(shop.brand.locale), prefix: '' }];
  if (!views.multistore) return alternates;
  for (const [code, view] of Object.entries(views.stores)) {
    alternates.push({ hreflang: languageOf(view.i18n?.defaultLocale ?? code), prefix: `/${code}` });
  }
  return alternates;
}

/**
 * The root loader's data, built from the request's context.
 *
 * @example
 * const shell = shellData(shop, request.url); // shell.base: 'https://shop.example/de' with multistore
 */
export function shellData(shop: ShopContext, requestUrl: string): ShellData {
  const api = shop.scope.publicApiUrl.replace(/\/$/, '');
  const views = shop.config.storeViews;
  return {
    brand: shop.brand,
    store: shop.scope.store,
    language: shop.translator.locale,
    publicApiUrl: api,
    imageBase: `${api}/img`,
    origin: new URL(requestUrl).origin,
    base: `${new URL(requestUrl).origin}${storePrefix(views, shop.scope.store)}`,
    alternates: storeAlternates(shop),
    storeViews: {
      multistore: views.multistore,
      codes: Object.keys(views.stores),
      defaultStoreCode: views.defaultStoreCode,
    },
    ui: { progressBarMs: shop.config.ui.progressBarMs, lazyImage: { ...shop.config.ui.lazyImage } },
    orderIdempotency: shop.config.api.orderIdempotency,
  };
}

/** The shell data of a page rendered without any (an error page): the default brand's look. */
export const fallbackShellData: ShellData = {
  brand: placeholderBrand('battery'),
  store: '',
  language: 'en-US',
  publicApiUrl: '',
  imageBase: '',
  origin: '',
  base: '',
  alternates: [],
  storeViews: { multistore: false, codes: [], defaultStoreCode: '' },
  ui: { progressBarMs: 3000, lazyImage: { preloadRatio: 1.3, attempts: 3, throttleMs: 200 } },
  orderIdempotency: false,
};
