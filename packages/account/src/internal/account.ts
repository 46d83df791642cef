import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type {
  ApiRequest,
  ApiResponse,
  Clock,
  Collections,
  Connectivity,
  EventBus,
  Logger,
  Message,
  NotificationType,
  Notifier,
  ShopHttp,
} from '@kauppa/ports';
import { createListeners, isApiError, message, silentLogger } from '@kauppa/ports';
import { accountEvents, accountMessages } from './messages.ts';
import { accountPaths } from './paths.ts';
import type { TokenStore } from './token-store.ts';
import { createTokenStore, userStorageKeys } from './token-store.ts';
import type {
  AccountFailureCause,
  AccountResult,
  AccountState,
  Address,
  Id,
  OrderHistory,
  UserGroup,
  UserProfile,
} from './types.ts';

/**
 * The profile update handed to the network queue: POST user/me (accounts-content §7, queued). The
 * queue fills `{{token}}` with the current user token when it sends the task.
 */
export interface ProfileUpdateTask {
  url: string;
  payload: { method: 'POST'; query: { token: string }; body: { customer: ProfileUpdate } };
  /**
   * A queued update's callback: the queue emits it on the bus with the transmitted task, and the
   * account then tells what the server answered (`accountEvents.queuedProfileUpdateSent`).
   */
  callback_event?: string;
  /** The queue shows no error of its own: the account tells the shopper (with `callback_event`). */
  silent?: boolean;
}

/**
 * The customer fields the platform's `POST user/me` takes: src/models/userProfileUpdate.schema.json
 * of vue-storefront-api 1.12 has `additionalProperties: false` on the body and on `customer`, and
 * answers 500 to anything else (issue 27.3).
 */
export const profileUpdateFields = [
  'email',
  'firstname',
  'lastname',
  'addresses',
  'custom_attributes',
] as const;

/** The customer as `POST user/me` sends it (see {@link profileUpdateFields}). */
export type ProfileUpdate = Partial<Pick<UserProfile, (typeof profileUpdateFields)[number]>>;

/**
 * The profile as `POST user/me` sends it: only {@link profileUpdateFields}, absent ones left out.
 * The address book goes only when it differs from `current`'s: left out, Magento keeps the
 * customer's addresses, and the schema's address rules (a street of at least two non-empty lines)
 * would refuse many an address Magento itself stores.
 *
 * @example
 * profileUpdateOf({ id: 7, email: 'a@b.fi', firstname: 'A', lastname: 'B', website_id: 1, addresses: [] });
 * // { email: 'a@b.fi', firstname: 'A', lastname: 'B', addresses: [] }
 */
export function profileUpdateOf(profile: UserProfile, current?: UserProfile | null): ProfileUpdate {
  const picked: Record<string, unknown> = {};
  for (const field of profileUpdateFields) {
    const value = (profile as Record<string, unknown>)[field];
    if (value !== undefined && value !== null) picked[field] = value;
  }
  if (current && JSON.stringify(current.addresses ?? []) === JSON.stringify(profile.addresses ?? []))
    delete picked.addresses;
  return picked as ProfileUpdate;
}

/**
 * The part of `@kauppa/task-queue`'s `TaskQueue` the account uses. `queue` resolves with the task
 * once persisted (it is sent later); `execute`, when there, sends it now and resolves with the
 * transmitted task (`resultCode`, `result`). A `resultCode` or `code` other than 200 is a failure.
 */
export interface ProfileUpdateQueue {
  queue(task: ProfileUpdateTask): Promise<unknown>;
  execute?(task: ProfileUpdateTask): Promise<unknown>;
}

/** The part of the cart logout needs: it disconnects and clears the cart (accounts-content §4). */
export interface LogoutCart {
  disconnect(): Promise<void> | void;
  clear(): Promise<void> | void;
}

/** A list logout clears: the wishlist or the compare list (its answer is not read). */
export interface ClearableList {
  clear(): unknown;
}

/** The part of checkout logout needs: its personal, shipping and payment details are cleared. */
export interface LogoutCheckout {
  clearDetails(): Promise<void> | void;
}

/** Options of {@link createAccount}. */
export interface CreateAccountOptions {
  /** The shop API. */
  http: ShopHttp;
  /** Storage: the local user and token live in the `user` collection. */
  collections: Collections;
  clock: Clock;
  connectivity: Connectivity;
  /** Where success, progress and error texts go. @default a notifier that drops them */
  notifier?: Notifier;
  /** Login and logout are announced on it ({@link accountEvents}). @default no events */
  bus?: EventBus;
  /** @default silentLogger */
  logger?: Logger;
  /** The network queue for the profile update. @default sends POST user/me directly */
  queue?: ProfileUpdateQueue;
  /** Disconnected and cleared on logout. */
  cart?: LogoutCart;
  /** Cleared on logout. */
  wishlist?: ClearableList;
  /** Cleared on logout. */
  compare?: ClearableList;
  /** Its details are cleared on logout. */
  checkout?: LogoutCheckout;
  /** The `users` section of the shop configuration. @default defaultShopConfig.users */
  users?: ShopConfig['users'];
  /**
   * The client-side password rule of sign-up (accounts-content §5): answers the message of the
   * broken rule, or `undefined`. The shop passes the password schema of `createValidationSchemas`.
   * Without it, the server alone checks the password.
   */
  checkPassword?: ((password: string) => Message | undefined) | undefined;
  /** Shared with the task queue's token refresh. @default createTokenStore({ collections }) */
  tokenStore?: TokenStore;
}

/** The customer sent to `user/create`: the profile without an id. */
export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  addresses?: Address[];
  [field: string]: unknown;
}

/** Options of {@link Account.logout}. */
export interface LogoutOptions {
  /** A silent logout shows no "You're logged out". @default false */
  silent?: boolean;
}

/**
 * The shopper's account: session, login and logout, registration, password reset and change,
 * profile, address book, order history and user group (accounts-content §3–§8).
 */
export interface Account {
  /** The token store the task queue's token refresh uses. */
  readonly tokens: TokenStore;
  /** The current state; a new object after every change. */
  getSnapshot(): AccountState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Loads the local user and token from storage; answers whether the session is authorised. */
  restore(): Promise<boolean>;
  /** Is there a user token? */
  isAuthorized(): boolean;
  /** The user group feeding tax (accounts-content §6). */
  userGroup(): UserGroup;
  /** POST user/login; on code 200 stores the tokens, then loads profile and order history. */
  login(credentials: { username: string; password: string }): Promise<AccountResult<UserProfile>>;
  /** POST user/create, then logs the new customer in. */
  register(input: { customer: NewCustomer; password: string }): Promise<AccountResult<UserProfile>>;
  /**
   * Ends the session and clears cart, wishlist, compare and checkout details; answers ok, with
   * "You're logged out" unless silent (accounts-content §4 session).
   */
  logout(options?: LogoutOptions): Promise<AccountResult>;
  /** GET user/me; updates the current profile and user group. */
  refreshProfile(): Promise<AccountResult<UserProfile>>;
  /** GET user/order-history, page size 20, page 1 by default. */
  loadOrderHistory(page?: { pageSize?: number; currentPage?: number }): Promise<AccountResult<OrderHistory>>;
  /**
   * Order history paging with append (accounts-content §7, §9 page size 20; the platform's
   * `appendOrdersHistory`): loads a page — by default the one after the orders already held — and
   * appends its orders to `orders_history` (an order already held is not listed twice), keeping
   * the page's `total_count`. Answers the whole history.
   *
   * @example
   * const more = await account.appendOrderHistory(); // page 2 after the first 20
   * more.ok && more.value.items.length < (more.value.total_count ?? 0); // more to load
   */
  appendOrderHistory(page?: {
    pageSize?: number;
    currentPage?: number;
  }): Promise<AccountResult<OrderHistory>>;
  /** POST user/reset-password: sends the reset e-mail. Refused offline. */
  requestPasswordReset(input: { email: string }): Promise<AccountResult>;
  /**
   * POST user/create-password with the token of the e-mailed link; then, when login after password
   * creation is on, logs in. `value.loggedIn` is false when the shopper must log in by hand.
   */
  createPassword(input: {
    email: string;
    newPassword: string;
    resetToken: string;
  }): Promise<AccountResult<{ loggedIn: boolean }>>;
  /** POST user/change-password. Refused offline; a failure shows the server's errorMessage. */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<AccountResult>;
  /** POST user/me through the network queue. */
  updateProfile(profile: UserProfile): Promise<AccountResult<UserProfile>>;
  /** Adds an address to the address book; needs a logged-in user. */
  saveAddress(address: Address): Promise<AccountResult>;
  /** Updates an address of the address book; needs its id. */
  updateAddress(address: Address): Promise<AccountResult>;
  /** Removes an address; needs its id. */
  removeAddress(addressId: Id | null | undefined): Promise<AccountResult>;
}

const initialState: AccountState = {
  token: null,
  refreshToken: null,
  groupToken: null,
  groupId: null,
  current: null,
  session_started: null,
  orders_history: null,
  local_data_loaded: false,
  authorized: false,
};

const isOk = <T>(response: ApiResponse<T> | null): response is ApiResponse<T> =>
  Number(response?.code) === 200;

const resultOf = (response: ApiResponse | null): unknown => response?.result;

const isProfile = (value: unknown): value is UserProfile =>
  typeof value === 'object' && value !== null && 'email' in value && 'id' in value;

/** The text of a failed answer: a string, `{ errorMessage }` or `{ message }`. */
function errorText(result: unknown): string | undefined {
  if (typeof result === 'string' && result.length > 0) return result;
  if (typeof result === 'object' && result !== null) {
    const r = result as { errorMessage?: unknown; message?: unknown };
    if (typeof r.errorMessage === 'string') return r.errorMessage;
    if (typeof r.message === 'string') return r.message;
  }
  return undefined;
}

const fail = (id: string, params?: Record<string, string | number>): { ok: false; message: Message } => ({
  ok: false,
  message: message(id, params),
});

/**
 * Creates the account of one shopper (one per browser tab, one per request on the server).
 *
 * @example
 * const account = createAccount({ http, collections, clock, connectivity, notifier });
 * await account.restore();
 * const result = await account.login({ username: 'anna@example.fi', password: 'secret-pass' });
 * if (result.ok) console.log(account.getSnapshot().current?.firstname);
 */
export function createAccount({
  http,
  collections,
  clock,
  connectivity,
  notifier = { notify() {} },
  bus,
  logger = silentLogger,
  queue,
  cart,
  wishlist,
  compare,
  checkout,
  users = defaultShopConfig.users,
  tokenStore,
  checkPassword,
}: CreateAccountOptions): Account {
  const tokens = tokenStore ?? createTokenStore({ collections });
  const userCollection = collections.collection<unknown>('user');
  const listeners = createListeners();
  let state: AccountState = { ...initialState };

  const setState = (patch: Partial<AccountState>) => {
    state = { ...state, ...patch };
    listeners.emit();
  };
  const syncTokens = () =>
    setState({
      token: tokens.getToken(),
      refreshToken: tokens.getRefreshToken(),
      authorized: Boolean(tokens.getToken()),
    });
  tokens.subscribe(syncTokens);

  const notify = (type: NotificationType, id: string, params?: Record<string, string | number>) =>
    notifier.notify({ type, message: message(id, params) });

  const send = async <T>(request: ApiRequest): Promise<ApiResponse<T> | null> =>
    (await attempt<T>(request)).response;

  /** Sends, and says why there is no good answer: none came, or the server refused. */
  const attempt = async <T>(
    request: ApiRequest,
  ): Promise<{ response: ApiResponse<T> | null; cause: AccountFailureCause }> => {
    try {
      const response = await http.request<T>(request);
      const reason = errorText(response.result);
      return { response, cause: { kind: 'refused', status: Number(response.code), reason } };
    } catch (error) {
      logger.error(`${request.method} ${request.path} failed`, error);
      return {
        response: null,
        cause: { kind: 'no-answer', error: isApiError(error) ? error.kind : 'unknown' },
      };
    }
  };

  const setProfile = async (profile: UserProfile | null) => {
    const groupToken = typeof profile?.groupToken === 'string' ? profile.groupToken : null;
    setState({ current: profile, groupId: profile?.group_id ?? null, groupToken });
    if (profile) await userCollection.set(userStorageKeys.current, profile);
    else await userCollection.delete(userStorageKeys.current);
  };

  const setOrders = async (orders: OrderHistory | null) => {
    setState({ orders_history: orders });
    if (orders) await userCollection.set(userStorageKeys.ordersHistory, orders);
    else await userCollection.delete(userStorageKeys.ordersHistory);
  };

  const clearUser = async () => {
    await tokens.clear();
    await setProfile(null);
    await setOrders(null);
    setState({ session_started: null });
  };

  const userQuery = () => ({ token: tokens.getToken() });

  const refreshProfile = async (): Promise<AccountResult<UserProfile>> => {
    if (!tokens.getToken()) return fail(accountMessages.mustLogin);
    const response = await send<unknown>({ method: 'GET', path: accountPaths.me, query: userQuery() });
    if (!isOk(response) || !isProfile(response.result)) return fail(accountMessages.somethingWentWrong);
    await setProfile(response.result);
    return { ok: true, value: response.result };
  };

  const loadOrderHistory = async ({
    pageSize = users.orderHistoryPageSize,
    currentPage = 1,
  }: {
    pageSize?: number;
    currentPage?: number;
  } = {}): Promise<AccountResult<OrderHistory>> => {
    if (!tokens.getToken()) return fail(accountMessages.mustLogin);
    const response = await send<OrderHistory>({
      method: 'GET',
      path: accountPaths.orderHistory,
      query: { ...userQuery(), pageSize, currentPage },
    });
    if (!isOk(response) || !Array.isArray(response.result?.items))
      return fail(accountMessages.somethingWentWrong);
    await setOrders(response.result);
    return { ok: true, value: response.result };
  };

  const appendOrderHistory = async ({
    pageSize = users.orderHistoryPageSize,
    currentPage,
  }: {
    pageSize?: number;
    currentPage?: number;
  } = {}): Promise<AccountResult<OrderHistory>> => {
    const held = state.orders_history?.items ?? [];
    const page = currentPage ?? Math.floor(held.length / pageSize) + 1;
    if (!tokens.getToken()) return fail(accountMessages.mustLogin);
    const response = await send<OrderHistory>({
      method: 'GET',
      path: accountPaths.orderHistory,
      query: { ...userQuery(), pageSize, currentPage: page },
    });
    if (!isOk(response) || !Array.isArray(response.result?.items))
      return fail(accountMessages.somethingWentWrong);
    // An order is known by its entity_id (else its increment_id); one with neither is never a duplicate.
    const keyOf = (order: { entity_id?: unknown; increment_id?: unknown }) => {
      const key = order.entity_id ?? order.increment_id;
      return key === undefined || key === null || key === '' ? null : String(key);
    };
    const known = new Set(held.map(keyOf).filter((key) => key !== null));
    const history: OrderHistory = {
      ...response.result,
      items: [
        ...held,
        ...response.result.items.filter((order) => {
          const key = keyOf(order);
          return key === null || !known.has(key);
        }),
      ],
    };
    await setOrders(history);
    return { ok: true, value: history };
  };

  const loginQuietly = async ({
    username,
    password,
  }: {
    username: string;
    password: string;
  }): Promise<AccountResult<UserProfile>> => {
    const { response, cause } = await attempt<unknown>({
      method: 'POST',
      path: accountPaths.login,
      body: { username, password },
    });
    if (!isOk(response) || typeof response.result !== 'string' || response.result === '') {
      await clearUser();
      // No answer is not wrong credentials (issue 30.4): the general error, with the cause.
      const id = response === null ? accountMessages.somethingWentWrong : accountMessages.signInIncorrect;
      return { ...fail(id), cause };
    }
    const meta = response.meta as { refreshToken?: unknown } | undefined;
    await tokens.setTokens({
      token: response.result,
      refreshToken: typeof meta?.refreshToken === 'string' ? meta.refreshToken : null,
    });
    setState({ session_started: clock.now() });
    const profile = await refreshProfile();
    const orders = profile.ok ? await loadOrderHistory() : profile;
    if (!profile.ok || !orders.ok) {
      await clearUser();
      return fail(accountMessages.signInIncorrect);
    }
    bus?.emit(accountEvents.loggedIn, profile.value);
    return { ok: true, value: profile.value, message: message(accountMessages.loggedIn) };
  };

  const login: Account['login'] = async (credentials) => {
    const result = await loginQuietly(credentials);
    if (result.ok) notify('success', accountMessages.loggedIn);
    else notify('error', result.message.id);
    return result;
  };

  const sendAddressBook = async (addresses: Address[]): Promise<boolean> => {
    const current = state.current!;
    const customer = {
      id: current.id,
      email: current.email,
      firstname: current.firstname,
      lastname: current.lastname,
      website_id: current.website_id,
      store_id: current.store_id,
      addresses: addresses.map((a) => ({ ...a, customer_id: current.id })),
    };
    const response = await send({
      method: 'PUT',
      path: accountPaths.addressCreate(current.id),
      query: userQuery(),
      body: { customer },
    });
    return isOk(response);
  };

  const afterAddressCall = async (ok: boolean, successId: string): Promise<AccountResult> => {
    if (!ok) {
      notify('error', accountMessages.somethingWentWrong);
      return fail(accountMessages.somethingWentWrong);
    }
    notify('success', successId);
    await refreshProfile();
    return { ok: true, value: undefined, message: message(successId) };
  };

  const requireUser = (): { ok: false; message: Message } | null => {
    if (tokens.getToken() && state.current) return null;
    notify('error', accountMessages.mustLogin);
    return fail(accountMessages.mustLogin);
  };

  const refuse = (id: string): { ok: false; message: Message } => {
    notify('error', id);
    return fail(id);
  };

  // A queued profile update, sent later by the queue: only now is the shopper told what the
  // server did with it; a refused one brings back the server's profile (issue 27.3).
  bus?.on<{ resultCode?: unknown; result?: unknown }>(accountEvents.queuedProfileUpdateSent, async (task) => {
    if (Number(task?.resultCode) === 200) {
      if (isProfile(task?.result)) await setProfile(task.result);
      bus.emit(accountEvents.profileUpdated, state.current);
      notify('success', accountMessages.accountDataUpdated);
      return;
    }
    await refreshProfile();
    notify('error', accountMessages.somethingWentWrong);
  });

  return {
    tokens,
    getSnapshot: () => state,
    subscribe: listeners.subscribe,

    async restore() {
      const [current, orders] = await Promise.all([
        userCollection.get(userStorageKeys.current),
        userCollection.get(userStorageKeys.ordersHistory),
        tokens.load(),
      ]);
      const profile = isProfile(current) ? current : null;
      const groupToken = typeof profile?.groupToken === 'string' ? profile.groupToken : null;
      setState({
        current: profile,
        groupId: profile?.group_id ?? null,
        groupToken,
        orders_history: (orders as OrderHistory | undefined) ?? null,
        session_started: tokens.getToken() ? clock.now() : null,
        local_data_loaded: true,
      });
      return state.authorized;
    },

    isAuthorized: () => state.authorized,
    userGroup: () => ({ groupId: state.groupId, groupToken: state.groupToken }),
    login,

    async register({ customer, password }) {
      const broken = checkPassword?.(password);
      if (broken) {
        notifier.notify({ type: 'error', message: broken });
        return { ok: false, message: broken, cause: { kind: 'invalid', field: 'password' } };
      }
      const { response, cause } = await attempt<unknown>({
        method: 'POST',
        path: accountPaths.create,
        body: { customer, password },
      });
      if (!isOk(response)) {
        const text = errorText(resultOf(response)) ?? '';
        // The platform names the taken e-mail ("…same email…already exists…"); the reference server
        // does not say whether an account exists ("…could not be created with this e-mail…", issue 18.6).
        // The shopper sees the spec's text; the server's reason goes with the result (issue 30.4).
        const id = /same email|already exists|could not be created with this e-mail/i.test(text)
          ? accountMessages.customerEmailExists
          : accountMessages.somethingWentWrong;
        return { ...refuse(id), cause };
      }
      notify('success', accountMessages.accountCreated);
      return login({ username: customer.email, password });
    },

    async logout({ silent = false } = {}) {
      await clearUser();
      const steps: Array<[string, (() => unknown) | undefined]> = [
        ['cart.disconnect', cart && (() => cart.disconnect())],
        ['cart.clear', cart && (() => cart.clear())],
        ['wishlist.clear', wishlist && (() => wishlist.clear())],
        ['compare.clear', compare && (() => compare.clear())],
        ['checkout.clearDetails', checkout && (() => checkout.clearDetails())],
      ];
      for (const [name, step] of steps) {
        try {
          await step?.();
        } catch (error) {
          logger.error(`logout: ${name} failed`, error);
        }
      }
      bus?.emit(accountEvents.loggedOut, { silent });
      if (silent) return { ok: true, value: undefined };
      notify('success', accountMessages.loggedOut);
      return { ok: true, value: undefined, message: message(accountMessages.loggedOut) };
    },

    refreshProfile,
    loadOrderHistory,
    appendOrderHistory,

    async requestPasswordReset({ email }) {
      if (!connectivity.isOnline()) return refuse(accountMessages.resetPasswordOffline);
      const response = await send({ method: 'POST', path: accountPaths.resetPassword, body: { email } });
      if (!isOk(response)) return refuse(accountMessages.resetPasswordEmailError);
      notify('success', accountMessages.resetPasswordEmailSent, { email });
      return {
        ok: true,
        value: undefined,
        message: message(accountMessages.resetPasswordEmailSent, { email }),
      };
    },

    async createPassword({ email, newPassword, resetToken }) {
      if (!connectivity.isOnline()) return refuse(accountMessages.resetPasswordOffline);
      const response = await send({
        method: 'POST',
        path: accountPaths.createPassword,
        body: { email, newPassword, resetToken },
      });
      if (!isOk(response)) return refuse(accountMessages.resetTokenInvalid);
      if (!users.loginAfterCreatePassword) return { ok: true, value: { loggedIn: false } };
      const loggedIn = await loginQuietly({ username: email, password: newPassword });
      if (loggedIn.ok) notify('success', accountMessages.loggedIn);
      else logger.warn('Automatic login after password creation failed; the shopper logs in manually');
      return { ok: true, value: { loggedIn: loggedIn.ok } };
    },

    async changePassword({ currentPassword, newPassword }) {
      if (!connectivity.isOnline()) return refuse(accountMessages.changePasswordOffline);
      if (!tokens.getToken()) return refuse(accountMessages.mustLogin);
      const response = await send({
        method: 'POST',
        path: accountPaths.changePassword,
        query: userQuery(),
        body: { currentPassword, newPassword },
      });
      if (!isOk(response)) {
        const text = errorText(resultOf(response));
        if (text === undefined) return refuse(accountMessages.somethingWentWrong);
        notify('error', text);
        return { ok: false, message: message(text) };
      }
      // The server ends every session with the old password (the reference server does, issue
      // 18.6): the customer stays signed in through a new sign-in with the new password.
      const email = state.current?.email;
      if (email) {
        const again = await loginQuietly({ username: email, password: newPassword });
        if (!again.ok) logger.warn('Signing in again after the password change failed; the shopper logs in');
      }
      notify('success', accountMessages.passwordChanged);
      return { ok: true, value: undefined, message: message(accountMessages.passwordChanged) };
    },

    async updateProfile(profile) {
      if (!tokens.getToken()) return refuse(accountMessages.mustLogin);
      const previous = state.current;
      const task: ProfileUpdateTask = {
        url: accountPaths.me,
        payload: {
          method: 'POST',
          query: { token: '{{token}}' },
          body: { customer: profileUpdateOf(profile, previous) },
        },
      };
      const failed = async () => {
        // What the shopper sees goes back to what the server has (issue 27.3).
        if (state.current !== previous) await setProfile(previous);
        return refuse(accountMessages.somethingWentWrong);
      };
      const queued = async () => {
        // Kept on this device and sent later: the shopper is told it is queued, not saved.
        await setProfile(profile);
        notify('info', accountMessages.accountDataQueued);
        return {
          ok: true as const,
          value: profile,
          message: message(accountMessages.accountDataQueued),
          queued: true as const,
        };
      };
      let answer: unknown;
      try {
        answer =
          queue && (!queue.execute || !connectivity.isOnline())
            ? await queue.queue(
                bus ? { ...task, callback_event: accountEvents.queuedProfileUpdateSent, silent: true } : task,
              )
            : queue?.execute
              ? await queue.execute({ ...task, silent: true })
              : await http.request({
                  method: 'POST',
                  path: accountPaths.me,
                  query: userQuery(),
                  body: task.payload.body,
                });
      } catch (error) {
        // `execute` persisted the task before sending: one that did not go stays queued.
        if (queue?.execute && isApiError(error) && error.notSent) return await queued();
        logger.error('Profile update failed', error);
        return await failed();
      }
      const envelope = answer as
        | { code?: unknown; resultCode?: unknown; result?: unknown; transmited?: unknown }
        | undefined;
      const code = envelope?.resultCode ?? envelope?.code;
      // A persisted task not sent yet (`transmited: false`, no answer) is queued, not saved.
      if ((code === undefined || code === null) && queue) return await queued();
      if (code === undefined || code === null || Number(code) !== 200) return await failed();
      const updated = isProfile(envelope?.result) ? envelope.result : profile;
      await setProfile(updated);
      bus?.emit(accountEvents.profileUpdated, updated);
      notify('success', accountMessages.accountDataUpdated);
      return { ok: true, value: updated, message: message(accountMessages.accountDataUpdated) };
    },

    async saveAddress(address) {
      const refused = requireUser();
      if (refused) return refused;
      notify('info', accountMessages.saving);
      const ok = await sendAddressBook([...state.current!.addresses, address]);
      return afterAddressCall(ok, accountMessages.addressSaved);
    },

    async updateAddress(address) {
      const refused = requireUser();
      if (refused) return refused;
      const known =
        address.id != null && state.current!.addresses.some((a) => String(a.id) === String(address.id));
      if (!known) return refuse(accountMessages.addressIdMissing);
      notify('info', accountMessages.saving);
      const addresses = state.current!.addresses.map((a) =>
        String(a.id) === String(address.id) ? address : a,
      );
      const ok = await sendAddressBook(addresses);
      return afterAddressCall(ok, accountMessages.addressSaved);
    },

    async removeAddress(addressId) {
      const refused = requireUser();
      if (refused) return refused;
      if (addressId == null || addressId === '') return refuse(accountMessages.addressIdMissing);
      notify('info', accountMessages.removing);
      const response = await send({
        method: 'DELETE',
        path: accountPaths.addressRemove(addressId),
        query: userQuery(),
      });
      return afterAddressCall(isOk(response), accountMessages.addressDeleted);
    },
  };
}
