import { useEffect } from 'react';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useNewsletter, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Newsletter' }];
}

/** Newsletter preferences (accounts-content §4 newsletter). */
export default function NewsletterPreferences() {
  return (
    <AccountLayout title="Newsletter">
      <Preferences />
    </AccountLayout>
  );
}

function Preferences() {
  const t = useT();
  const shop = useShop()!;
  const email = useAccountState()?.current?.email ?? '';
  const state = useNewsletter();
  useEffect(() => {
    if (email) void shop.newsletter.loadStatus(email);
  }, [shop, email]);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <p>{t('Subscribe to our newsletter and get a {percent}% discount coupon!', { percent: 10 })}</p>
      <label className="field field--checkbox">
        <input
          type="checkbox"
          name="newsletter"
          checked={state?.isSubscribed ?? false}
          onChange={(event) =>
            void (event.currentTarget.checked
              ? shop.newsletter.subscribeEmail(email)
              : shop.newsletter.unsubscribeEmail(email))
          }
        />{' '}
        {t('I want to receive a newsletter')}
      </label>
    </form>
  );
}
