import { generalMessages } from '@kauppa/i18n';

/**
 * The spec's texts the task queue uses, word for word (commerce-core §8 "Transport and token").
 * They are message ids: the shell translates them (`@kauppa/i18n`).
 */
export const taskQueueMessages = {
  invalidToken: 'Invalid token - need to be revalidated',
  refreshTokenUnauthorized: 'Error refreshing user token. User is not authorized to access the resource',
  refreshTokenInternalError:
    'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  syncTaskCartIdNull:
    'Error executing sync task {url} the required cartId argument is null. Re-creating shopping cart synchro.',
  /** The label of the notification actions: the i18n id `generalMessages.ok`. */
  ok: generalMessages.ok,
} as const;

/**
 * Names of the global events the task queue emits on the event-bus port.
 * - `logout`: payload `{ silent: true }`; the account package logs the user out without a notice.
 * - `modalShow`: payload `'modal-signup'`; the shell opens the sign-up modal.
 * - `cartRecreate`: payload `{ task }`; cart-sync re-creates the server cart (commerce-core §4).
 * - `taskDiscarded`: payload `{ task }`; an untransmitted task was discarded (`queue.discard`).
 */
export const taskQueueEvents = {
  logout: 'user-logout',
  modalShow: 'modal-show',
  signUpModal: 'modal-signup',
  cartRecreate: 'cart-recreate',
  taskDiscarded: 'sync-task-discarded',
} as const;
