import { lazy } from 'react';
import { useT } from '../lib/i18n.ts';
import { useNotifications } from '../shop/react.tsx';
import { LazyPart } from './LazyPart.tsx';

// The notifications' code loads with the first one (issue 20.1: none shows before the shop
// starts); the live region itself is on the page from the start, so screen readers announce them.
const NotificationList = lazy(() =>
  import('./NotificationList.tsx').then((m) => ({ default: m.NotificationList })),
);

/** The live region of the notifications on screen (accounts-content §3, §4). */
export function NotificationArea() {
  const t = useT();
  const { list } = useNotifications();
  return (
    <section className="notifications" aria-live="polite" aria-label={t('Notifications')}>
      {list.length > 0 && (
        <LazyPart>
          <NotificationList />
        </LazyPart>
      )}
    </section>
  );
}
