import type { Message } from './translator.ts';

/** Kinds of notification (commerce-core §3 notification). */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** An action button of a notification, e.g. "OK" or "Proceed to checkout". */
export interface NotificationAction {
  label: Message;
  /** A name the shell maps to behaviour (`'close'`, `'goToCheckout'`, …). @default 'close' */
  action?: string;
}

/** A notification the core asks the shell to show (commerce-core §3, accounts-content §3). */
export interface NotificationRequest {
  type: NotificationType;
  message: Message;
  action1?: NotificationAction;
  action2?: NotificationAction;
  hasNoTimeout?: boolean;
  /** Milliseconds; the shell uses the configured default (5000) when unset. */
  timeToLive?: number;
}

/** The notifier port: core packages ask for notifications; the shell shows them. */
export interface Notifier {
  notify(notification: NotificationRequest): void;
}

/** A notifier for tests that records what was asked. */
export interface RecordingNotifier extends Notifier {
  readonly notifications: ReadonlyArray<NotificationRequest>;
  /** Message ids of the recorded notifications, in order. */
  ids(): string[];
}

/** Creates a {@link RecordingNotifier}. */
export function createRecordingNotifier(): RecordingNotifier {
  const notifications: NotificationRequest[] = [];
  return {
    notifications,
    notify: (n) => {
      notifications.push(n);
    },
    ids: () => notifications.map((n) => n.message.id),
  };
}
