/** The state of a lazy-loaded image. */
export interface LazyImageState {
  /** The real source. */
  src: string;
  /** Shown until the image is near the viewport and after the last failed attempt. */
  placeholder?: string | undefined;
  /** The image came near the viewport (or loads at once). */
  shown: boolean;
  /** The 1-based attempt of loading it. */
  attempt: number;
  /** Every attempt failed. */
  failed: boolean;
}

/**
 * The source a lazy image shows (accounts-content §9 lazy loading): the placeholder until it is
 * near the viewport and after the last failed attempt; the real source, with `retry={n}` added to
 * its query from the second attempt on so the browser asks again.
 *
 * @example
 * lazyImageSource({ src: '/a.jpg', shown: true, attempt: 2, failed: false }); // '/a.jpg?retry=2'
 */
export function lazyImageSource({
  src,
  placeholder,
  shown,
  attempt,
  failed,
}: LazyImageState): string | undefined {
  if (failed || !shown) return placeholder;
  return attempt > 1 ? `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}` : src;
}

/**
 * What follows a failed load (accounts-content §9 lazy loading: `attempts` tries, `throttleMs`
 * apart): another attempt, or — after the last — the placeholder for good.
 *
 * @example
 * afterLazyImageError({ attempt: 3, attempts: 3 }); // 'failed'
 */
export function afterLazyImageError({
  attempt,
  attempts,
}: {
  attempt: number;
  attempts: number;
}): 'retry' | 'failed' {
  return attempt >= attempts ? 'failed' : 'retry';
}
