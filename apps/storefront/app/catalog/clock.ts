import { pageClock as pageClockOf } from '@kauppa/pages';
import { createSystemClock } from '@kauppa/ports/page';

/** The browser's (or server's) own clock, for pages rendered without a "now". */
export const systemClock = createSystemClock();

/** The clock of a rendered page (`pageClock` of `@kauppa/pages`), else the system time. */
export function pageClock(now: number | undefined) {
  return pageClockOf(now, systemClock);
}
