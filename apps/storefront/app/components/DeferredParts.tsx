import { type ComponentProps, use } from 'react';
import { deferredParts } from '../lib/deferred-parts.ts';
import type { ProductBackInStock } from './ProductBackInStock.tsx';

/**
 * The back-in-stock form of an out-of-stock product, its code loaded apart
 * (`lib/deferred-parts.ts`): at once when loaded, else the render waits for it.
 */
export function BackInStock(props: ComponentProps<typeof ProductBackInStock>) {
  const part = deferredParts.loaded('back-in-stock') ?? use(deferredParts.load('back-in-stock'));
  return part ? <part.ProductBackInStock {...props} /> : null;
}
