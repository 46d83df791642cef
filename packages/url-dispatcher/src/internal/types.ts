/**
 * Minimal structural types of the entities the routes read. `@kauppa/contract` holds the full zod
 * schemas; its public door did not export them yet when this package was written, so the fields
 * needed here are restated structurally (contract entities are assignable to them).
 */

/** A product as far as its route and link need it (commerce-core §2, §3). */
export interface RoutableProduct {
  sku: string;
  type_id: string;
  parentSku?: string | null | undefined;
  slug?: string | null | undefined;
  url_key?: string | null | undefined;
  url_path?: string | null | undefined;
  configurable_children?: ReadonlyArray<unknown> | null | undefined;
  options?: ReadonlyArray<unknown> | null | undefined;
}

/** A category as far as its route and link need it. */
export interface RoutableCategory {
  id?: number | string | undefined;
  slug?: string | null | undefined;
  url_key?: string | null | undefined;
  url_path?: string | null | undefined;
}

/** A CMS page as far as its route needs it (the slug holds the identifier). */
export interface RoutableCmsPage {
  identifier: string;
}

/**
 * A url rewrite as far as the dispatcher needs it (accounts-content §3): the contract's `UrlRewrite`
 * is assignable to it.
 */
export interface RoutableUrlRewrite {
  request_path: string;
  target_path: string;
  redirect_type: number | string;
  entity_type?: string | undefined;
}

/** Route params: strings only. */
export type RouteParams = Record<string, string>;

/**
 * A link: always a `path`; with a route `name` and `params` when it is a named route (URL dispatch
 * off, or a fixed route such as checkout).
 */
export interface RouteLink {
  path: string;
  name?: string;
  params?: RouteParams;
}
