/** The lazy loader's settings (accounts-content §9): preload at 1.3× the viewport, 3 attempts, 200 ms throttle. */
export interface LazyImageSettings {
  preloadRatio: number;
  attempts: number;
  throttleMs: number;
}

/** The defaults of `config.ui.lazyImage`. */
export const defaultLazyImageSettings: LazyImageSettings = {
  preloadRatio: 1.3,
  attempts: 3,
  throttleMs: 200,
};

/** The IntersectionObserver root margin that preloads at `ratio` times the viewport. */
export function preloadRootMargin(ratio: number): string {
  return `${Math.max(0, Math.round((ratio - 1) * 100))}%`;
}
