/**
 * Newsletter, reviews, FAQ questions, mailer and the marketing provider against the reference shop
 * API (`apps/shop-api`) on loopback, through the real ky transport (accounts-content §7).
 */
import { createKyHttp } from '@kauppa/api-client';
import { defaultShopConfig } from '@kauppa/config';
import { createMemoryCollections, createSimulatedClock } from '@kauppa/ports';
import type { RunningShopApi } from '@kauppa/shop-api';
import { startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaqQuestions,
  createMailer,
  createMarketingProvider,
  createNewsletter,
  createReviews,
} from '../src/index.ts';

let server: RunningShopApi;
const clock = createSimulatedClock();
const http = () => createKyHttp({ baseUrl: `${server.url}/api` });
const admin = async <T>(what: string) =>
  ((await (await fetch(`${server.url}/__admin/${what}`)).json()) as { result: T }).result;

beforeAll(async () => {
  server = await startShopApi({
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    clock,
    batteryProducts: 20,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('engagement against the reference shop API', () => {
  it('newsletter: subscribe, read the state back, unsubscribe', async () => {
    const newsletter = createNewsletter({ http: http() });
    expect((await newsletter.subscribeEmail('news@example.fi')).ok).toBe(true);
    const fresh = createNewsletter({ http: http() });
    expect(await fresh.loadStatus('news@example.fi')).toEqual({ ok: true, value: true });
    const result = await fresh.unsubscribeEmail();
    expect(result.ok && result.value).toBe('unsubscribed');
    expect(await createNewsletter({ http: http() }).loadStatus('news@example.fi')).toEqual({
      ok: true,
      value: false,
    });
  });

  it('reviews go to moderation', async () => {
    const result = await createReviews({ http: http() }).submit({
      product_id: 1,
      title: 'Lasts long',
      detail: 'Good batteries',
      nickname: 'Anna',
    });
    expect(result.ok).toBe(true);
    const reviews = await admin<Array<{ status: string }>>('reviews');
    expect(reviews.at(-1)?.status).toBe('pending');
  });

  it('FAQ questions are received', async () => {
    const result = await createFaqQuestions({ http: http() }).ask({
      name: 'Anna',
      email: 'anna@example.fi',
      question: 'Do they fit?',
      productId: 1,
    });
    expect(result.ok).toBe(true);
  });

  it('the mailer sends, and shows the result text of a failure', async () => {
    const mailer = createMailer({
      http: http(),
      mailer: defaultShopConfig.mailer,
    });
    const letter = { sourceAddress: 'anna@example.fi', subject: 'Hi', emailText: 'Hello' };
    expect((await mailer.sendEmail({ ...letter, targetAddress: 'shop@example.fi' })).ok).toBe(true);
    expect(await mailer.sendEmail({ ...letter, targetAddress: 'nobody' })).toEqual({
      ok: false,
      message: { id: 'Could not send an email, try again later.' },
    });
  });

  it('marketing: identify, track, back-in-stock subscribe and unsubscribe', async () => {
    const marketing = createMarketingProvider({
      http: http(),
      collections: createMemoryCollections(),
      clock,
      integration: { publicKey: 'pk_test', listId: 'LIST1', pixel: false },
      storeCode: 'fi',
    });
    await marketing.identify({ email: 'anna@example.fi', firstname: 'Anna' });
    await marketing.productViewed({ sku: 'AA-4', name: 'AA' });
    const variant = { sku: 'TS-RED-M', parentSku: 'TS', id: 101, parentId: 100 };
    await marketing.backInStockSubscribe({ product: variant, email: 'anna@example.fi' });
    expect(marketing.isWatching(variant)).toBe(true);
    await marketing.backInStockUnsubscribe({ product: variant, email: 'anna@example.fi' });
    expect(marketing.isWatching(variant)).toBe(false);
    const recorded = (await admin<Array<{ kind: string }>>('marketing')).map((r) => r.kind);
    expect(recorded).toEqual(['identify', 'track', 'back-in-stock', 'track']);
  });
});
