/**
 * Failed sign-ins counted per key (an account, a client address) in a sliding window, in memory:
 * the reference server runs as one process (issue 18.6). A platform with several processes keeps
 * these counts in a shared store (Redis).
 */
export interface FailureCounter {
  /** Failures of `key` within the window. */
  count(key: string): number;
  /** Records a failure of `key`. */
  fail(key: string): void;
  /** Forgets the failures of `key` (a successful sign-in). */
  clear(key: string): void;
  /** When the oldest failure of `key` in the window leaves it, in ms from now (0 if none). */
  retryAfterMs(key: string): number;
}

/** The most keys kept: beyond it the oldest keys are dropped (a flood of made-up names). */
const MAX_KEYS = 100_000;

/** Creates a {@link FailureCounter} over `windowMs` on the clock `now`. */
export function createFailureCounter(windowMs: number, now: () => number): FailureCounter {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const times = failures.get(key);
    if (!times) return [];
    const from = now() - windowMs;
    const kept = times.filter((t) => t > from);
    if (kept.length === 0) failures.delete(key);
    else if (kept.length !== times.length) failures.set(key, kept);
    return kept;
  };
  return {
    count: (key) => recent(key).length,
    fail(key) {
      const times = recent(key);
      failures.delete(key);
      failures.set(key, [...times, now()]);
      if (failures.size > MAX_KEYS) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    clear: (key) => {
      failures.delete(key);
    },
    retryAfterMs(key) {
      const times = recent(key);
      return times.length === 0 ? 0 : Math.max(0, (times[0] ?? 0) + windowMs - now());
    },
  };
}
