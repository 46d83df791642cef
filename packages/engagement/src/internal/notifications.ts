import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Clock, NotificationRequest, Notifier, TimerHandle } from '@kauppa/ports';
import { message } from '@kauppa/ports';
import { engagementMessages } from './messages.ts';
import { createListeners } from './shared.ts';

/** A notification on screen (accounts-content §3): id, type, message, action1, hasNoTimeout, timeToLive. */
export interface Notification extends NotificationRequest {
  id: number;
  timeToLive: number;
}

/** The notifications store; it is also a {@link Notifier} the core packages can be given. */
export interface NotificationStore extends Notifier {
  /** Adds a notification unless it repeats the last one; answers the one added, or `null`. */
  add(notification: NotificationRequest): Notification | null;
  remove(id: number): void;
  list(): readonly Notification[];
  subscribe(listener: () => void): () => void;
  /** Clears every pending removal timer (the shop stopped); the notifications shown stay listed. */
  stop(): void;
}

/** Options of {@link createNotificationStore}. */
export interface CreateNotificationStoreOptions {
  /** Removal after timeToLive runs on it. */
  clock: Clock;
  /** @default defaultShopConfig.notifications (timeToLiveMs 5000) */
  notifications?: ShopConfig['notifications'];
}

const sameMessage = (a: NotificationRequest, b: NotificationRequest) =>
  a.type === b.type &&
  a.message.id === b.message.id &&
  JSON.stringify(a.message.params ?? {}) === JSON.stringify(b.message.params ?? {});

/**
 * Notifications: deduplicated against the last message, removed after timeToLive (default 5000 ms)
 * unless `hasNoTimeout`; `action1` defaults to an "OK" that closes it (accounts-content §4, §9).
 *
 * @example
 * const notifications = createNotificationStore({ clock: createSystemClock() });
 * notifications.notify({ type: 'success', message: { id: 'Password has successfully been changed' } });
 */
export function createNotificationStore({
  clock,
  notifications: { timeToLiveMs } = defaultShopConfig.notifications,
}: CreateNotificationStoreOptions): NotificationStore {
  const listeners = createListeners();
  const timers = new Map<number, TimerHandle>();
  let list: Notification[] = [];
  let nextId = 0;

  const remove = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(id);
    if (!list.some((n) => n.id === id)) return;
    list = list.filter((n) => n.id !== id);
    listeners.emit();
  };

  const add = (request: NotificationRequest): Notification | null => {
    const last = list.at(-1);
    if (last && sameMessage(last, request)) return null;
    const notification: Notification = {
      ...request,
      action1: request.action1 ?? { label: message(engagementMessages.ok), action: 'close' },
      id: ++nextId,
      timeToLive: request.timeToLive ?? timeToLiveMs,
    };
    list = [...list, notification];
    if (!notification.hasNoTimeout) {
      timers.set(
        notification.id,
        clock.setTimeout(() => remove(notification.id), notification.timeToLive),
      );
    }
    listeners.emit();
    return notification;
  };

  return {
    add,
    notify: (request) => {
      add(request);
    },
    remove,
    list: () => list,
    subscribe: listeners.subscribe,
    stop() {
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
    },
  };
}
