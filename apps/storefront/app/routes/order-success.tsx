import { shellTexts } from '@kauppa/i18n';
import { orderFeedbackEmail, orderSuccessView } from '@kauppa/pages/views';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Thank you for your order' }];
}

/**
 * The external thank-you page (accounts-content §2): title, breadcrumb back to Home, 'Return to
 * shopping', the order number when online, a feedback box, an optional notification permission
 * request; a cart still holding items is emptied and a new server cart created.
 */
export default function OrderSuccess() {
  const t = useT();
  const shop = useShop();
  const account = useAccountState();
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber');
  const navigationState: unknown = useLocation().state;
  const [online, setOnline] = useState(true);
  const [feedback, setFeedback] = useState('');
  const [sent, setSent] = useState(false);
  const [permission, setPermission] = useState<string | null>(null);

  useEffect(() => {
    setOnline(navigator.onLine);
    setPermission(typeof Notification === 'undefined' ? null : Notification.permission);
  }, []);

  useEffect(() => {
    if (!shop) return;
    if (shop.cart.getState().cartItems.length > 0) {
      void shop.cart.clear({ recreate: true, userToken: shop.account.getSnapshot().token ?? undefined });
    }
  }, [shop]);

  const heldTitle = shop?.config.orders.offline_orders.notificationTitle;
  const view = orderSuccessView({ navigationState, online, orderNumber, heldTitle });
  return (
    <section className="page order-success">
      <Breadcrumbs trail={[{ label: t('Order confirmation') }]} />
      <h1>{t(view.title)}</h1>
      {view.held ? (
        <p data-testid="order-held">{t(shellTexts.orderHeld)}</p>
      ) : (
        <>
          {view.orderNumber && (
            <p data-testid="order-number">{t('Your order number is: {id}', { id: view.orderNumber })}</p>
          )}
          <p>{t('We have received your order. You will get an e-mail with the details.')}</p>
        </>
      )}
      {permission === 'default' && (
        <p>
          <button
            type="button"
            onClick={() => void Notification.requestPermission().then((answer) => setPermission(answer))}
          >
            {t('Allow notification about the order')}
          </button>
        </p>
      )}
      <form
        className="feedback"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!shop) return;
          const { contactAddress } = shop.config.mailer;
          const customerEmail = account?.current?.email;
          const email = orderFeedbackEmail({ orderNumber, feedback, customerEmail, contactAddress });
          if (email && (await shop.mailer.sendEmail(email)).ok) setSent(true);
        }}
      >
        <h2>{t('Your feedback is important to us')}</h2>
        <label htmlFor="feedback">{t('Leave a feedback about the order')}</label>
        <textarea
          id="feedback"
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
        />
        {sent ? (
          <p role="status">{t('Your message has been sent. Thank you!')}</p>
        ) : (
          <button type="submit">{t('Give a feedback')}</button>
        )}
      </form>
      <p>
        <Link className="button" to="/">
          {t('Return to shopping')}
        </Link>
      </p>
    </section>
  );
}
