import type { Clock } from '@kauppa/ports';

/**
 * The clock of a rendered page: "now" as the loader read it from the clock port, so the server
 * render and the hydration pick the same special prices. Without one, the `fallback` clock's time
 * (the front end's system clock).
 *
 * @example
 * priceView(product, pageClock(data.now, createSystemClock()));
 */
export function pageClock(now: number | undefined, fallback: Pick<Clock, 'now'>): Pick<Clock, 'now'> {
  return { now: () => now ?? fallback.now() };
}
