import type { ShopConfig } from '@kauppa/config';
import type { CartRef } from '@kauppa/contract';
import { isSuccessCode } from '@kauppa/task-queue';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartAction } from './cart-state.ts';
import {
  cartReducer,
  initialCartState,
  isCartConnected,
  isSyncRequired,
  isTotalsSyncRequired,
} from './cart-state.ts';
import { cartItemKey } from './items.ts';
import type { CartMergeAction } from './merge.ts';
import { type CartSyncDiff, cartSyncDiff, decideCartMerge } from './merge.ts';
import type { CartItem, CartState, Id, ServerCartItem } from './types.ts';

/** The configuration the cart sync machine reads (`config.cart`). */
export type CartSyncConfig = {
  cart: Pick<
    ShopConfig['cart'],
    | 'synchronize'
    | 'serverMergeByDefault'
    | 'serverSyncCanRemoveLocalItems'
    | 'serverSyncCanModifyLocalItems'
    | 'maxBypassAttempts'
    | 'bypassThresholdMs'
  >;
};

/** An answer of the shop API as the machine reads it: the envelope's code and result. */
export interface CartAnswer<T> {
  code: number | string;
  result: T;
}

/** The cart as it is persisted in the `cart` collection (commerce-core §4). */
export interface PersistedCart {
  cartItems: CartItem[];
  cartServerToken: Id | undefined;
  cartItemsHash: string | undefined;
  lastCartBypassTs?: number | undefined;
  connectBypassCount?: number | undefined;
}

/** The outcome of one server-side merge step. */
export type ServerMergeResult =
  | { ok: true; serverItem?: ServerCartItem | undefined }
  | { ok: false; code?: number | string | undefined };

/** Input of the cart sync machine. */
export interface CartSyncMachineInput {
  config: CartSyncConfig;
  /** The clock's `now()` (commerce-core §9 bypass threshold). */
  now: () => number;
  /**
   * Whether the customer's session has ended: the token refresh failed (commerce-core §4 token
   * refresh; the task queue's lock is -1). A refusal of a customer call then is no reason to
   * bypass: the session-expired flow logs out and clears what was not sent (issue 28.5).
   * @default never
   */
  sessionEnded?: (() => boolean) | undefined;
}

/** The events of the cart sync machine: the cart actions and the sync lifecycle. */
export type CartSyncEvent =
  | CartAction
  | {
      type: 'connect';
      /** The customer's token; absent for a guest. */
      userToken?: string | undefined;
      guestCart?: boolean | undefined;
      forceClientState?: boolean | undefined;
      /** Merge quantities on the sync that follows (login: the guest cart meets the customer's). */
      mergeQty?: boolean | undefined;
      /**
       * Start-up (the spec's cart token storage): a cart that holds a server token syncs with it
       * instead of creating another server cart.
       */
      reuseServerToken?: boolean | undefined;
    }
  | { type: 'disconnect' }
  | {
      type: 'sync';
      forceClientState?: boolean | undefined;
      forceSync?: boolean | undefined;
      /** Decide the merge only, change nothing. */
      dryRun?: boolean | undefined;
      /** Push the sum of both quantities on a mismatch. */
      mergeQty?: boolean | undefined;
    }
  | { type: 'storage.changed'; record: PersistedCart | undefined };

interface SyncRequest {
  forceClientState: boolean;
  forceSync: boolean;
  dryRun: boolean;
  mergeQty: boolean;
}

/** The context of the cart sync machine. */
export interface CartSyncContext {
  cart: CartState;
  config: CartSyncConfig;
  now: () => number;
  sessionEnded: () => boolean;
  userToken: string | undefined;
  guestCart: boolean;
  forceClientState: boolean;
  /** Merge quantities on the sync after connecting. */
  mergeQty: boolean;
  syncRequest: SyncRequest;
  pendingSync: SyncRequest | undefined;
  /** Keys of lines changed locally while a sync was under way. */
  touched: string[];
  serverItems: ServerCartItem[];
  mergeActions: CartMergeAction[];
  /**
   * Whether the last merge left a totals sync needed (commerce-core §4: totals sync follows the
   * items' "sync needed" rule), decided before the merge saved the new hash.
   */
  totalsSyncRequired: boolean;
  /** What the last merge (or dry run) changed. */
  lastSync: CartSyncDiff | undefined;
  /** How many merges (and dry runs) ran: a caller tells its own sync's diff by it. */
  syncCount: number;
}

const serverSide = (action: CartMergeAction) =>
  action.type === 'deleteServerItem' || action.type === 'pushClientItem';

function mergeKey(action: CartMergeAction): string {
  switch (action.type) {
    case 'deleteServerItem':
    case 'addClientItem':
      return cartItemKey(action.serverItem);
    case 'removeClientItem':
    case 'pushClientItem':
    case 'updateClientItem':
    case 'linkClientItem':
      return cartItemKey(action.clientItem);
    default: {
      const never: never = action;
      throw new TypeError(`Unknown merge action ${JSON.stringify(never)}`);
    }
  }
}

const serverIds = (serverItem: ServerCartItem) => ({
  server_item_id: serverItem.item_id,
  item_id: serverItem.item_id,
  quote_id: serverItem.quote_id,
  server_cart_id: serverItem.quote_id,
});

/** A server cart line as a line of the client's cart, with its server ids. */
function clientLineOf(s: ServerCartItem): CartItem {
  return {
    sku: s.sku,
    qty: s.qty,
    ...(s.name === undefined ? {} : { name: s.name }),
    ...(s.price === undefined ? {} : { price: s.price }),
    ...(s.product_type === undefined ? {} : { type_id: s.product_type }),
    ...(s.product_option === undefined ? {} : { product_option: s.product_option }),
    ...serverIds(s),
  };
}

/** Options of {@link applyMergeOutcome}. */
export interface ApplyMergeOutcomeOptions {
  /** The cart before the merge. */
  state: CartState;
  /** The merge decision (`decideCartMerge`). */
  actions: readonly CartMergeAction[];
  /** The server side's results, aligned with `actions`. */
  results: readonly (ServerMergeResult | undefined)[];
  /** Keys of the lines changed locally during the sync: left alone. @default none */
  touched?: ReadonlySet<string> | undefined;
}

/**
 * Applies the client side of a merge to the cart (commerce-core §4 cart sync), after the server
 * side ran with `results` (aligned with `actions`). Lines changed locally during the sync
 * (`touched`) are left alone: the next sync settles them. A failed item update restores the
 * previous quantity, or removes the item when there is none; a server delete refused brings the
 * line back (the server cart still holds it).
 */
export function applyMergeOutcome({
  state,
  actions,
  results,
  touched = new Set(),
}: ApplyMergeOutcomeOptions): CartState {
  let cart = state;
  actions.forEach((action, index) => {
    if (touched.has(mergeKey(action))) return;
    const result = results[index];
    switch (action.type) {
      case 'deleteServerItem': {
        // A delete the server refused: the server cart still holds the line, so the cart shows it
        // again (issue 30.2: never gone here while the server keeps it), unless a line of its key
        // is in the cart (a duplicated server line).
        if (result?.ok !== false) return;
        const key = cartItemKey(action.serverItem);
        if (cart.cartItems.some((line) => cartItemKey(line) === key)) return;
        cart = cartReducer(cart, { type: 'cart.add', item: clientLineOf(action.serverItem) });
        return;
      }
      case 'addClientItem':
        cart = cartReducer(cart, { type: 'cart.add', item: clientLineOf(action.serverItem) });
        return;
      case 'removeClientItem':
        cart = cartReducer(cart, { type: 'cart.delete', item: action.clientItem });
        return;
      case 'updateClientItem':
        cart = cartReducer(cart, {
          type: 'cart.updateProps',
          item: action.clientItem,
          props: {
            qty: action.serverItem.qty,
            prev_qty: action.clientItem.qty,
            ...serverIds(action.serverItem),
          },
        });
        return;
      case 'linkClientItem':
        cart = cartReducer(cart, {
          type: 'cart.updateProps',
          item: action.clientItem,
          props: serverIds(action.serverItem),
        });
        return;
      case 'pushClientItem': {
        if (result?.ok) {
          const answer = result.serverItem;
          cart = cartReducer(cart, {
            type: 'cart.updateProps',
            item: action.clientItem,
            props: answer ? { qty: answer.qty, ...serverIds(answer) } : {},
          });
          return;
        }
        const current = cart.cartItems.find((line) => cartItemKey(line) === cartItemKey(action.clientItem));
        if (current && (current.prev_qty ?? 0) > 0) {
          cart = cartReducer(cart, {
            type: 'cart.updateProps',
            item: current,
            props: { qty: current.prev_qty as number },
          });
        } else {
          cart = cartReducer(cart, { type: 'cart.delete', item: action.clientItem });
        }
        return;
      }
      default: {
        const never: never = action;
        throw new TypeError(`Unknown merge action ${JSON.stringify(never)}`);
      }
    }
  });
  return cart;
}

/** A customer's cart (not a guest's) whose session ended: its token refresh failed. */
const customerSessionEnded = (context: CartSyncContext) =>
  !context.guestCart && context.userToken !== undefined && context.sessionEnded();

const notProvided = (name: string) => () => {
  throw new Error(`The cart effect "${name}" was not provided; attach it with machine.provide()`);
};

/** Cart actions after which a connected cart pushes its state to the server. */
const localChanges = new Set<CartAction['type']>([
  'cart.add',
  'cart.delete',
  'cart.deleteNonConfirmed',
  'cart.update',
]);

/**
 * The cart sync machine (commerce-core §4 cart, cart sync). States: `restoring` → `disconnected`
 * ↔ `connecting` → `connected` (`idle`, `syncing`, `merging`) or `skipped`. Its effects are named —
 * `restoreCart`, `createServerCart`, `pullServerCart`, `applyServerMerge` (actors), `persistCart`,
 * `log` and `mergeCompleted` (actions) — and attached with `.provide()`; {@link createCart} provides them from the
 * ports.
 *
 * @example
 * const machine = cartSyncMachine.provide({ actors: { createServerCart: fromPromise(async () => ...) } });
 */
export const cartSyncMachine = setup({
  types: {
    context: {} as CartSyncContext,
    events: {} as CartSyncEvent,
    input: {} as CartSyncMachineInput,
  },
  actors: {
    restoreCart: fromPromise<PersistedCart | undefined, void>(notProvided('restoreCart')),
    createServerCart: fromPromise<CartAnswer<Id | unknown>, { userToken: string | undefined }>(
      notProvided('createServerCart'),
    ),
    pullServerCart: fromPromise<
      CartAnswer<ServerCartItem[] | unknown>,
      {
        ref: CartRef;
        /** The sync sends the client's state (a local change): a retry must send it too. */
        forceClientState?: boolean | undefined;
      }
    >(notProvided('pullServerCart')),
    applyServerMerge: fromPromise<
      Array<ServerMergeResult | undefined>,
      { ref: CartRef; actions: CartMergeAction[]; forceClientState?: boolean | undefined }
    >(notProvided('applyServerMerge')),
  },
  actions: {
    /** Writes the persisted part of the cart (items, server token, hash) to storage. */
    persistCart: (_args, _params: { cart: CartState }) => {},
    /** Logs through the Logger port. */
    log: (_args, _params: { level: 'info' | 'warn' | 'error'; message: string; details?: unknown }) => {},
    /** Runs after every completed merge; the cart follows with a totals sync when one is needed. */
    mergeCompleted: (_args, _params: { totalsSyncRequired: boolean }) => {},
    /** Remembers a sync asked for while one is under way; it runs next, with the client state forced. */
    queueSync: assign(({ context, event }) => ({
      pendingSync: {
        forceClientState:
          (context.pendingSync?.forceClientState ?? false) ||
          (event.type === 'sync' && event.forceClientState === true),
        forceSync: true,
        dryRun: false,
        mergeQty:
          (context.pendingSync?.mergeQty ?? false) || (event.type === 'sync' && event.mergeQty === true),
      },
    })),
  },
  guards: {
    answered200: (_args, params: { code: number | string }) => isSuccessCode(params.code),
    /**
     * A refused sync within the maximum bypass attempts, while the customer's session lives: once
     * the token refresh failed nothing is sent any more — no guest cart takes the lines the
     * session-expired flow clears (issue 28.5, commerce-core §4 token refresh).
     */
    canBypass: ({ context }) =>
      context.cart.connectBypassCount < context.config.cart.maxBypassAttempts &&
      !customerSessionEnded(context),
    /** Only a 401 on cart create retries as a guest (commerce-core §4 cart sync). */
    unauthorized: (_args, params: { code: number | string }) => params.code === 401 || params.code === '401',
    /** A 401 on cart create within the maximum bypass attempts, while the customer's session lives. */
    canBypassUnauthorized: ({ context }, params: { code: number | string }) =>
      (params.code === 401 || params.code === '401') &&
      context.cart.connectBypassCount < context.config.cart.maxBypassAttempts &&
      !customerSessionEnded(context),
    syncWanted: ({ context, event }) =>
      context.config.cart.synchronize &&
      event.type === 'sync' &&
      (event.forceSync === true || isSyncRequired(context.cart)),
    hasPendingSync: ({ context }) => context.pendingSync !== undefined,
    restoredConnected: ({ context }) => isCartConnected(context.cart),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cart: initialCartState(),
    config: input.config,
    now: input.now,
    sessionEnded: input.sessionEnded ?? (() => false),
    userToken: undefined,
    guestCart: true,
    forceClientState: false,
    mergeQty: false,
    syncRequest: { forceClientState: false, forceSync: false, dryRun: false, mergeQty: false },
    pendingSync: undefined,
    touched: [],
    serverItems: [],
    mergeActions: [],
    totalsSyncRequired: false,
    lastSync: undefined,
    syncCount: 0,
  }),
  initial: 'restoring',
  on: {
    'cart.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const action = event as CartAction;
        const cart = cartReducer(context.cart, action);
        const local = localChanges.has(action.type);
        const touched =
          local && 'item' in action ? [...context.touched, cartItemKey(action.item)] : context.touched;
        enqueue.assign({ cart, touched });
        enqueue({ type: 'persistCart', params: { cart } });
        if (local && context.config.cart.synchronize && isCartConnected(cart)) {
          enqueue.raise({ type: 'sync', forceClientState: true });
        }
      }),
    },
    'storage.changed': {
      actions: assign(({ context, event }) => {
        const record = event.record;
        return {
          cart: {
            ...context.cart,
            cartItems: record?.cartItems ?? [],
            cartServerToken: record?.cartServerToken,
            cartItemsHash: record?.cartItemsHash,
            lastCartBypassTs: record?.lastCartBypassTs,
            connectBypassCount: record?.connectBypassCount ?? context.cart.connectBypassCount,
          },
        };
      }),
    },
    disconnect: {
      target: '.disconnected',
      actions: [
        assign(({ context }) => ({
          cart: cartReducer(context.cart, { type: 'cart.serverToken', token: undefined }),
          userToken: undefined,
          pendingSync: undefined,
        })),
        { type: 'persistCart', params: ({ context }) => ({ cart: context.cart }) },
      ],
    },
    connect: [
      {
        guard: ({ context, event }) => event.reuseServerToken === true && isCartConnected(context.cart),
        target: '.connected.syncing',
        actions: assign(({ context, event }) => ({
          userToken: event.userToken,
          guestCart: event.guestCart === true || event.userToken === undefined,
          forceClientState: event.forceClientState === true,
          mergeQty: event.mergeQty === true,
          pendingSync: undefined,
          syncRequest: {
            forceClientState: event.forceClientState === true,
            forceSync: true,
            dryRun: !context.config.cart.serverMergeByDefault,
            mergeQty: event.mergeQty === true,
          },
        })),
      },
      {
        target: '.connecting',
        actions: assign(({ context, event }) => {
          let cart = context.cart;
          const since =
            cart.lastCartBypassTs === undefined ? undefined : context.now() - cart.lastCartBypassTs;
          // After the bypass threshold (24 minutes) the bypass attempts count from zero again.
          if (since !== undefined && since >= context.config.cart.bypassThresholdMs) {
            cart = cartReducer(cart, { type: 'cart.updateBypassCounter', counter: 0, reset: true });
          }
          // A bypass to a guest cart is for the failing call only (issue 28.4): every connect with
          // the customer's token — a sign-in, a token refresh, a load of a signed-in session — asks
          // the customer's cart again and merges the lines into it (the platform client's
          // core/modules/cart/store/actions/connectActions.ts `authorize` connects with
          // guestCart: false).
          return {
            cart,
            userToken: event.userToken,
            guestCart: event.guestCart === true || event.userToken === undefined,
            forceClientState: event.forceClientState === true,
            mergeQty: event.mergeQty === true,
            pendingSync: undefined,
          };
        }),
      },
    ],
  },
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        src: 'restoreCart',
        onDone: [
          {
            guard: ({ event }) => event.output !== undefined,
            target: 'restored',
            actions: assign(({ context, event }) => ({
              cart: {
                ...context.cart,
                cartItems: event.output?.cartItems ?? [],
                cartServerToken: event.output?.cartServerToken,
                cartItemsHash: event.output?.cartItemsHash,
                lastCartBypassTs: event.output?.lastCartBypassTs,
                connectBypassCount: event.output?.connectBypassCount ?? 0,
              },
            })),
          },
          { target: 'disconnected' },
        ],
        onError: {
          target: 'disconnected',
          actions: {
            type: 'log',
            params: ({ event }) => ({ level: 'error', message: 'Cart restore failed', details: event.error }),
          },
        },
      },
    },
    restored: {
      always: [{ guard: 'restoredConnected', target: 'connected' }, { target: 'disconnected' }],
    },
    disconnected: {
      on: {
        'storage.changed': {
          guard: ({ event }) => event.record !== undefined && isCartConnected(event.record),
          target: 'connected',
          reenter: true,
          actions: assign(({ context, event }) => ({
            cart: {
              ...context.cart,
              cartItems: event.record?.cartItems ?? [],
              cartServerToken: event.record?.cartServerToken,
              cartItemsHash: event.record?.cartItemsHash,
            },
          })),
        },
      },
    },
    skipped: {},
    connecting: {
      tags: ['busy'],
      invoke: {
        src: 'createServerCart',
        input: ({ context }) => ({ userToken: context.guestCart ? undefined : context.userToken }),
        onDone: [
          {
            guard: { type: 'answered200', params: ({ event }) => ({ code: event.output.code }) },
            target: 'connected.syncing',
            actions: [
              assign(({ context, event }) => ({
                cart: cartReducer(context.cart, {
                  type: 'cart.serverToken',
                  token: event.output.result as Id,
                }),
                syncRequest: {
                  forceClientState: context.forceClientState,
                  forceSync: true,
                  dryRun: !context.config.cart.serverMergeByDefault,
                  mergeQty: context.mergeQty,
                },
              })),
              { type: 'persistCart', params: ({ context }) => ({ cart: context.cart }) },
              {
                type: 'log',
                params: ({ event }) => ({
                  level: 'info',
                  message: 'Server cart token created.',
                  details: event.output.result,
                }),
              },
            ],
          },
          {
            guard: { type: 'canBypassUnauthorized', params: ({ event }) => ({ code: event.output.code }) },
            target: 'connecting',
            reenter: true,
            actions: [
              assign(({ context }) => ({
                cart: cartReducer(context.cart, {
                  type: 'cart.updateBypassCounter',
                  counter: 1,
                  at: context.now(),
                }),
                guestCart: true,
              })),
              { type: 'persistCart', params: ({ context }) => ({ cart: context.cart }) },
              {
                type: 'log',
                params: ({ context, event }) => ({
                  level: 'warn',
                  message: `Bypassing with guest cart ${context.cart.connectBypassCount}`,
                  details: event.output.result,
                }),
              },
            ],
          },
          {
            guard: { type: 'unauthorized', params: ({ event }) => ({ code: event.output.code }) },
            target: 'skipped',
            actions: {
              type: 'log',
              params: ({ event }) => ({
                level: 'warn',
                message: 'Cart sync skipped: no server cart after the maximum bypass attempts',
                details: event.output.result,
              }),
            },
          },
          {
            // Any other refusal is no reason to bypass: the cart stays disconnected, the next
            // connect asks again.
            target: 'disconnected',
            actions: {
              type: 'log',
              params: ({ event }) => ({
                level: 'error',
                message: 'Cart token request failed',
                details: event.output.result,
              }),
            },
          },
        ],
        onError: {
          target: 'disconnected',
          actions: {
            type: 'log',
            params: ({ event }) => ({
              level: 'error',
              message: 'Cart token request failed',
              details: event.error,
            }),
          },
        },
      },
    },
    connected: {
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: 'hasPendingSync',
            target: 'syncing',
            actions: assign(({ context }) => ({
              syncRequest: context.pendingSync as SyncRequest,
              pendingSync: undefined,
            })),
          },
          on: {
            sync: {
              guard: 'syncWanted',
              target: 'syncing',
              actions: assign(({ event }) => ({
                syncRequest: {
                  forceClientState: event.forceClientState === true,
                  forceSync: event.forceSync === true,
                  dryRun: event.dryRun === true,
                  mergeQty: event.mergeQty === true,
                },
              })),
            },
          },
        },
        syncing: {
          tags: ['busy'],
          entry: assign({ touched: [] }),
          on: { sync: { actions: 'queueSync' } },
          invoke: {
            src: 'pullServerCart',
            input: ({ context }) => ({
              ref: {
                cartId: context.cart.cartServerToken as Id,
                token: context.guestCart ? undefined : context.userToken,
              },
              forceClientState: context.syncRequest.forceClientState,
            }),
            onDone: [
              {
                guard: ({ context, event }) => isSuccessCode(event.output.code) && context.syncRequest.dryRun,
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    lastSync: cartSyncDiff({
                      actions: decideCartMerge({
                        client: context.cart.cartItems,
                        server: (event.output.result as ServerCartItem[]) ?? [],
                        forceClientState: context.syncRequest.forceClientState,
                        serverSyncCanRemoveLocalItems: context.config.cart.serverSyncCanRemoveLocalItems,
                        serverSyncCanModifyLocalItems: context.config.cart.serverSyncCanModifyLocalItems,
                        mergeQty: context.syncRequest.mergeQty,
                      }),
                      dryRun: true,
                    }),
                    syncCount: context.syncCount + 1,
                  })),
                  {
                    type: 'log',
                    params: ({ context }) => ({
                      level: 'info',
                      message: context.config.cart.serverMergeByDefault
                        ? 'Cart merge (dry run)'
                        : 'Cart merge (dry run, config.cart.serverMergeByDefault is off)',
                      details: context.lastSync,
                    }),
                  },
                ],
              },
              {
                guard: { type: 'answered200', params: ({ event }) => ({ code: event.output.code }) },
                target: 'merging',
                actions: assign(({ context, event }) => {
                  const serverItems = (event.output.result as ServerCartItem[]) ?? [];
                  return {
                    serverItems,
                    mergeActions: decideCartMerge({
                      client: context.cart.cartItems,
                      server: serverItems,
                      forceClientState: context.syncRequest.forceClientState,
                      serverSyncCanRemoveLocalItems: context.config.cart.serverSyncCanRemoveLocalItems,
                      serverSyncCanModifyLocalItems: context.config.cart.serverSyncCanModifyLocalItems,
                      mergeQty: context.syncRequest.mergeQty,
                    }),
                  };
                }),
              },
              {
                guard: 'canBypass',
                target: '#cart.connecting',
                actions: [
                  assign(({ context }) => ({
                    cart: cartReducer(context.cart, {
                      type: 'cart.updateBypassCounter',
                      counter: 1,
                      at: context.now(),
                    }),
                    guestCart: true,
                    forceClientState: context.syncRequest.forceClientState,
                  })),
                  { type: 'persistCart', params: ({ context }) => ({ cart: context.cart }) },
                  {
                    type: 'log',
                    params: ({ context, event }) => ({
                      level: 'warn',
                      message: `Bypassing with guest cart ${context.cart.connectBypassCount}`,
                      details: event.output.result,
                    }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'log',
                  params: ({ event }) => ({
                    level: 'error',
                    message: 'Cart sync failed',
                    details: event.output.result,
                  }),
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'log',
                params: ({ event }) => ({
                  level: 'error',
                  message: 'Cart sync failed',
                  details: event.error,
                }),
              },
            },
          },
        },
        merging: {
          tags: ['busy'],
          on: { sync: { actions: 'queueSync' } },
          invoke: {
            src: 'applyServerMerge',
            input: ({ context }) => ({
              ref: {
                cartId: context.cart.cartServerToken as Id,
                token: context.guestCart ? undefined : context.userToken,
              },
              actions: context.mergeActions.filter(serverSide),
              forceClientState: context.syncRequest.forceClientState,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  const serverResults = event.output;
                  let next = 0;
                  const results = context.mergeActions.map((action) =>
                    serverSide(action) ? serverResults[next++] : undefined,
                  );
                  const touched = new Set(context.touched);
                  let cart = applyMergeOutcome({
                    state: context.cart,
                    actions: context.mergeActions,
                    results,
                    touched,
                  });
                  const totalsSyncRequired = isTotalsSyncRequired(cart);
                  cart = cartReducer(cart, { type: 'cart.saveHash' });
                  cart = cartReducer(cart, { type: 'cart.markSync', at: context.now() });
                  return {
                    cart,
                    mergeActions: [],
                    serverItems: [],
                    totalsSyncRequired,
                    lastSync: cartSyncDiff({ actions: context.mergeActions, results }),
                    syncCount: context.syncCount + 1,
                    pendingSync:
                      context.pendingSync ??
                      (touched.size > 0
                        ? { forceClientState: true, forceSync: true, dryRun: false, mergeQty: false }
                        : undefined),
                  };
                }),
                { type: 'persistCart', params: ({ context }) => ({ cart: context.cart }) },
                {
                  type: 'mergeCompleted',
                  params: ({ context }) => ({ totalsSyncRequired: context.totalsSyncRequired }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'log',
                params: ({ event }) => ({
                  level: 'error',
                  message: 'Cart merge failed',
                  details: event.error,
                }),
              },
            },
          },
        },
      },
    },
  },
});
