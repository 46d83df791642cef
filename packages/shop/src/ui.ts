/**
 * @kauppa/shop/ui — the UI state of accounts-content §3 (panels, overlay, auth element, submenu)
 * on its own: it loads none of the shop, so a front end can show its panels at first paint.
 * @packageDocumentation
 */

export type { AuthElem, CreateUiStoreOptions, OverlayPanel, UiState, UiStore } from './internal/ui.ts';
export { createUiStore, initialUiState } from './internal/ui.ts';
