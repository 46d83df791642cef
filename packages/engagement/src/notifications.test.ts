import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createNotificationStore } from './index.ts';

const saved = { type: 'success' as const, message: { id: 'Address has been saved successfully.' } };
const deleted = { type: 'success' as const, message: { id: 'Address has been deleted successfully.' } };

describe('notifications (accounts-content §3, §4 notifications, §9)', () => {
  it('adds a notification with an id, the default time to live of 5000 ms and an OK action1', () => {
    const store = createNotificationStore({ clock: createSimulatedClock() });
    const added = store.add(saved);
    expect(added).toMatchObject({
      ...saved,
      id: 1,
      timeToLive: 5000,
      action1: { label: { id: 'OK' }, action: 'close' },
    });
    expect(store.list()).toHaveLength(1);
  });

  it('stop() clears every pending removal timer (issue 30.5: nothing keeps a stopped shop running)', () => {
    const clock = createSimulatedClock();
    const store = createNotificationStore({ clock });
    store.notify(saved);
    store.notify(deleted);
    store.stop();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('is deduplicated against the last message', () => {
    const store = createNotificationStore({ clock: createSimulatedClock() });
    store.notify(saved);
    store.notify(saved);
    expect(store.list()).toHaveLength(1);
    store.notify(deleted);
    store.notify(saved);
    expect(store.list().map((n) => n.message.id)).toEqual([
      saved.message.id,
      deleted.message.id,
      saved.message.id,
    ]);
  });

  it('treats other params as another message', () => {
    const store = createNotificationStore({ clock: createSimulatedClock() });
    store.notify({
      type: 'error',
      message: { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 2 } },
    });
    store.notify({
      type: 'error',
      message: { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 3 } },
    });
    expect(store.list()).toHaveLength(2);
  });

  it('is removed after timeToLive on the clock', () => {
    const clock = createSimulatedClock();
    const store = createNotificationStore({ clock });
    store.notify(saved);
    clock.increment(4999);
    expect(store.list()).toHaveLength(1);
    clock.increment(1);
    expect(store.list()).toEqual([]);
  });

  it('honours its own timeToLive and the configured default', () => {
    const clock = createSimulatedClock();
    const store = createNotificationStore({ clock, notifications: { timeToLiveMs: 1000 } });
    store.notify(saved);
    store.notify({ ...deleted, timeToLive: 3000 });
    clock.increment(1000);
    expect(store.list().map((n) => n.message.id)).toEqual([deleted.message.id]);
    clock.increment(2000);
    expect(store.list()).toEqual([]);
  });

  it('stays with hasNoTimeout until removed', () => {
    const clock = createSimulatedClock();
    const store = createNotificationStore({ clock });
    const added = store.add({ ...saved, hasNoTimeout: true })!;
    clock.increment(60_000);
    expect(store.list()).toHaveLength(1);
    store.remove(added.id);
    expect(store.list()).toEqual([]);
  });

  it('keeps a given action1', () => {
    const store = createNotificationStore({ clock: createSimulatedClock() });
    const added = store.add({
      ...saved,
      action1: { label: { id: 'Proceed to checkout' }, action: 'goToCheckout' },
    });
    expect(added?.action1).toEqual({ label: { id: 'Proceed to checkout' }, action: 'goToCheckout' });
  });

  it('cancels the timer of a notification removed by hand', () => {
    const clock = createSimulatedClock();
    const store = createNotificationStore({ clock });
    const added = store.add(saved)!;
    store.remove(added.id);
    expect(clock.pendingTimers()).toBe(0);
  });
});
