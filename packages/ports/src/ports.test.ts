import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorMessages,
  createEchoTranslator,
  createEventBus,
  createFakeConnectivity,
  createFakeShopHttp,
  createMemoryCollections,
  createMemoryLogger,
  createRecordingEventBus,
  createRecordingNotifier,
  createSequentialIds,
  interpolate,
  isApiError,
  message,
  StorageQuotaError,
} from './index.ts';

describe('connectivity (commerce-core §4 connectivity)', () => {
  it('follows online/offline changes and tells subscribers once per change', () => {
    const connectivity = createFakeConnectivity(true);
    const seen: boolean[] = [];
    const off = connectivity.subscribe((online) => seen.push(online));
    connectivity.setOnline(false);
    connectivity.setOnline(false);
    connectivity.setOnline(true);
    off();
    connectivity.setOnline(false);
    expect(seen).toEqual([false, true]);
    expect(connectivity.isOnline()).toBe(false);
  });
});

describe('event bus (commerce-core §4 network tasks: global events)', () => {
  it('delivers an event to its handlers and to catch-all handlers', () => {
    const bus = createEventBus();
    const got: unknown[] = [];
    bus.on('prices-after-sync', (p) => got.push(p));
    bus.onAny((name) => got.push(name));
    bus.emit('prices-after-sync', { skus: ['A'] });
    expect(got).toEqual([{ skus: ['A'] }, 'prices-after-sync']);
  });

  it('keeps delivering when one handler throws', () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ onError: (e) => errors.push(e) });
    const got: string[] = [];
    bus.on('x', () => {
      throw new Error('boom');
    });
    bus.on('x', () => got.push('second'));
    bus.emit('x');
    expect(got).toEqual(['second']);
    expect(errors).toHaveLength(1);
  });

  it('records emitted events for assertions', () => {
    const bus = createRecordingEventBus();
    bus.emit('a', 1);
    expect(bus.emitted).toEqual([{ name: 'a', payload: 1 }]);
  });
});

describe('memory collections (storage port)', () => {
  it('update reads, changes and writes atomically: parallel updates lose none (issue 30.11)', async () => {
    const counter = createMemoryCollections().collection<number>('orders');
    const update = counter.update as NonNullable<typeof counter.update>;
    await Promise.all(Array.from({ length: 10 }, () => update('n', (n) => (n ?? 0) + 1)));
    expect(await counter.get('n')).toBe(10);
    expect(await update('n', () => undefined)).toBeUndefined();
    expect(await counter.keys()).toEqual([]);
  });

  it('stores clones, so callers never share state with storage', async () => {
    const collections = createMemoryCollections();
    const cart = collections.collection<{ items: string[] }>('cart');
    const value = { items: ['a'] };
    await cart.set('current', value);
    value.items.push('b');
    const read = await cart.get('current');
    expect(read).toEqual({ items: ['a'] });
    read!.items.push('c');
    expect(await cart.get('current')).toEqual({ items: ['a'] });
  });

  it('lists keys and entries, deletes and clears, and tells subscribers', async () => {
    const collections = createMemoryCollections();
    const c = collections.collection<number>('wishlist');
    const changes: Array<string | null> = [];
    c.subscribe((change) => changes.push(change.key));
    await c.set('a', 1);
    await c.set('b', 2);
    expect(await c.keys()).toEqual(['a', 'b']);
    expect(await c.entries()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    await c.delete('a');
    await c.clear();
    expect(await c.keys()).toEqual([]);
    expect(changes).toEqual(['a', 'b', 'a', null]);
  });

  it('fails writes with StorageQuotaError when the quota is exhausted (commerce-core §8 storage)', async () => {
    const collections = createMemoryCollections({ quotaExceededFor: ['urlMappings'] });
    await expect(collections.collection('urlMappings').set('k', 1)).rejects.toBeInstanceOf(StorageQuotaError);
    collections.setQuotaExceeded('urlMappings', false);
    await expect(collections.collection('urlMappings').set('k', 1)).resolves.toBeUndefined();
  });
});

describe('fake shop HTTP', () => {
  it('answers routes keyed by method and path with an envelope, defaulting status and code to 200', async () => {
    const http = createFakeShopHttp({ 'GET stock/check': () => ({ result: { qty: 3 } }) });
    const res = await http.request({ method: 'GET', path: 'stock/check', query: { sku: 'A' } });
    expect(res).toEqual({ status: 200, code: 200, result: { qty: 3 } });
    expect(http.callsTo('GET stock/check')).toHaveLength(1);
  });

  it('answers 404 for unknown routes and rejects with an ApiError a handler returns', async () => {
    const http = createFakeShopHttp({
      'POST order': () => new ApiError('bad-content-type', apiErrorMessages['bad-content-type']),
    });
    expect((await http.request({ method: 'GET', path: 'nope' })).status).toBe(404);
    const error = await http.request({ method: 'POST', path: 'order' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).message).toBe('Error with response - bad content-type!');
  });
});

describe('api error texts (commerce-core §8 transport)', () => {
  it('carries the spec texts word for word', () => {
    expect(apiErrorMessages['bad-content-type']).toBe('Error with response - bad content-type!');
    expect(apiErrorMessages['wrong-format']).toBe('Unhandled error, wrong response format!');
  });
});

describe('translator, notifier, logger, ids', () => {
  it('fills {params} and keeps unknown placeholders', () => {
    expect(interpolate('Only {maxQuantity} products of this type are available', { maxQuantity: 3 })).toBe(
      'Only 3 products of this type are available',
    );
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
    expect(createEchoTranslator().t('Your order number is: {id}', { id: 7 })).toBe('Your order number is: 7');
  });

  it('records notifications and log entries', () => {
    const notifier = createRecordingNotifier();
    notifier.notify({ type: 'error', message: message('Product link not found') });
    expect(notifier.ids()).toEqual(['Product link not found']);
    const logger = createMemoryLogger();
    logger.error('Request does not match any route', '/x');
    expect(logger.at('error')[0]?.message).toBe('Request does not match any route');
  });

  it('makes repeatable sequential ids', () => {
    const ids = createSequentialIds();
    expect([ids.next('task-'), ids.next('task-')]).toEqual(['task-1', 'task-2']);
  });
});
