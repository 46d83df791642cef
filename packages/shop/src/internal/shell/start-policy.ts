import type { UiState } from '../ui.ts';

/**
 * When the browser starts the shop (issue 8 budgets): the shop's code (Dexie, ky, the contract's
 * zod schemas, xstate, the machines) is not part of a catalogue page's first load. It starts on
 * the first interaction that needs it, at once on the shopping and account pages, and in the
 * background once the page has loaded when the shopper has something persisted.
 */

/** The catalogue and content pages: their first paint needs no shop. Every other page starts it. */
export const onDemandRouteIds: ReadonlySet<string> = new Set([
  'home',
  'home-pwa',
  'category',
  'product',
  'product-child',
  'cms-page',
  'search',
  'search-form',
  'dispatcher',
]);

/** Does the page of this route id start the shop as soon as it is hydrated? */
export const startsAtOnce = (routeId: string | undefined): boolean =>
  routeId === undefined || !onDemandRouteIds.has(routeId);

/** Does this UI state show something that needs the shop (mini cart, wishlist, account, auth, modals)? */
export const uiNeedsShop = (state: UiState): boolean =>
  state.microcart ||
  state.wishlist ||
  state.sidebar ||
  state.newsletterPopup ||
  state.signUpModal ||
  state.openMyAccount ||
  state.authElem !== null;

/**
 * What the shell keeps of the shop between page loads (localStorage, written while the shop runs):
 * the mini cart count shown at first paint, and whether anything is persisted — cart lines, a
 * signed-in session, queued tasks or held orders — so the shop starts in the background after load.
 */
export interface ShopSummary {
  count: number;
  persisted: boolean;
}

/** The shop's IndexedDB database of a brand and store view. */
export const shopDatabaseName = (brand: string, store: string): string =>
  `kauppa-${brand}-${store || 'default'}`;

/** The localStorage key of a brand's and store view's summary (one database each). */
export const summaryKey = (brand: string, store: string): string =>
  `kauppa-shop-summary:${brand}:${store || 'default'}`;

/** Reads a stored summary; anything unreadable is no summary. */
export function parseSummary(raw: string | null): ShopSummary | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ShopSummary> | null;
    if (!value || typeof value !== 'object') return null;
    const count =
      typeof value.count === 'number' && Number.isFinite(value.count) ? Math.max(0, value.count) : 0;
    return { count, persisted: value.persisted === true || count > 0 };
  } catch {
    return null;
  }
}

/**
 * Does a returning shopper's page start the shop in the background after load? Yes when the
 * summary says something is persisted; with no summary at all (a database written before the
 * summary existed), when the shop's database exists.
 */
export const startsWhenIdle = (summary: ShopSummary | null, databaseExists: boolean): boolean =>
  summary ? summary.persisted : databaseExists;
