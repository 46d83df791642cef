import { defaultShopConfig } from '@kauppa/config';
import type {
  ApiRequest,
  ApiResponse,
  Clock,
  Collection,
  Collections,
  Connectivity,
  EventBus,
  IdSource,
  Logger,
  Notifier,
  QueryValue,
  ShopHttp,
} from '@kauppa/ports';
import {
  createEventBus,
  createGlobalConnectivity,
  createRandomIds,
  createSystemClock,
  interpolate,
  isApiError,
  message,
  silentLogger,
} from '@kauppa/ports';
import { type Actor, createActor, fromPromise } from 'xstate';
import { taskQueueEvents, taskQueueMessages } from './messages.ts';
import { taskErrorMessage } from './results.ts';
import { type RefreshInput, type RefreshOutput, tokenRefreshMachine } from './token-refresh.ts';
import type { QueueTokens, StoreDispatcher, SyncTask, SyncTaskInput } from './types.ts';

/** Options of {@link createTaskQueue}. */
export interface TaskQueueOptions {
  /** The HTTP port (`createKyHttp` of `@kauppa/api-client`, or a fake). */
  http: ShopHttp;
  /** The storage port; tasks live in its `syncTasks` collection. */
  collections?: Collections | undefined;
  /** @deprecated The former name of `collections` (issue 30.8); still taken. */
  storage?: Collections | undefined;
  /** Where the user token and refresh token live (the account package provides it). */
  tokens: QueueTokens;
  /** The current server cart id, for tasks holding `{{cartId}}`. */
  getCartId?:
    | (() => string | number | null | undefined | Promise<string | number | null | undefined>)
    | undefined;
  /** Runs `store:` callbacks. */
  dispatch?: StoreDispatcher | undefined;
  /**
   * Called when a task needs the cart id and it is null; by default the `cart-recreate` event is
   * emitted on the bus (commerce-core §4).
   */
  onCartIdMissing?: ((task: SyncTask) => void) | undefined;
  /** @default the system clock */
  clock?: Clock | undefined;
  /** @default random UUIDs */
  ids?: IdSource | undefined;
  /** @default a private event bus */
  bus?: EventBus | undefined;
  /** Error notifications of non-silent tasks; none when absent. */
  notifier?: Notifier | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /** @default the browser's connectivity (online where there is none) */
  connectivity?: Connectivity | undefined;
  /** @default defaultShopConfig.queues.maxNetworkTaskAttempts (1) */
  maxNetworkTaskAttempts?: number | undefined;
  /** @default defaultShopConfig.users.autoRefreshTokens (true) */
  autoRefreshTokens?: boolean | undefined;
  /** Milliseconds a task waits while the token lock is held. @default 1000 */
  lockWaitMs?: number | undefined;
  /**
   * How many lanes a drain sends at once (a task without a lane is a lane of its own). Tasks of
   * one lane always go one after another.
   * @default 6
   */
  concurrency?: number | undefined;
  /**
   * The token refresh's attempt counter to start from (refreshes since the server last accepted
   * the user token; a shop started with given state). @default 0
   */
  tokenRefreshAttempts?: number | undefined;
}

/** The persisted network task queue (commerce-core §3, §4). */
export interface TaskQueue {
  /** Persists the task; it is sent in the background, in order, when online. Resolves once persisted. */
  queue(input: SyncTaskInput): Promise<SyncTask>;
  /** Persists the task and sends it now; resolves with the transmitted task. */
  execute(input: SyncTaskInput): Promise<SyncTask>;
  /** Sends the persisted untransmitted tasks in order; resolves with how many were transmitted. */
  drain(): Promise<number>;
  /** Resends what a reload or a crash left, then drains whenever the connection returns. */
  start(): Promise<number>;
  /** Stops following the connectivity. */
  stop(): void;
  /** The persisted tasks not yet transmitted, in order. */
  untransmitted(): Promise<SyncTask[]>;
  /** Removes the persisted tasks not yet transmitted. */
  clearNotTransmitted(): Promise<void>;
  /**
   * Removes one untransmitted task from storage, so it is never sent, and emits
   * `taskQueueEvents.taskDiscarded` with `{ task }`. Resolves `false` (and changes nothing) when
   * the task is unknown, already transmitted or being sent right now.
   */
  discard(taskId: string): Promise<boolean>;
  /** Tells the token refresh that the user signed in again (releases a failed lock). */
  userLoggedIn(): void;
  /** The token refresh actor (`lock` in its context). */
  readonly tokenRefresh: Actor<typeof tokenRefreshMachine>;
}

/** A task that could not run, e.g. because its cart id is null. */
export class SyncTaskError extends Error {
  override readonly name = 'SyncTaskError';
  readonly task: SyncTask;
  constructor(text: string, task: SyncTask) {
    super(text);
    this.task = task;
  }
}

const TOKEN = '{{token}}';
const CART_ID = '{{cartId}}';

const holds = (task: SyncTask, placeholder: string) =>
  task.url.includes(placeholder) || Object.values(task.payload.query ?? {}).some((v) => v === placeholder);

const is401 = (response: ApiResponse) =>
  response.code === 401 || response.code === '401' || response.status === 401;

const byOrder = (a: SyncTask, b: SyncTask) => a.created_at - b.created_at || a.seq - b.seq;

/**
 * Creates the persisted network task queue: a task is persisted before it is sent, resent after
 * a reload or a crash with its idempotency key, marked transmitted with its result, then its
 * callback runs (`store:` → the dispatcher, otherwise the event bus). A 401 on a user-token task
 * goes through the token refresh machine. See INTERNALS.md for the concurrency.
 *
 * @example
 * const queue = createTaskQueue({ http, collections, tokens, connectivity, bus });
 * await queue.start();
 * await queue.queue({ url: 'cart/update', payload: { method: 'POST', query: { token: '{{token}}', cartId: '{{cartId}}' }, body: { cartItem } }, callback_event: 'store:cart/servercartAfterItemUpdated' });
 */
export function createTaskQueue({
  http,
  collections,
  storage,
  tokens,
  getCartId = () => null,
  dispatch,
  onCartIdMissing,
  clock = createSystemClock(),
  ids = createRandomIds(),
  bus = createEventBus(),
  notifier,
  logger = silentLogger,
  connectivity = createGlobalConnectivity(),
  maxNetworkTaskAttempts = defaultShopConfig.queues.maxNetworkTaskAttempts,
  autoRefreshTokens = defaultShopConfig.users.autoRefreshTokens,
  lockWaitMs = 1000,
  concurrency = 6,
  tokenRefreshAttempts = 0,
}: TaskQueueOptions): TaskQueue {
  const ports = collections ?? storage;
  if (typeof ports?.collection !== 'function')
    throw new TypeError('createTaskQueue: the `collections` option (the storage port) is missing');
  const store: Collection<SyncTask> = ports.collection<SyncTask>('syncTasks');
  const inFlight = new Map<string, Promise<SyncTask>>();
  let seqCounter: Promise<{ next: number }> | undefined;
  let draining: Promise<number> | undefined;
  let unsubscribe: (() => void) | undefined;
  /** Tasks discarded while a drain pass may still hold them. */
  const discarded = new Set<string>();
  /**
   * Tasks that finished (or were dropped) while a drain pass may still hold them in its snapshot:
   * a task already sent is never sent a second time by that pass (issue 16.8). Pruned to the
   * tasks of the current snapshot at the start of every pass.
   */
  const settled = new Set<string>();

  const wait = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

  async function clearNotTransmitted(): Promise<void> {
    for (const [key, task] of await store.entries()) {
      if (!task.transmited) await store.delete(key);
    }
  }

  const tokenRefresh = createActor(
    tokenRefreshMachine.provide({
      actors: {
        refreshToken: fromPromise<RefreshOutput, RefreshInput>(async () => {
          if (tokens.load) {
            // Another tab may have refreshed already (the tokens are shared through storage): its
            // pair is taken, the spent refresh token is not sent again (issue 18.6).
            const [heldToken, heldRefresh] = [await tokens.getToken(), await tokens.getRefreshToken()];
            await tokens.load();
            const [storedToken, storedRefresh] = [await tokens.getToken(), await tokens.getRefreshToken()];
            if (storedToken && storedRefresh && (storedToken !== heldToken || storedRefresh !== heldRefresh))
              return { token: storedToken, refreshToken: storedRefresh };
          }
          const refreshToken = await tokens.getRefreshToken();
          if (!refreshToken) return { token: null };
          const answer = await http.request<unknown>({
            method: 'POST',
            path: 'user/refresh',
            body: { refreshToken },
          });
          if (!(answer.code === 200 || answer.code === '200') || typeof answer.result !== 'string') {
            return { token: null };
          }
          const meta = answer.meta as { refreshToken?: unknown } | undefined;
          return {
            token: answer.result,
            refreshToken: typeof meta?.refreshToken === 'string' ? meta.refreshToken : undefined,
          };
        }),
      },
      actions: {
        storeTokens: (_, output) => {
          void Promise.resolve(
            tokens.setTokens({ token: output.token ?? '', refreshToken: output.refreshToken }),
          ).catch((error: unknown) => logger.error('Could not store the refreshed tokens', error));
        },
        logoutSilently: () => bus.emit(taskQueueEvents.logout, { silent: true }),
        showSignUpModal: () => bus.emit(taskQueueEvents.modalShow, taskQueueEvents.signUpModal),
        clearUntransmittedTasks: () => {
          void clearNotTransmitted().catch((error: unknown) =>
            logger.error('Could not clear the tasks', error),
          );
        },
        notifyRefreshFailure: () => {
          logger.error(taskQueueMessages.refreshTokenInternalError);
          notifier?.notify({
            type: 'error',
            message: message(taskQueueMessages.refreshTokenInternalError),
            action1: { label: message(taskQueueMessages.ok), action: 'close' },
          });
        },
        logRefreshError: (_, { error }) => logger.error('Error refreshing user token', error),
      },
    }),
    {
      input: {
        maxAttempts: maxNetworkTaskAttempts,
        autoRefresh: autoRefreshTokens,
        attempts: tokenRefreshAttempts,
      },
    },
  );
  tokenRefresh.start();
  const lock = () => tokenRefresh.getSnapshot().context.lock;

  async function nextSeq(): Promise<number> {
    seqCounter ??= store.entries().then((entries) => ({
      next: entries.reduce((max, [, t]) => Math.max(max, t.seq ?? 0), 0),
    }));
    const counter = await seqCounter;
    counter.next += 1;
    return counter.next;
  }

  async function persistNew(input: SyncTaskInput): Promise<SyncTask> {
    const now = clock.now();
    const task_id = input.task_id ?? ids.next('task-');
    const task: SyncTask = {
      task_id,
      url: input.url,
      payload: input.payload,
      callback_event: input.callback_event,
      silent: input.silent,
      is_result_cacheable: input.is_result_cacheable ?? false,
      transmited: false,
      transmited_at: null,
      acknowledged: false,
      created_at: now,
      updated_at: now,
      idempotency_key: input.payload.method === 'GET' ? undefined : task_id,
      seq: await nextSeq(),
      ...(input.lane === undefined ? {} : { lane: input.lane }),
    };
    // A task queued again under its id is sent again.
    settled.delete(task_id);
    discarded.delete(task_id);
    await store.set(task_id, task);
    return task;
  }

  function fill(value: string, token: string, cartId: string): string {
    return value.replaceAll(TOKEN, encodeURIComponent(token)).replaceAll(CART_ID, encodeURIComponent(cartId));
  }

  function buildRequest(task: SyncTask, token: string, cartId: string): ApiRequest {
    const query: Record<string, QueryValue> | undefined = task.payload.query
      ? Object.fromEntries(
          Object.entries(task.payload.query).map(([k, v]) => [
            k,
            v === TOKEN ? token : v === CART_ID ? cartId : v,
          ]),
        )
      : undefined;
    return {
      method: task.payload.method,
      path: fill(task.url, token, cartId),
      ...(query ? { query } : {}),
      ...(task.payload.body !== undefined ? { body: task.payload.body } : {}),
      ...(task.payload.form !== undefined ? { form: task.payload.form } : {}),
      ...(task.idempotency_key ? { idempotencyKey: task.idempotency_key } : {}),
    };
  }

  async function finish(task: SyncTask, response: ApiResponse, delivered: boolean): Promise<SyncTask> {
    settled.add(task.task_id);
    const now = clock.now();
    const done: SyncTask = {
      ...task,
      transmited: delivered,
      transmited_at: delivered ? now : null,
      code: response.code,
      resultCode: response.code,
      result: response.result,
      acknowledged: false,
      updated_at: now,
      ...(response.meta === undefined ? {} : { meta: response.meta }),
    };
    // Cacheable results stay in the store (marked transmitted); the others are removed at once, so
    // a crash from here on never resends a delivered task (commerce-core §4).
    if (delivered && done.is_result_cacheable) await store.set(done.task_id, done);
    else await store.delete(done.task_id);
    const errorText = taskErrorMessage(response);
    if (errorText !== null && !task.silent) {
      notifier?.notify({
        type: 'error',
        message: message(errorText),
        action1: { label: message(taskQueueMessages.ok), action: 'close' },
      });
    }
    if (task.callback_event) {
      try {
        if (task.callback_event.startsWith('store:')) {
          const action = task.callback_event.slice('store:'.length);
          if (dispatch) await dispatch(action, done);
          else logger.warn(`No store dispatcher for the callback ${task.callback_event}`);
        } else {
          bus.emit(task.callback_event, done);
        }
      } catch (error) {
        logger.error(`The callback ${task.callback_event} of task ${task.task_id} failed`, error);
      }
    }
    return done;
  }

  async function send(task: SyncTask): Promise<SyncTask> {
    let retries = 0;
    for (;;) {
      const token = (await tokens.getToken()) ?? '';
      const usesToken = holds(task, TOKEN) && token !== '';
      if (usesToken && lock() > 0) {
        logger.debug(`Waiting for the token lock to release for ${task.url}`);
        await wait(lockWaitMs);
        continue;
      }
      if (usesToken && lock() < 0) {
        logger.info(`Aborting the network task ${task.url}`);
        return finish(
          task,
          { status: 401, code: 401, result: taskQueueMessages.refreshTokenUnauthorized },
          false,
        );
      }
      let cartId = '';
      if (holds(task, CART_ID)) {
        const current = await getCartId();
        if (current === null || current === undefined || current === '') {
          const text = interpolate(taskQueueMessages.syncTaskCartIdNull, { url: task.url });
          logger.error(text);
          settled.add(task.task_id);
          await store.delete(task.task_id);
          if (onCartIdMissing) onCartIdMissing(task);
          else bus.emit(taskQueueEvents.cartRecreate, { task });
          throw new SyncTaskError(text, task);
        }
        cartId = String(current);
      }
      let response: ApiResponse;
      try {
        response = await http.request(buildRequest(task, token, cartId));
      } catch (error) {
        if (
          isApiError(error) &&
          ['bad-content-type', 'wrong-format', 'invalid-response'].includes(error.kind)
        ) {
          // The server answered, but not with a usable envelope: resending would fail again.
          return finish(
            task,
            { status: error.status ?? 0, code: error.kind, result: { message: error.message } },
            true,
          );
        }
        throw error;
      }
      if (usesToken && is401(response)) {
        logger.error(taskQueueMessages.invalidToken, { url: task.url, lock: lock() });
        if (!autoRefreshTokens) {
          tokenRefresh.send({ type: 'token.invalid' });
          return finish(task, response, true);
        }
        const stillCurrent = ((await tokens.getToken()) ?? '') === token;
        if (stillCurrent && lock() === 0) tokenRefresh.send({ type: 'token.invalid' });
        if (retries < maxNetworkTaskAttempts) {
          retries += 1;
          continue;
        }
        return finish(task, response, true);
      }
      if (usesToken) tokenRefresh.send({ type: 'token.accepted' });
      return finish(task, response, true);
    }
  }

  function run(task: SyncTask): Promise<SyncTask> {
    const running = inFlight.get(task.task_id);
    if (running) return running;
    const promise = send(task).finally(() => inFlight.delete(task.task_id));
    inFlight.set(task.task_id, promise);
    return promise;
  }

  async function untransmitted(): Promise<SyncTask[]> {
    return (await store.entries())
      .map(([, task]) => task)
      .filter((task) => !task.transmited)
      .sort(byOrder);
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    let stopped = false;
    // By id and seq: a task queued again under its id (cart recreation) is a new attempt.
    const attempted = new Set<string>();
    const attempt = (t: SyncTask) => `${t.task_id}\u0000${t.seq}`;
    // One read of the store per pass (not per task); a new pass picks up tasks queued meanwhile.
    for (;;) {
      const pass = (await untransmitted()).filter((t) => !attempted.has(attempt(t)));
      const inPass = new Set(pass.map((t) => t.task_id));
      for (const id of settled) if (!inPass.has(id)) settled.delete(id);
      if (pass.length === 0) return sent;
      const lanes = new Map<string, SyncTask[]>();
      for (const task of pass) {
        const lane = task.lane ?? `task:${task.task_id}`;
        const list = lanes.get(lane);
        if (list) list.push(task);
        else lanes.set(lane, [task]);
      }
      const queueOfLanes = [...lanes.values()];
      const worker = async () => {
        for (let lane = queueOfLanes.shift(); lane && !stopped; lane = queueOfLanes.shift()) {
          for (const next of lane) {
            if (stopped || !connectivity.isOnline()) {
              stopped = true;
              return;
            }
            attempted.add(attempt(next));
            if (discarded.has(next.task_id) || settled.has(next.task_id)) continue;
            try {
              const done = await run(next);
              if (done.transmited) sent += 1;
            } catch (error) {
              if (error instanceof SyncTaskError) continue;
              logger.warn(`Sending task ${next.task_id} failed; it stays queued`, error);
              stopped = true;
              return;
            }
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
      if (stopped) return sent;
    }
  }

  function drain(): Promise<number> {
    draining ??= drainOnce().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  return {
    tokenRefresh,
    async queue(input) {
      const task = await persistNew(input);
      if (connectivity.isOnline()) {
        void drain().catch((error: unknown) => logger.error('Draining the task queue failed', error));
      }
      return task;
    },
    async execute(input) {
      const task = await persistNew(input);
      try {
        return await run(task);
      } catch (error) {
        if (task.payload.method === 'GET' && !(error instanceof SyncTaskError)) {
          settled.add(task.task_id);
          await store.delete(task.task_id);
        }
        throw error;
      }
    },
    drain,
    async start() {
      unsubscribe?.();
      unsubscribe = connectivity.subscribe((online) => {
        if (online)
          void drain().catch((error: unknown) => logger.error('Draining the task queue failed', error));
      });
      return drain();
    },
    stop() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    untransmitted,
    clearNotTransmitted,
    async discard(taskId) {
      if (inFlight.has(taskId)) return false;
      const task = await store.get(taskId);
      if (!task || task.transmited || inFlight.has(taskId)) return false;
      discarded.add(taskId);
      await store.delete(taskId);
      bus.emit(taskQueueEvents.taskDiscarded, { task });
      return true;
    },
    userLoggedIn: () => tokenRefresh.send({ type: 'user.loggedIn' }),
  };
}
