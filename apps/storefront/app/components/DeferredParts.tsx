import { type ComponentProps, use } from 'react';
import { createPartRegistry } from '../lib/deferred-parts.ts';
import type { ProductBackInStock } from './ProductBackInStock.tsx';

/** The storefront's parts whose code loads apart (`lib/deferred-parts.ts`). */
export const deferredParts = createPartRegistry({
  'back-in-stock': () => import('./ProductBackInStock.tsx'),
});

/**
 * The back-in-stock form of an out-of-stock product, its code loaded apart
 * (`lib/deferred-parts.ts`): at once when loaded, else the render waits for it.
 */
export function BackInStock(props: ComponentProps<typeof ProductBackInStock>) {
  const part = deferredParts.loaded('back-in-stock') ?? use(deferredParts.load('back-in-stock'));
  return part ? <part.ProductBackInStock {...props} /> : null;
}
