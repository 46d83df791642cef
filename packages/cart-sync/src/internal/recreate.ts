import type { EventBus, Logger } from '@kauppa/ports';
import { silentLogger } from '@kauppa/ports';
import type { SyncTask, TaskQueue } from '@kauppa/task-queue';
import { taskQueueEvents } from '@kauppa/task-queue';
import type { Cart } from './cart.ts';

/** Options of {@link recreateCartOnMissingCartId}. */
export interface CartRecreationOptions {
  /** The cart that connects a new server cart. */
  cart: Cart;
  /** The task queue whose tasks are sent again once the cart holds a server token. */
  queue: Pick<TaskQueue, 'queue'>;
  /** The bus the queue emits `taskQueueEvents.cartRecreate` on. */
  bus: EventBus;
  /** @default silentLogger */
  logger?: Logger | undefined;
}

/** A running cart recreation: stop it, or wait until the recreations under way are done. */
export interface CartRecreation {
  /** Stops following the queue's `cart-recreate` event. */
  stop(): void;
  /** Resolves when no recreation and no resend is under way. */
  whenIdle(): Promise<void>;
}

/**
 * A task whose cartId is null triggers recreation of the cart (commerce-core §4 network tasks):
 * on the queue's `cart-recreate` event the cart connects a new server cart (as the customer it
 * was connected for, else as a guest), then the task is queued again under its own id. Tasks
 * missing the cart id at the same time share one recreation. When no server cart could be
 * connected (cart sync off, or skipped) the task is not sent again and a warning is logged.
 *
 * @example
 * const recreation = recreateCartOnMissingCartId({ cart, queue, bus, logger });
 * // later: recreation.stop();
 */
export function recreateCartOnMissingCartId({
  cart,
  queue,
  bus,
  logger = silentLogger,
}: CartRecreationOptions): CartRecreation {
  let connecting: Promise<boolean> | undefined;
  const running = new Set<Promise<void>>();

  const reconnect = (): Promise<boolean> => {
    connecting ??= (async () => {
      if (!cart.isConnected()) {
        const { userToken, guestCart } = cart.actor.getSnapshot().context;
        await cart.connect(guestCart || userToken === undefined ? {} : { userToken });
      }
      return cart.isConnected();
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const resend = async (task: SyncTask) => {
    if (!(await reconnect())) {
      logger.warn(`No server cart could be created; the task ${task.url} is not sent again`);
      return;
    }
    await queue.queue({
      task_id: task.task_id,
      url: task.url,
      payload: task.payload,
      callback_event: task.callback_event,
      silent: task.silent,
      is_result_cacheable: task.is_result_cacheable,
      lane: task.lane,
    });
  };

  const unsubscribe = bus.on<{ task?: SyncTask } | undefined>(taskQueueEvents.cartRecreate, (payload) => {
    const task = payload?.task;
    if (!task) return;
    const done: Promise<void> = resend(task)
      .catch((error: unknown) => logger.error('Re-creating the shopping cart failed', error))
      .finally(() => running.delete(done));
    running.add(done);
  });

  return {
    stop: unsubscribe,
    async whenIdle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
