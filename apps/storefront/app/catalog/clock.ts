import type { Clock } from '@kauppa/ports';

/**
 * The clock of a rendered page: "now" as the loader read it from the clock port, so the server
 * render and the hydration pick the same special prices. Without one, the system time.
 */
export function pageClock(now: number | undefined): Pick<Clock, 'now'> {
  return { now: () => now ?? Date.now() };
}
