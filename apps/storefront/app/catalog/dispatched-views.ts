import type { ComponentType } from 'react';
import { createPartRegistry } from '../lib/deferred-parts.ts';

/** The route module a dispatched path renders with: its own loader and component. */
export interface DispatchedModule {
  loader: (args: never) => Promise<unknown>;
  default: ComponentType<never>;
}

/** The page types the url dispatcher renders with a route module of their own. */
export type DispatchedKind = 'product' | 'category';

/**
 * Each page type's module is loaded only for a path of that type (issue 20.1): a product page
 * carries no listing code and a category page no purchase code. The server loads it in the
 * dispatcher's loader; the browser before hydrating (`data-view` on <html>, read by
 * `entry.client.tsx`) or, on a client navigation, in the dispatcher's `clientLoader`.
 */
const views = createPartRegistry({
  product: () => import('../routes/product.tsx'),
  category: () => import('../routes/category.tsx'),
});

export const isDispatchedKind = (kind: unknown): kind is DispatchedKind => views.isPart(kind);

/** The module of a page type, once loaded (else undefined). */
export const dispatchedModule = (kind: DispatchedKind): DispatchedModule | undefined =>
  views.loaded(kind) as DispatchedModule | undefined;

/** Loads the module of a page type (once; a failed load rejects and is tried again next time). */
export const loadDispatchedModule = (kind: DispatchedKind): Promise<DispatchedModule> =>
  views.loadOrFail(kind) as Promise<DispatchedModule>;

/** The page type the url dispatcher rendered, from a route match (the page's leaf), if any. */
export function dispatchedKindOf(
  match: { id: string; data?: unknown; loaderData?: unknown } | undefined,
): DispatchedKind | undefined {
  if (match?.id !== 'dispatcher') return undefined;
  const kind = ((match.loaderData ?? match.data) as { kind?: unknown } | undefined)?.kind;
  return isDispatchedKind(kind) ? kind : undefined;
}
