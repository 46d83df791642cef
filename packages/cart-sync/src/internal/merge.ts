import { cartItemKey } from './items.ts';
import type { CartItem, ServerCartItem } from './types.ts';

/** The switches of {@link decideCartMerge} (commerce-core §4 cart sync; `config.cart`). */
export interface CartMergeOptions {
  /** The client state wins: server-only items are deleted on the server, client items pushed. */
  forceClientState: boolean;
  /** A client item missing on the server is removed locally (else pushed to the server). */
  serverSyncCanRemoveLocalItems: boolean;
  /** A quantity mismatch is settled locally with the server's quantity (else pushed to the server). */
  serverSyncCanModifyLocalItems: boolean;
  /**
   * Merge quantities: a quantity mismatch pushed to the server sends the sum of both sides'
   * quantities (the platform's `mergeQty`, used when a guest cart meets the customer's on login).
   * @default false
   */
  mergeQty?: boolean | undefined;
}

/** Options of {@link decideCartMerge}: the two carts and the switches. */
export interface DecideCartMergeOptions extends CartMergeOptions {
  /** The client cart's lines. */
  client: readonly CartItem[];
  /** The server cart's lines (`cart/pull`). */
  server: readonly ServerCartItem[];
}

/**
 * One step of a cart merge. Server-side steps (`deleteServerItem`, `pushClientItem`) are sent to
 * the server; client-side steps change the local cart.
 */
export type CartMergeAction =
  /** A server item missing locally, client state forced: delete it on the server. */
  | { type: 'deleteServerItem'; serverItem: ServerCartItem }
  /** A server item missing locally: add it to the local cart. */
  | { type: 'addClientItem'; serverItem: ServerCartItem }
  /** A client item missing on the server: remove it locally. */
  | { type: 'removeClientItem'; clientItem: CartItem }
  /** A client item missing on the server, or with another quantity: send the client's to the server. */
  | { type: 'pushClientItem'; clientItem: CartItem; serverItem: ServerCartItem | undefined }
  /** A quantity mismatch settled locally: take the server's quantity. */
  | { type: 'updateClientItem'; clientItem: CartItem; serverItem: ServerCartItem }
  /** The same line on both sides: keep the server's ids on the client item. */
  | { type: 'linkClientItem'; clientItem: CartItem; serverItem: ServerCartItem };

/** The type names of {@link CartMergeAction}. */
export type CartMergeActionType = CartMergeAction['type'];

/**
 * Decides how client and server carts merge, as a list of actions — pure, no I/O
 * (commerce-core §4 cart sync). Lines are compared by sku and options:
 * - a server item missing locally is deleted on the server when the client state is forced,
 *   otherwise added to the local cart;
 * - a client item missing on the server is pushed to the server when the client state is forced or
 *   the server may not remove local items, otherwise removed locally;
 * - a quantity mismatch is pushed to the server when the client state is forced or the server may
 *   not modify local items, otherwise the local quantity becomes the server's.
 *
 * @example
 * const actions = decideCartMerge({
 *   client,
 *   server,
 *   forceClientState: false,
 *   serverSyncCanRemoveLocalItems: false,
 *   serverSyncCanModifyLocalItems: false,
 * });
 */
export function decideCartMerge({
  client,
  server,
  forceClientState,
  serverSyncCanRemoveLocalItems,
  serverSyncCanModifyLocalItems,
  mergeQty = false,
}: DecideCartMergeOptions): CartMergeAction[] {
  const actions: CartMergeAction[] = [];
  const serverByKey = new Map<string, ServerCartItem>();
  for (const serverItem of server) {
    const key = cartItemKey(serverItem);
    if (serverByKey.has(key)) {
      // A duplicated line on the server: the first one stands, the others go.
      actions.push({ type: 'deleteServerItem', serverItem });
      continue;
    }
    serverByKey.set(key, serverItem);
  }
  const clientKeys = new Set<string>();
  for (const clientItem of client) {
    const key = cartItemKey(clientItem);
    clientKeys.add(key);
    const serverItem = serverByKey.get(key);
    if (!serverItem) {
      actions.push(
        forceClientState || !serverSyncCanRemoveLocalItems
          ? { type: 'pushClientItem', clientItem, serverItem: undefined }
          : { type: 'removeClientItem', clientItem },
      );
    } else if (serverItem.qty !== clientItem.qty) {
      actions.push(
        forceClientState || !serverSyncCanModifyLocalItems
          ? {
              type: 'pushClientItem',
              clientItem: mergeQty ? { ...clientItem, qty: clientItem.qty + serverItem.qty } : clientItem,
              serverItem,
            }
          : { type: 'updateClientItem', clientItem, serverItem },
      );
    } else if (
      clientItem.server_item_id !== serverItem.item_id ||
      clientItem.item_id !== serverItem.item_id
    ) {
      actions.push({ type: 'linkClientItem', clientItem, serverItem });
    }
  }
  for (const [key, serverItem] of serverByKey) {
    if (clientKeys.has(key)) continue;
    actions.push(
      forceClientState ? { type: 'deleteServerItem', serverItem } : { type: 'addClientItem', serverItem },
    );
  }
  return actions;
}

/** What a cart sync changed (the platform's diff log): each list holds the lines concerned. */
export interface CartSyncDiff {
  /** A merge ran (false: no sync was needed, or the cart is not connected). */
  synced: boolean;
  /** Decided only, nothing applied (`dryRun`, or `config.cart.serverMergeByDefault` off on connect). */
  dryRun: boolean;
  /** Server lines added to the local cart. */
  added: ServerCartItem[];
  /** Local lines whose quantity became the server's: the line, the new and the previous qty. */
  updated: Array<{ item: CartItem; qty: number; previousQty: number }>;
  /** Local lines removed (missing on the server). */
  removed: CartItem[];
  /** Client lines sent to the server (missing there, or another quantity), with the qty sent. */
  pushed: CartItem[];
  /**
   * Client lines the server refused (restored to their previous qty, or removed), and lines whose
   * delete the server refused (back in the cart).
   */
  refused: CartItem[];
  /** Server lines deleted on the server (client state forced, or a duplicated line). */
  deletedOnServer: ServerCartItem[];
}

/** Options of {@link cartSyncDiff}. */
export interface CartSyncDiffOptions {
  /** The merge decision (`decideCartMerge`). */
  actions: readonly CartMergeAction[];
  /** The server side's results aligned with `actions`; a missing result counts as done. @default [] */
  results?: readonly ({ ok: boolean } | undefined)[] | undefined;
  /** The merge was only decided. @default false */
  dryRun?: boolean | undefined;
}

/** The diff of a sync that did not merge. */
export const emptyCartSyncDiff: CartSyncDiff = Object.freeze({
  synced: false,
  dryRun: false,
  added: [],
  updated: [],
  removed: [],
  pushed: [],
  refused: [],
  deletedOnServer: [],
}) as CartSyncDiff;

/**
 * What a merge changed (commerce-core §4 cart sync: "a sync returns its diff"): added, updated,
 * removed and pushed lines, from the merge decision and the server side's results. Lines kept as
 * they were (`linkClientItem`) are not listed.
 *
 * @example
 * cartSyncDiff({ actions: decideCartMerge({ client, server, ...config.cart, forceClientState: false }), dryRun: true });
 */
export function cartSyncDiff({ actions, results = [], dryRun = false }: CartSyncDiffOptions): CartSyncDiff {
  const diff: CartSyncDiff = {
    synced: true,
    dryRun,
    added: [],
    updated: [],
    removed: [],
    pushed: [],
    refused: [],
    deletedOnServer: [],
  };
  actions.forEach((action, index) => {
    const failed = !dryRun && results[index]?.ok === false;
    switch (action.type) {
      case 'addClientItem':
        diff.added.push(action.serverItem);
        return;
      case 'updateClientItem':
        diff.updated.push({
          item: action.clientItem,
          qty: action.serverItem.qty,
          previousQty: action.clientItem.qty,
        });
        return;
      case 'removeClientItem':
        diff.removed.push(action.clientItem);
        return;
      case 'pushClientItem':
        (failed ? diff.refused : diff.pushed).push(action.clientItem);
        return;
      case 'deleteServerItem':
        if (!failed) diff.deletedOnServer.push(action.serverItem);
        else {
          const { sku, qty, product_option } = action.serverItem;
          diff.refused.push({ sku, qty, ...(product_option === undefined ? {} : { product_option }) });
        }
        return;
      case 'linkClientItem':
        return;
    }
  });
  return diff;
}
