/**
 * @kauppa/shop/shell — what a front end's shell needs around the shop before and while it runs,
 * loading none of it: when to start it (issue 8 budgets: start policy, on-demand triggers, the
 * remembered summary), the stores its views bind to, the form helpers and the checkout address.
 * @packageDocumentation
 */

export type { FormErrors, FormValidator } from './internal/shell/forms.ts';
export { errorsOf, isValid, validateFields } from './internal/shell/forms.ts';
export { checkoutAddress, checkoutStore } from './internal/shell/navigation.ts';
export type { ShopSummary } from './internal/shell/start-policy.ts';
export {
  onDemandRouteIds,
  parseSummary,
  shopDatabaseName,
  startsAtOnce,
  startsWhenIdle,
  summaryKey,
  uiNeedsShop,
} from './internal/shell/start-policy.ts';
export type {
  CreateShopStarterOptions,
  ExternalStore,
  ShopModules,
  ShopStarter,
  ShopStores,
  StartTriggerPorts,
  SummaryShop,
} from './internal/shell/starter.ts';
export {
  createShopStarter,
  moduleStore,
  shopStores,
  shopSummary,
  watchShopSummary,
  watchStartTriggers,
} from './internal/shell/starter.ts';
