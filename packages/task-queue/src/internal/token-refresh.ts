import { assign, fromPromise, setup } from 'xstate';

/** Input of the `refreshToken` actor. */
export interface RefreshInput {
  attempt: number;
}

/** What the `refreshToken` actor answers: the new token, or `null` when the refresh was refused. */
export interface RefreshOutput {
  token: string | null;
  refreshToken?: string | undefined;
}

/** Context of the token refresh machine (commerce-core §4 token refresh). */
export interface TokenRefreshContext {
  /** `userTokenInvalidateLock`: 0 free, > 0 a refresh is running (wait 1 s), < 0 refresh failed (abort with 401). */
  lock: number;
  /** Refreshes since the last call the server accepted the user token. */
  attempts: number;
  maxAttempts: number;
  autoRefresh: boolean;
}

/** Events of the token refresh machine. */
export type TokenRefreshEvent =
  /** A task using the user token answered 401. */
  | { type: 'token.invalid' }
  /** A task using the user token was accepted: the attempt count starts again. */
  | { type: 'token.accepted' }
  /** The user signed in again: the lock is released. */
  | { type: 'user.loggedIn' };

/**
 * The token refresh machine. Effects are named and provided by the queue (`.provide()`):
 * `refreshToken` (actor), `storeTokens`, `logoutSilently`, `showSignUpModal`,
 * `clearUntransmittedTasks`, `notifyRefreshFailure`, `logRefreshError`.
 *
 * - `idle` (lock 0): a 401 with automatic refresh off logs out silently and shows the sign-up
 *   modal; with attempts used up it fails with the notification; otherwise it starts `refreshing`.
 * - `refreshing` (lock 1): tasks wait 1 s and retry; success stores the tokens and clears the lock.
 * - `failed` (lock -1): tasks abort with 401 until the user signs in again.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    input: {} as { maxAttempts: number; autoRefresh: boolean; attempts?: number | undefined },
  },
  actors: {
    refreshToken: fromPromise<RefreshOutput, RefreshInput>(async () => ({ token: null })),
  },
  actions: {
    storeTokens: (_, _params: RefreshOutput) => {},
    logoutSilently: () => {},
    showSignUpModal: () => {},
    clearUntransmittedTasks: () => {},
    notifyRefreshFailure: () => {},
    logRefreshError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    autoRefreshOff: ({ context }) => !context.autoRefresh,
    attemptsExceeded: ({ context }) => context.attempts >= context.maxAttempts,
    refreshGaveToken: (_, params: RefreshOutput) => typeof params.token === 'string' && params.token !== '',
  },
}).createMachine({
  id: 'tokenRefresh',
  context: ({ input }) => ({
    lock: 0,
    attempts: input.attempts ?? 0,
    maxAttempts: input.maxAttempts,
    autoRefresh: input.autoRefresh,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ lock: 0 }),
      on: {
        'token.invalid': [
          { guard: 'autoRefreshOff', actions: ['logoutSilently', 'showSignUpModal'] },
          {
            guard: 'attemptsExceeded',
            target: 'failed',
            actions: ['notifyRefreshFailure', assign({ attempts: 0 })],
          },
          { target: 'refreshing', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
        ],
        'token.accepted': { actions: assign({ attempts: 0 }) },
      },
    },
    refreshing: {
      entry: assign({ lock: 1 }),
      invoke: {
        src: 'refreshToken',
        input: ({ context }) => ({ attempt: context.attempts }),
        onDone: [
          {
            guard: { type: 'refreshGaveToken', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'storeTokens', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: { type: 'logRefreshError', params: ({ event }) => ({ error: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logRefreshError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      entry: [assign({ lock: -1 }), 'logoutSilently', 'clearUntransmittedTasks', 'showSignUpModal'],
      on: { 'user.loggedIn': { target: 'idle', actions: assign({ attempts: 0 }) } },
    },
  },
});
