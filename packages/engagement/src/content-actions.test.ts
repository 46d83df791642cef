import { defaultShopConfig } from '@kauppa/config';
import { createFakeShopHttp, createRecordingNotifier } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createFaqQuestions, createMailer, createReviews } from './index.ts';

const review = { product_id: 12, title: 'Lasts long', detail: 'Good batteries', nickname: 'Anna' };

describe('reviews (accounts-content §4 reviews, §5, §7)', () => {
  it('sends POST review/create {review} as a product review', async () => {
    const http = createFakeShopHttp({
      'POST review/create': () => ({ result: { ...review, id: 1, status: 'pending' } }),
    });
    await createReviews({ http }).submit(review);
    expect(http.callsTo('POST review/create')[0]?.body).toEqual({
      review: { review_entity: 'product', ...review },
    });
  });

  it('is a success only on code 200 and says the review went to moderation', async () => {
    const http = createFakeShopHttp({ 'POST review/create': () => ({ result: {} }) });
    const notifier = createRecordingNotifier();
    const result = await createReviews({ http, notifier }).submit(review);
    expect(result.ok).toBe(true);
    expect(notifier.ids()).toEqual(['Thank you for your review! It has been submitted for moderation.']);
  });

  it('fails on any other code', async () => {
    const http = createFakeShopHttp({
      'POST review/create': () => ({ status: 200, code: 500, result: 'nope' }),
    });
    const notifier = createRecordingNotifier();
    const result = await createReviews({ http, notifier }).submit(review);
    expect(result).toEqual({
      ok: false,
      message: { id: 'The review could not be saved. Please try again.' },
    });
    expect(notifier.ids()).toEqual(['The review could not be saved. Please try again.']);
  });

  it('sends the user token when a user is signed in', async () => {
    const http = createFakeShopHttp({ 'POST review/create': () => ({ result: {} }) });
    await createReviews({ http, getToken: () => 'user-token' }).submit(review);
    expect(http.callsTo('POST review/create')[0]?.query).toEqual({ token: 'user-token' });
  });
});

describe('FAQ questions (accounts-content §7)', () => {
  const question = { name: 'Anna', email: 'anna@example.fi', question: 'Do they fit?', productId: 12 };

  it('POSTs JSON name, email, question and productId; success on code 200', async () => {
    const http = createFakeShopHttp({ 'POST faq/ask': () => ({ result: true }) });
    const notifier = createRecordingNotifier();
    const result = await createFaqQuestions({ http, notifier }).ask(question);
    expect(result.ok).toBe(true);
    expect(http.callsTo('POST faq/ask')[0]?.body).toEqual(question);
    expect(notifier.ids()).toEqual(['Your question has been sent. Thank you!']);
  });

  it('shows "Something went wrong. Try again in a few seconds." otherwise', async () => {
    const http = createFakeShopHttp({ 'POST faq/ask': () => ({ status: 500, result: 'x' }) });
    const result = await createFaqQuestions({ http }).ask(question);
    expect(result).toEqual({
      ok: false,
      message: { id: 'Something went wrong. Try again in a few seconds.' },
    });
  });
});

describe('mailer (accounts-content §3 mailer config and email payload, §7, §8)', () => {
  const letter = {
    sourceAddress: 'anna@example.fi',
    targetAddress: 'asiakaspalvelu@kauppa.invalid',
    subject: 'Question',
    emailText: 'Hello',
  };

  it('gets a token from the configured token endpoint, then sends the payload to the send-email endpoint', async () => {
    const http = createFakeShopHttp({
      'GET ext/mail-service/get-token': () => ({ result: 'mail-token' }),
      'POST ext/mail-service/send-email': () => ({ result: 'OK' }),
    });
    const notifier = createRecordingNotifier();
    const result = await createMailer({ http, notifier }).sendEmail(letter);
    expect(result.ok).toBe(true);
    expect(http.callsTo('POST ext/mail-service/send-email')[0]?.body).toEqual({
      ...letter,
      confirmation: false,
      token: 'mail-token',
    });
    expect(notifier.ids()).toEqual(['Your message has been sent. Thank you!']);
  });

  it('shows the result text of a failed response', async () => {
    const http = createFakeShopHttp({
      'GET ext/mail-service/get-token': () => ({ result: 'mail-token' }),
      'POST ext/mail-service/send-email': () => ({ status: 500, result: 'Mailbox unavailable' }),
    });
    const notifier = createRecordingNotifier();
    const result = await createMailer({ http, notifier }).sendEmail(letter);
    expect(result).toEqual({ ok: false, message: { id: 'Mailbox unavailable' } });
    expect(notifier.ids()).toEqual(['Mailbox unavailable']);
  });

  /** The mail-service extension's whitelist check (src/api/extensions/mail-service/index.js). */
  const mailService = (whitelist: readonly string[]) =>
    createFakeShopHttp({
      'GET ext/mail-service/get-token': () => ({ result: 'mail-token' }),
      'POST ext/mail-service/send-email': (request) => {
        const mail = request.body as { sourceAddress: string; targetAddress: string; confirmation?: boolean };
        const checked = mail.confirmation ? mail.sourceAddress : mail.targetAddress;
        return whitelist.includes(checked)
          ? { result: 'OK' }
          : { status: 500, result: `Target email address (${checked}) is not from the whitelist!` };
      },
    });

  it("issue 27.4: a shopper's message to the contact address passes the mail-service whitelist (confirmation is false, the whitelist checks the target)", async () => {
    const http = mailService(['asiakaspalvelu@kauppa.invalid']);
    const notifier = createRecordingNotifier();
    const result = await createMailer({ http, notifier }).sendEmail(letter);
    expect(result.ok).toBe(true);
    expect(notifier.ids()).toEqual(['Your message has been sent. Thank you!']);
  });

  it('with mailer.sendConfirmation on, the sender gets a confirmation from the contact address (confirmation: true, accounts-content §3 mailer config)', async () => {
    const http = mailService(['asiakaspalvelu@kauppa.invalid']);
    await createMailer({ http }).sendEmail(letter);
    const mails = http.callsTo('POST ext/mail-service/send-email').map((call) => call.body);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      sourceAddress: 'asiakaspalvelu@kauppa.invalid',
      targetAddress: 'anna@example.fi',
      confirmation: true,
    });
  });

  it('with mailer.sendConfirmation off, only the message is sent', async () => {
    const http = mailService(['asiakaspalvelu@kauppa.invalid']);
    const mailer = { ...defaultShopConfig.mailer, sendConfirmation: false };
    await createMailer({ http, mailer }).sendEmail(letter);
    expect(http.callsTo('POST ext/mail-service/send-email')).toHaveLength(1);
  });

  it('a message the shop sends itself (no shopper address) gets no confirmation', async () => {
    const http = mailService(['asiakaspalvelu@kauppa.invalid']);
    await createMailer({ http }).sendEmail({ ...letter, sourceAddress: 'asiakaspalvelu@kauppa.invalid' });
    expect(http.callsTo('POST ext/mail-service/send-email')).toHaveLength(1);
  });

  it('a confirmation the mail service refuses does not unsay the sent message', async () => {
    const http = mailService(['asiakaspalvelu@kauppa.invalid']);
    http.route('POST ext/mail-service/send-email', (request) =>
      (request.body as { confirmation?: boolean }).confirmation
        ? { status: 500, result: 'No transport is defined for mail service!' }
        : { result: 'OK' },
    );
    const notifier = createRecordingNotifier();
    const result = await createMailer({ http, notifier }).sendEmail(letter);
    expect(result.ok).toBe(true);
    expect(notifier.ids()).toEqual(['Your message has been sent. Thank you!']);
  });

  it('shows "Could not send an email, try again later." when the failure has no text', async () => {
    const http = createFakeShopHttp({
      'GET ext/mail-service/get-token': () => ({ status: 503, result: null }),
    });
    const result = await createMailer({ http }).sendEmail(letter);
    expect(result).toEqual({ ok: false, message: { id: 'Could not send an email, try again later.' } });
  });
});
