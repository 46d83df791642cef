import { createFakeShopHttp, createRecordingNotifier } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createNewsletter, newsletterCouponOffer } from './index.ts';

const setup = (signedIn = false, code = 200) => {
  const http = createFakeShopHttp({
    'GET ext/mailchimp-subscribe/subscribe': (r) => ({
      result: r.query?.email === 'anna@example.fi' ? 'subscribed' : 'unsubscribed',
    }),
    'POST ext/mailchimp-subscribe/subscribe': () => ({ code, result: code === 200 }),
    'DELETE ext/mailchimp-subscribe/subscribe': () => ({ code, result: code === 200 }),
  });
  const notifier = createRecordingNotifier();
  const newsletter = createNewsletter({ http, notifier, session: { isAuthorized: () => signedIn } });
  return { http, notifier, newsletter };
};

describe('newsletter (accounts-content §4 newsletter, §7)', () => {
  it("reads the state with GET subscribe, email in the query (result 'subscribed')", async () => {
    const { http, newsletter } = setup();
    expect(await newsletter.loadStatus('anna@example.fi')).toEqual({ ok: true, value: true });
    expect(http.callsTo('GET ext/mailchimp-subscribe/subscribe')[0]?.query).toEqual({
      email: 'anna@example.fi',
    });
    expect(newsletter.getSnapshot()).toEqual({ isSubscribed: true, email: 'anna@example.fi' });
  });

  it('subscribes with POST subscribe {email} and sets the subscribed flag', async () => {
    const { http, newsletter, notifier } = setup();
    const result = await newsletter.subscribeEmail('new@example.fi');
    expect(result.ok && result.value).toBe('subscribed');
    expect(http.callsTo('POST ext/mailchimp-subscribe/subscribe')[0]?.body).toEqual({
      email: 'new@example.fi',
    });
    expect(newsletter.getSnapshot().isSubscribed).toBe(true);
    expect(notifier.ids()).toEqual(['You have been successfully subscribed to our newsletter!']);
  });

  it('skips subscribing when already subscribed', async () => {
    const { http, newsletter } = setup();
    await newsletter.subscribeEmail('new@example.fi');
    const again = await newsletter.subscribeEmail('new@example.fi');
    expect(again.ok && again.value).toBe('skipped');
    expect(http.callsTo('POST ext/mailchimp-subscribe/subscribe')).toHaveLength(1);
  });

  it('unsubscribes with DELETE subscribe {email} and clears the flag', async () => {
    const { http, newsletter } = setup(true);
    await newsletter.subscribeEmail('new@example.fi');
    const result = await newsletter.unsubscribeEmail();
    expect(result.ok && result.value).toBe('unsubscribed');
    expect(http.callsTo('DELETE ext/mailchimp-subscribe/subscribe')[0]?.body).toEqual({
      email: 'new@example.fi',
    });
    expect(newsletter.getSnapshot()).toEqual({ isSubscribed: false, email: 'new@example.fi' });
  });

  it('skips unsubscribing when not subscribed', async () => {
    const { http, newsletter } = setup();
    const result = await newsletter.unsubscribeEmail('new@example.fi');
    expect(result.ok && result.value).toBe('skipped');
    expect(http.callsTo('DELETE ext/mailchimp-subscribe/subscribe')).toEqual([]);
  });

  it('clears the customer when there is no logged-in user', async () => {
    const { newsletter } = setup(false);
    await newsletter.subscribeEmail('new@example.fi');
    await newsletter.unsubscribeEmail();
    expect(newsletter.getSnapshot()).toEqual({ isSubscribed: false, email: null });
  });

  it('keeps the flag and shows "Something went wrong. Try again in a few seconds." when the server refuses', async () => {
    const { newsletter, notifier } = setup(false, 500);
    const result = await newsletter.subscribeEmail('new@example.fi');
    expect(result).toEqual({
      ok: false,
      message: { id: 'Something went wrong. Try again in a few seconds.' },
    });
    expect(newsletter.getSnapshot().isSubscribed).toBe(false);
    expect(notifier.ids()).toEqual(['Something went wrong. Try again in a few seconds.']);
  });

  it('offers a 10% coupon (text only, accounts-content §1, §9)', () => {
    expect(newsletterCouponOffer()).toEqual({
      id: 'Subscribe to our newsletter and get a {percent}% discount coupon!',
      params: { percent: 10 },
    });
  });

  it('takes the coupon percentage from the config (engagement.newsletterCouponPercent, accounts-content §9)', () => {
    expect(newsletterCouponOffer({ newsletterCouponPercent: 15 })).toEqual({
      id: 'Subscribe to our newsletter and get a {percent}% discount coupon!',
      params: { percent: 15 },
    });
  });
});
