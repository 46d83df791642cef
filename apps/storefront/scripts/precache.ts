/** The precache budget of issue 10: 1.5 MB. */
export const precacheBudgetBytes = 1.5 * 1024 * 1024;

/**
 * What is precached: the app shell and route chunks (scripts, styles, fonts). Images are cached
 * at runtime (cache first, 7 days) instead, so big images never enter the precache.
 */
export const precacheGlobs: string[] = ['assets/**/*.{js,css,woff2}'];

/** The precache figures written to `reports/precache.json`. */
export interface PrecacheReport {
  count: number;
  bytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  entries: string[];
}

/** Checks the precache size against {@link precacheBudgetBytes}. */
export function checkPrecacheBudget({
  count,
  size,
  entries,
}: {
  count: number;
  size: number;
  entries: string[];
}): PrecacheReport {
  return {
    count,
    bytes: size,
    budgetBytes: precacheBudgetBytes,
    withinBudget: size <= precacheBudgetBytes,
    entries,
  };
}
