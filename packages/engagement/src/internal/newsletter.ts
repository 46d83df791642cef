import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { Logger, Message, Notifier, ShopHttp } from '@kauppa/ports';
import { message, silentLogger } from '@kauppa/ports';
import { engagementMessages } from './messages.ts';
import { engagementPaths } from './paths.ts';
import type { EngagementResult } from './shared.ts';
import { createListeners, failure, isOk, send } from './shared.ts';

/** The newsletter state (accounts-content §3): isSubscribed, email. */
export interface NewsletterState {
  isSubscribed: boolean;
  email: string | null;
}

/** Whether a shopper is signed in: the account, as far as the newsletter needs it. */
export interface SignedInCheck {
  isAuthorized(): boolean;
}

/** The newsletter (accounts-content §4 newsletter, §7). */
export interface Newsletter {
  getSnapshot(): NewsletterState;
  subscribe(listener: () => void): () => void;
  /** GET subscribe with the e-mail in the query; sets the flag from the answer ('subscribed'). */
  loadStatus(email: string): Promise<EngagementResult<boolean>>;
  /** POST subscribe {email}; skipped when already subscribed (`value` is then `'skipped'`). */
  subscribeEmail(email: string): Promise<EngagementResult<'subscribed' | 'skipped'>>;
  /** DELETE subscribe {email}; skipped when not subscribed. */
  unsubscribeEmail(email?: string): Promise<EngagementResult<'unsubscribed' | 'skipped'>>;
}

/** Options of {@link createNewsletter}. */
export interface CreateNewsletterOptions {
  http: ShopHttp;
  /** Without a signed-in user the customer's e-mail is cleared on unsubscribe. @default nobody is signed in */
  session?: SignedInCheck;
  /** @default a notifier that drops everything */
  notifier?: Notifier;
  /** @default silentLogger */
  logger?: Logger;
  /**
   * The subscribe endpoint: the platform serves it on its Mailchimp extension
   * (`api.endpoints['newsletter.subscribe']` of the shop configuration).
   * @default 'ext/mailchimp-subscribe/subscribe'
   */
  path?: string;
  /** The state to start from (e.g. a shop started with given state). @default not subscribed, no e-mail */
  initial?: NewsletterState | undefined;
}

/**
 * The newsletter offer text: a coupon of `engagement.newsletterCouponPercent` (10 by default),
 * text only (accounts-content §1, §9).
 *
 * @example
 * newsletterCouponOffer(); // { id: 'Subscribe to our newsletter and get a {percent}% discount coupon!', params: { percent: 10 } }
 */
export function newsletterCouponOffer(
  engagement: Pick<ShopConfig['engagement'], 'newsletterCouponPercent'> = defaultShopConfig.engagement,
): Message {
  return message(engagementMessages.newsletterCoupon, { percent: engagement.newsletterCouponPercent });
}

/**
 * The newsletter subscription of one shopper.
 *
 * @example
 * const newsletter = createNewsletter({ http, session: account });
 * await newsletter.subscribeEmail('anna@example.fi');
 */
export function createNewsletter({
  http,
  session = { isAuthorized: () => false },
  notifier = { notify() {} },
  logger = silentLogger,
  path = engagementPaths.newsletter,
  initial,
}: CreateNewsletterOptions): Newsletter {
  const listeners = createListeners();
  let state: NewsletterState = {
    isSubscribed: initial?.isSubscribed ?? false,
    email: initial?.email ?? null,
  };
  const set = (patch: Partial<NewsletterState>) => {
    state = { ...state, ...patch };
    listeners.emit();
  };
  const refuse = () => {
    notifier.notify({ type: 'error', message: message(engagementMessages.somethingWentWrong) });
    return failure(engagementMessages.somethingWentWrong);
  };

  return {
    getSnapshot: () => state,
    subscribe: listeners.subscribe,

    async loadStatus(email) {
      const response = await send(http, logger, {
        method: 'GET',
        path,
        query: { email },
      });
      if (!isOk(response)) return failure(engagementMessages.somethingWentWrong);
      const subscribed = response?.result === 'subscribed';
      set({ isSubscribed: subscribed, email });
      return { ok: true, value: subscribed };
    },

    async subscribeEmail(email) {
      if (state.isSubscribed) return { ok: true, value: 'skipped' };
      const response = await send(http, logger, {
        method: 'POST',
        path,
        body: { email },
      });
      if (!isOk(response)) return refuse();
      set({ isSubscribed: true, email });
      notifier.notify({ type: 'success', message: message(engagementMessages.newsletterSubscribed) });
      return { ok: true, value: 'subscribed', message: message(engagementMessages.newsletterSubscribed) };
    },

    async unsubscribeEmail(email = state.email ?? undefined) {
      if (!state.isSubscribed || !email) return { ok: true, value: 'skipped' };
      const response = await send(http, logger, {
        method: 'DELETE',
        path,
        body: { email },
      });
      if (!isOk(response)) return refuse();
      set({ isSubscribed: false, ...(session.isAuthorized() ? {} : { email: null }) });
      notifier.notify({ type: 'success', message: message(engagementMessages.newsletterUnsubscribed) });
      return { ok: true, value: 'unsubscribed', message: message(engagementMessages.newsletterUnsubscribed) };
    },
  };
}
