/**
 * `@kauppa/shop`: the whole shop as one framework-free composition root (ARCHITECTURE.md,
 * STYLE.md §19). `createShop({ ports, config, state })` wires every core package with the spec's
 * start-up order and flows; a front end hands it ports and binds what it answers.
 */

export { deploymentConfig, withLocalExternalCheckout } from './internal/deployment-config.ts';
export { createShop, MissingPortError } from './internal/shop.ts';
export type {
  AddToCartInput,
  AddToCartOutcome,
  AddToCartRefusal,
  CreateShopOptions,
  CrossTabChannel,
  CrossTabMessage,
  Shop,
  ShopPorts,
  ShopState,
} from './internal/types.ts';
export type { AuthElem, CreateUiStoreOptions, OverlayPanel, UiState, UiStore } from './internal/ui.ts';
export { createUiStore, initialUiState } from './internal/ui.ts';
