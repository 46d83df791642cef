import { describe, expect, it } from 'vitest';
import { createSimulatedClock, createSystemClock } from './index.ts';

describe('simulated clock', () => {
  it('starts at the given time and moves only when told', () => {
    const clock = createSimulatedClock({ now: 1000 });
    expect(clock.now()).toBe(1000);
    clock.increment(500);
    expect(clock.now()).toBe(1500);
  });

  it('fires timers in due order while time passes the 30-minute checkout window', () => {
    const clock = createSimulatedClock({ now: 0 });
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('late'), 1_800_000);
    clock.setTimeout(() => fired.push('early'), 1000);
    clock.setTimeout(() => fired.push('same-early'), 1000);
    clock.increment(999);
    expect(fired).toEqual([]);
    clock.increment(1_800_000);
    expect(fired).toEqual(['early', 'same-early', 'late']);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('sees the timer time as now inside a callback and runs timers scheduled by callbacks', () => {
    const clock = createSimulatedClock({ now: 0 });
    const seen: number[] = [];
    clock.setTimeout(() => {
      seen.push(clock.now());
      clock.setTimeout(() => seen.push(clock.now()), 1000);
    }, 1000);
    clock.increment(5000);
    expect(seen).toEqual([1000, 2000]);
    expect(clock.now()).toBe(5000);
  });

  it('does not fire a cleared timer', () => {
    const clock = createSimulatedClock();
    let fired = false;
    const handle = clock.setTimeout(() => {
      fired = true;
    }, 10);
    clock.clearTimeout(handle);
    clock.increment(100);
    expect(fired).toBe(false);
  });

  it('refuses to go back in time', () => {
    const clock = createSimulatedClock({ now: 100 });
    expect(() => clock.set(50)).toThrow(RangeError);
  });
});

describe('system clock', () => {
  it('reads the real time lazily', () => {
    const before = Date.now();
    expect(createSystemClock().now()).toBeGreaterThanOrEqual(before);
  });
});
