import type { ComponentType } from 'react';

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
const importers: Record<DispatchedKind, () => Promise<unknown>> = {
  product: () => import('../routes/product.tsx'),
  category: () => import('../routes/category.tsx'),
};
const loaded: Partial<Record<DispatchedKind, DispatchedModule>> = {};
const loading: Partial<Record<DispatchedKind, Promise<DispatchedModule>>> = {};

export const isDispatchedKind = (kind: unknown): kind is DispatchedKind =>
  kind === 'product' || kind === 'category';

/** The module of a page type, once loaded (else undefined). */
export const dispatchedModule = (kind: DispatchedKind): DispatchedModule | undefined => loaded[kind];

/** Loads the module of a page type (once). */
export function loadDispatchedModule(kind: DispatchedKind): Promise<DispatchedModule> {
  loading[kind] ??= importers[kind]().then((module) => {
    loaded[kind] = module as DispatchedModule;
    return loaded[kind];
  });
  return loading[kind];
}
