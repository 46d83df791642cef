import type { Notification } from '@kauppa/engagement';
import type { NotificationAction } from '@kauppa/ports';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { goToCheckout } from '../shop/navigation.ts';
import { useNotifications, useShop } from '../shop/react.tsx';

/**
 * The notifications on screen (accounts-content §3, §4): success green, error red, warning
 * yellow (theme colours of §9), removed after their time to live by the store, each with its
 * actions (OK closes; "Proceed to checkout" goes to checkout). Rendered inside the live region
 * of `NotificationArea`.
 */
export function NotificationList() {
  const t = useT();
  const shop = useShop();
  const navigate = useNavigate();
  const { list, store } = useNotifications();

  const run = (notification: Notification, action: NotificationAction | undefined) => {
    store?.remove(notification.id);
    if (action?.action === 'goToCheckout' && shop) void goToCheckout(shop, navigate);
    if (action?.action === 'confirmOfflineOrders' && shop) {
      void shop.loadCheckout().then((checkout) => checkout.outbox.processQueue());
    }
  };

  return (
    <>
      {list.map((notification) => (
        <div
          key={notification.id}
          className={`notification notification--${notification.type}`}
          role={notification.type === 'error' ? 'alert' : 'status'}
          data-testid="notification"
        >
          <p className="notification__message">{t(notification.message.id, notification.message.params)}</p>
          <div className="notification__actions">
            {notification.action2 && (
              <button type="button" onClick={() => run(notification, notification.action2)}>
                {t(notification.action2.label.id, notification.action2.label.params)}
              </button>
            )}
            {notification.action1 && (
              <button type="button" onClick={() => run(notification, notification.action1)}>
                {t(notification.action1.label.id, notification.action1.label.params)}
              </button>
            )}
          </div>
        </div>
      ))}
    </>
  );
}
