import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import type { EmailPayload, FaqQuestion } from '@kauppa/contract';
import type { Logger, Notifier, ShopHttp } from '@kauppa/ports';
import { message, silentLogger } from '@kauppa/ports';
import { engagementMessages } from './messages.ts';
import { engagementPaths } from './paths.ts';
import type { EngagementResult } from './shared.ts';
import { errorText, failure, isOk, send } from './shared.ts';

/** A product review as sent to `review/create` (accounts-content §3, §7). */
export interface ReviewInput {
  product_id: string | number;
  title: string;
  detail: string;
  nickname: string;
  customer_id?: string | number | null;
  ratings?: Array<{ rating_name?: string; value: number }>;
  [field: string]: unknown;
}

/**
 * A FAQ question (accounts-content §7: name, email, question, productId) and the mailer's e-mail
 * payload (accounts-content §3; `confirmation` is the mail service's flag: the mail is a
 * confirmation from the shop, and the extension checks `sourceAddress`, not `targetAddress`,
 * against its whitelist; a shopper's message is never one, issue 27.4): the wire shapes of
 * `@kauppa/contract` (issue 30.8: one name, one meaning).
 */
export type { EmailPayload, FaqQuestion };

/** Options shared by {@link createReviews}, {@link createFaqQuestions} and {@link createMailer}. */
export interface ContentActionOptions {
  http: ShopHttp;
  /** @default a notifier that drops everything */
  notifier?: Notifier;
  /** @default silentLogger */
  logger?: Logger;
}

/** Reviews (accounts-content §4 reviews, §5). */
export interface Reviews {
  /** POST review/create {review}; a success only on code 200, and the review goes to moderation. */
  submit(review: ReviewInput): Promise<EngagementResult>;
}

/**
 * Creates the review submission.
 *
 * @example
 * const reviews = createReviews({ http, notifier, getToken: () => account.tokens.getToken() });
 * await reviews.submit({ product_id: 12, title: 'Great', detail: 'Lasts long', nickname: 'Anna' });
 */
export function createReviews({
  http,
  notifier = { notify() {} },
  logger = silentLogger,
  getToken = () => null,
}: ContentActionOptions & {
  /** The user token, sent in the query when a user is signed in. @default no token */
  getToken?: () => string | null;
}): Reviews {
  return {
    async submit(review) {
      const token = getToken();
      const response = await send(http, logger, {
        method: 'POST',
        path: engagementPaths.reviewCreate,
        ...(token ? { query: { token } } : {}),
        body: { review: { review_entity: 'product', ...review } },
      });
      if (!isOk(response)) {
        notifier.notify({ type: 'error', message: message(engagementMessages.reviewNotSaved) });
        return failure(engagementMessages.reviewNotSaved);
      }
      notifier.notify({ type: 'success', message: message(engagementMessages.reviewSubmitted) });
      return { ok: true, value: undefined, message: message(engagementMessages.reviewSubmitted) };
    },
  };
}

/** FAQ questions (accounts-content §7). */
export interface FaqQuestions {
  /** POST to the faq endpoint with JSON name, email, question and productId; success on code 200. */
  ask(question: FaqQuestion): Promise<EngagementResult>;
}

/**
 * Creates the FAQ question form's action.
 *
 * @example
 * await createFaqQuestions({ http }).ask({ name: 'Anna', email: 'anna@example.fi', question: 'Size?', productId: 12 });
 */
export function createFaqQuestions({
  http,
  notifier = { notify() {} },
  logger = silentLogger,
}: ContentActionOptions): FaqQuestions {
  return {
    async ask({ name, email, question, productId = null }) {
      const response = await send(http, logger, {
        method: 'POST',
        path: engagementPaths.faqAsk,
        body: { name, email, question, productId },
      });
      if (!isOk(response)) {
        notifier.notify({ type: 'error', message: message(engagementMessages.somethingWentWrong) });
        return failure(engagementMessages.somethingWentWrong);
      }
      notifier.notify({ type: 'success', message: message(engagementMessages.questionSent) });
      return { ok: true, value: undefined, message: message(engagementMessages.questionSent) };
    },
  };
}

/** The mailer (accounts-content §7 mailer). */
export interface Mailer {
  /**
   * Gets a token from the mail service, then sends the e-mail. A failed response's result text is
   * shown; without one, "Could not send an email, try again later.". A message to the shop's
   * contact address is confirmed to its sender when `mailer.sendConfirmation` is on: a second
   * mail from the contact address with `confirmation: true` (its failure is logged; the message
   * itself was sent).
   */
  sendEmail(payload: EmailPayload): Promise<EngagementResult>;
}

/**
 * Creates the mailer on the configured mail-service endpoints.
 *
 * @example
 * const mailer = createMailer({ http, notifier });
 * await mailer.sendEmail({ sourceAddress: 'anna@example.fi', targetAddress: config.mailer.contactAddress, subject: 'Hi', emailText: '…' });
 */
export function createMailer({
  http,
  notifier = { notify() {} },
  logger = silentLogger,
  mailer = defaultShopConfig.mailer,
}: ContentActionOptions & {
  /** Endpoints and `sendConfirmation`. @default defaultShopConfig.mailer */
  mailer?: ShopConfig['mailer'];
}): Mailer {
  const refuse = (result: unknown): EngagementResult => {
    const text = errorText(result) ?? engagementMessages.couldNotSendEmail;
    notifier.notify({ type: 'error', message: message(text) });
    return failure(text);
  };
  /**
   * One mail through the platform's mail-service extension (src/api/extensions/mail-service):
   * a fresh token, then the payload. `confirmation` is sent as given, `false` when absent: with
   * `true` the extension checks the SOURCE address against its `targetAddressWhitelist`, and a
   * shopper's address is on no whitelist (500, issue 27.4).
   */
  const sendOne = async (payload: EmailPayload): Promise<{ ok: boolean; result: unknown }> => {
    const tokenResponse = await send<unknown>(http, logger, {
      method: 'GET',
      path: mailer.endpoints.token,
    });
    if (!isOk(tokenResponse) || typeof tokenResponse?.result !== 'string')
      return { ok: false, result: tokenResponse?.result };
    const response = await send<unknown>(http, logger, {
      method: 'POST',
      path: mailer.endpoints.sendEmail,
      body: { ...payload, confirmation: payload.confirmation ?? false, token: tokenResponse.result },
    });
    return { ok: isOk(response), result: response?.result };
  };
  return {
    async sendEmail(payload) {
      const sent = await sendOne(payload);
      if (!sent.ok) return refuse(sent.result);
      if (
        mailer.sendConfirmation &&
        payload.confirmation !== true &&
        payload.targetAddress === mailer.contactAddress &&
        payload.sourceAddress !== mailer.contactAddress
      ) {
        // The confirmation goes from the shop's (whitelisted) contact address to the shopper.
        const confirmed = await sendOne({
          sourceAddress: mailer.contactAddress,
          targetAddress: payload.sourceAddress,
          subject: payload.subject,
          emailText: payload.emailText,
          confirmation: true,
        });
        if (!confirmed.ok)
          logger.warn('The confirmation of a sent message could not be sent', confirmed.result);
      }
      notifier.notify({ type: 'success', message: message(engagementMessages.emailSent) });
      return { ok: true, value: undefined, message: message(engagementMessages.emailSent) };
    },
  };
}
