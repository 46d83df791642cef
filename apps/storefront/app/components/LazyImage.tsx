import { defaultLazyImageSettings, type LazyImageSettings, preloadRootMargin } from '@kauppa/pages';
import { afterLazyImageError, lazyImageSource } from '@kauppa/pages/views';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/** Props of {@link LazyImage}: an `<img>` whose width and height are required, so nothing jumps. */
export interface LazyImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * Shown until the image is near the viewport and after the last failed attempt; without one the
   * `<img>` has no source until then (its width, height and CSS keep the space).
   */
  placeholder?: string | undefined;
  /** Load at once (images of the first paint). */
  eager?: boolean;
  settings?: LazyImageSettings;
}

/**
 * A lazy-loaded image: the real source is set when the image comes within `preloadRatio` × the
 * viewport; a failed load is retried, `throttleMs` apart, up to `attempts` times, then the
 * placeholder stays. `eager` images load at once (and are server-rendered with their source).
 */
export function LazyImage({
  src,
  placeholder,
  eager = false,
  settings = defaultLazyImageSettings,
  alt,
  ...rest
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(eager);
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (shown) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: preloadRootMargin(settings.preloadRatio) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, settings.preloadRatio]);

  const onError = () => {
    if (afterLazyImageError({ attempt, attempts: settings.attempts }) === 'failed') return setFailed(true);
    setTimeout(() => setAttempt((n) => n + 1), settings.throttleMs);
  };

  const current = lazyImageSource({ src, placeholder, shown, attempt, failed });
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      src={current}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      data-loaded={shown && !failed ? 'true' : 'false'}
      onError={shown && !failed ? onError : undefined}
    />
  );
}
