import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useNewsletter, useShop, useUi, useUiStore } from '../shop/react.tsx';
import { Field } from './CheckoutField.tsx';

/** The newsletter pop-up with the 10 % coupon text (accounts-content §1, §9). */
export function NewsletterPopup() {
  const t = useT();
  const { newsletterPopup } = useUi();
  const ui = useUiStore();
  const shop = useShop();
  const state = useNewsletter();
  const form = useShopForm({ email: '' });
  const [subscribed, setSubscribed] = useState(false);
  if (!newsletterPopup) return null;
  return (
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="newsletter-title"
      data-testid="newsletter-popup"
    >
      <div className="modal__box">
        <button
          type="button"
          className="panel__close"
          onClick={() => ui.setNewsletterPopup(false)}
          aria-label={t('Close')}
        >
          ×
        </button>
        <h2 id="newsletter-title">{t('Newsletter')}</h2>
        <p>{t('Subscribe to our newsletter and get a {percent}% discount coupon!', { percent: 10 })}</p>
        {subscribed || state?.isSubscribed ? (
          <p role="status">{t('You have been successfully subscribed to our newsletter!')}</p>
        ) : (
          <form
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.newsletterForm, v))))
                return;
              const result = await shop.newsletter.subscribeEmail(form.values.email);
              if (result.ok) setSubscribed(true);
            }}
          >
            <Field
              form="newsletter"
              name="email"
              type="email"
              label={t('E-mail address')}
              value={form.values.email}
              error={form.errors.email}
              onValue={form.set('email')}
            />
            <button type="submit" className="button" disabled={!shop}>
              {t('Subscribe')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
