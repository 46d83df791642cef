import type { OfflineOrderRecord } from '@kauppa/checkout';
import { defaultShopConfig } from '@kauppa/config';
import type { SyncTask } from '@kauppa/task-queue';
import { describe, expect, it } from 'vitest';
import { placeholderBrand } from '../lib/brand.ts';
import { brandManifest, shortName } from './manifest.ts';
import { createOfflineStatusStore, initialOfflineState, nextOfflineState } from './status.ts';
import { syncStatusTexts, taskKind, waitingItems } from './sync-status.ts';

const order = (id: string, extra: Partial<OfflineOrderRecord> = {}): OfflineOrderRecord => ({
  order_id: id,
  order: {
    order_id: id,
    products: [{ sku: 'AA-4', qty: 2, price_incl_tax: 4.99 }],
    addressInformation: { shippingAddress: {}, payment_method_code: 'cashondelivery' },
  } as OfflineOrderRecord['order'],
  transmitted: false,
  transmitting_at: null,
  transmitted_at: null,
  attempts: 0,
  created_at: 1_000,
  ...extra,
});

const task = (id: string, url: string, created_at: number, extra: Partial<SyncTask> = {}): SyncTask => ({
  task_id: id,
  url,
  payload: { method: 'POST' },
  is_result_cacheable: false,
  transmited: false,
  transmited_at: null,
  acknowledged: false,
  created_at,
  updated_at: created_at,
  seq: 0,
  ...extra,
});

describe('offline orders in the shell (accounts-content §4 offline orders)', () => {
  it("uses the configured notification title 'Order waiting!' (accounts-content §9)", () => {
    expect(defaultShopConfig.orders.offline_orders.notificationTitle).toBe('Order waiting!');
  });
});

describe('sync status panel (issue 10)', () => {
  it('names cart changes, profile updates and other tasks from their URL', () => {
    expect(taskKind({ url: 'cart/update?token={{token}}' })).toBe('cart');
    expect(taskKind({ url: '/api/cart/totals' })).toBe('cart');
    expect(taskKind({ url: 'user/me' })).toBe('profile');
    expect(taskKind({ url: 'stock/check' })).toBe('other');
  });

  it('lists what waits, oldest first, with when it was queued and why it waits', () => {
    const items = waitingItems({
      tasks: [
        task('t2', 'user/me', 3_000),
        task('t1', 'cart/update', 2_000),
        task('t0', 'cart/update', 1, { transmited: true }),
      ],
      orders: [order('o1', { created_at: 2_500 }), order('o2', { transmitted: true })],
      online: false,
      automaticTransmission: false,
    });
    expect(items.map((i) => [i.kind, i.id, i.queuedAt, i.reason])).toEqual([
      ['cart', 't1', 2_000, syncStatusTexts.waitingForConnection],
      ['order', 'o1', 2_500, syncStatusTexts.waitingForConnection],
      ['profile', 't2', 3_000, syncStatusTexts.waitingForConnection],
    ]);
  });

  it('says why an order still waits online: confirmation, an interrupted send, or the refusal', () => {
    const reasons = waitingItems({
      tasks: [],
      orders: [
        order('a', { created_at: 1 }),
        order('b', { created_at: 2, attempts: 1, transmitting_at: 5 }),
        order('c', {
          created_at: 3,
          rejected: true,
          result: 'Some of the ordered products are not available',
        }),
      ],
      online: true,
      automaticTransmission: false,
    }).map((i) => i.reason);
    expect(reasons).toEqual([
      syncStatusTexts.waitingForConfirmation,
      syncStatusTexts.sendingInterrupted,
      'Some of the ordered products are not available',
    ]);
  });
});

describe('offline status (accounts-content §4 service worker events)', () => {
  it('follows the connection and the worker events', () => {
    let state = nextOfflineState(initialOfflineState, { type: 'worker', event: 'registered' });
    expect(state.worker).toBe('registered');
    state = nextOfflineState(state, { type: 'worker', event: 'cached' });
    expect(state.worker).toBe('cached');
    state = nextOfflineState(state, { type: 'worker', event: 'updated' });
    expect(state.updateAvailable).toBe(true);
    state = nextOfflineState(state, { type: 'worker', event: 'offline' });
    expect(state.online).toBe(false);
    state = nextOfflineState(state, { type: 'connection', online: true });
    expect(state.online).toBe(true);
    expect(nextOfflineState(state, { type: 'worker', event: 'error' }).worker).toBe('error');
  });

  it('tells subscribers only about changes', () => {
    const store = createOfflineStatusStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch({ type: 'connection', online: true });
    store.dispatch({ type: 'connection', online: false });
    expect(calls).toBe(1);
    expect(store.getState().online).toBe(false);
  });
});

describe('web app manifest per brand (issue 10: installable)', () => {
  it('names the brand, starts at / standalone, in the theme and background colours, with the brand icons', () => {
    const brand = { ...placeholderBrand('battery'), name: 'Akkukauppa' };
    const manifest = brandManifest(brand);
    expect(manifest).toMatchObject({
      name: 'Akkukauppa',
      short_name: 'Akkukauppa',
      start_url: '/',
      display: 'standalone',
      theme_color: brand.theme.primary,
      background_color: brand.theme.background,
    });
    expect(manifest.icons).toEqual([
      { src: '/brands/battery/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: '/brands/battery/assets/apple-touch-icon.png',
        sizes: '180x180',
        type: 'image/png',
        purpose: 'any',
      },
    ]);
  });

  it('gives each brand its own app id', () => {
    expect(brandManifest(placeholderBrand('hair')).id).not.toBe(brandManifest(placeholderBrand('mac')).id);
  });

  it('keeps the short name to 12 characters', () => {
    expect(shortName('Thread & Co.')).toBe('Thread & Co.');
    expect(shortName('Verkkokauppa Suomi')).toBe('Verkkokauppa');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
