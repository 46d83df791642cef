import { describe, expect, it } from 'vitest';
import { afterLazyImageError, lazyImageSource } from './index.ts';

describe('lazy images (accounts-content §9 lazy loading)', () => {
  const image = { src: '/a.jpg', placeholder: '/blank.svg', shown: true, attempt: 1, failed: false };

  it('shows the placeholder until the image is near the viewport', () => {
    expect(lazyImageSource({ ...image, shown: false })).toBe('/blank.svg');
    expect(lazyImageSource(image)).toBe('/a.jpg');
  });

  it('asks again with a retry number from the second attempt on', () => {
    expect(lazyImageSource({ ...image, attempt: 2 })).toBe('/a.jpg?retry=2');
    expect(lazyImageSource({ ...image, src: '/a.jpg?w=300', attempt: 3 })).toBe('/a.jpg?w=300&retry=3');
  });

  it('keeps the placeholder after the last attempt failed', () => {
    expect(lazyImageSource({ ...image, failed: true })).toBe('/blank.svg');
    expect(afterLazyImageError({ attempt: 2, attempts: 3 })).toBe('retry');
    expect(afterLazyImageError({ attempt: 3, attempts: 3 })).toBe('failed');
  });
});
