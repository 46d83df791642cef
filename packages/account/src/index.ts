/**
 * @kauppa/account — session, login and logout, password reset, profile, address book and order
 * history (accounts-content §3–§8). Framework-free: I/O comes through the ports of `@kauppa/ports`.
 * @packageDocumentation
 */
export type {
  Account,
  ClearableList,
  CreateAccountOptions,
  LogoutCart,
  LogoutCheckout,
  LogoutOptions,
  NewCustomer,
  ProfileUpdateQueue,
  ProfileUpdateTask,
} from './internal/account.ts';
export { createAccount } from './internal/account.ts';
export { accountEvents, accountMessages } from './internal/messages.ts';
export { orderHistoryNumber, orderHistoryTotal } from './internal/order-history.ts';
export { accountPaths, createPasswordPath, parseCreatePasswordPath } from './internal/paths.ts';
export type { CreateTokenStoreOptions, TokenStore, Tokens } from './internal/token-store.ts';
export { createTokenStore, userStorageKeys } from './internal/token-store.ts';
export type {
  AccountFailureCause,
  AccountResult,
  AccountState,
  Address,
  Id,
  OrderHistory,
  OrderHistoryItem,
  UserGroup,
  UserProfile,
} from './internal/types.ts';
