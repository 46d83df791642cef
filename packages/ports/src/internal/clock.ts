/** An opaque handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object;

/**
 * Time as a port: the current time and timers. Core packages never call `Date.now()` or
 * `setTimeout` themselves; they receive a clock.
 *
 * @example
 * const clock = createSystemClock();
 * clock.setTimeout(() => console.log(clock.now()), 1000);
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer; unknown handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The real clock. It wraps the globals lazily, at call time, so importing it has no effect and
 * a test framework's fake timers still apply.
 */
export function createSystemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerHandle,
    clearTimeout: (handle) =>
      globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
  };
}

/** A clock whose time moves only when a test moves it. */
export interface SimulatedClock extends Clock {
  /** Moves time forward by `ms`, firing every timer due on the way, in order. */
  increment(ms: number): void;
  /** Sets the current time (forward only), firing the timers due on the way. */
  set(time: number): void;
  /** Number of timers not yet fired nor cleared. */
  pendingTimers(): number;
}

/** Options of {@link createSimulatedClock}. */
export interface SimulatedClockOptions {
  /**
   * The start time in milliseconds since the epoch.
   * @default 1_767_225_600_000 (2026-01-01T00:00:00Z)
   */
  now?: number;
}

/**
 * A simulated clock for tests: `clock.increment(1_800_000)` passes the 30-minute checkout window
 * without sleeping.
 *
 * @example
 * const clock = createSimulatedClock({ now: Date.UTC(2026, 0, 1) });
 * clock.setTimeout(() => console.log('fired'), 1000);
 * clock.increment(1000); // logs "fired"
 */
export function createSimulatedClock({
  now = 1_767_225_600_000,
}: SimulatedClockOptions = {}): SimulatedClock {
  let current = now;
  let sequence = 0;
  const timers = new Map<number, { at: number; seq: number; callback: () => void }>();

  const advanceTo = (target: number): void => {
    if (target < current) throw new RangeError('A simulated clock only moves forward');
    for (;;) {
      let next: { id: number; at: number; seq: number } | undefined;
      for (const [id, t] of timers) {
        if (t.at <= target && (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq))) {
          next = { id, at: t.at, seq: t.seq };
        }
      }
      if (!next) break;
      const timer = timers.get(next.id)!;
      timers.delete(next.id);
      current = Math.max(current, timer.at);
      timer.callback();
    }
    current = target;
  };

  return {
    now: () => current,
    setTimeout(callback, ms) {
      const id = ++sequence;
      timers.set(id, { at: current + Math.max(0, ms), seq: id, callback });
      return id;
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle);
    },
    increment: (ms) => advanceTo(current + ms),
    set: (time) => advanceTo(time),
    pendingTimers: () => timers.size,
  };
}
