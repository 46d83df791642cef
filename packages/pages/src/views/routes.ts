import type { DispatchResult } from '@kauppa/url-dispatcher';

/** What a dispatched path renders (accounts-content §2 url dispatcher). */
export type DispatchOutcome =
  | { kind: 'redirect'; path: string; status: 301 | 302 }
  | { kind: 'cms-page'; slug: string }
  | { kind: 'product' | 'category'; params: Record<string, string> }
  | { kind: 'not-found' };

/**
 * The path the url dispatcher resolves for a catch-all route: the matched rest of the path with
 * the query (a product's `childSku`), always starting with '/'.
 *
 * @example
 * dispatchedPath('tools/hammer', '?childSku=H-1'); // '/tools/hammer?childSku=H-1'
 */
export function dispatchedPath(rest: string | undefined, search: string): string {
  return `/${rest ?? ''}${search}`;
}

/**
 * What the page of a dispatched path is (accounts-content §2 url dispatcher; `@kauppa/url-dispatcher`):
 * a url rewrite redirects (301/302) to its target, made absolute; a product or a category renders
 * with the route's non-empty params; a CMS page with its slug; nothing matching is not found.
 *
 * @example
 * dispatchOutcome(await dispatcher.dispatch(path));
 */
export function dispatchOutcome(result: DispatchResult): DispatchOutcome {
  switch (result.kind) {
    case 'redirect':
      return {
        kind: 'redirect',
        path: result.path.startsWith('/') ? result.path : `/${result.path}`,
        status: result.status,
      };
    case 'route': {
      if (result.entity === 'cms-page') return { kind: 'cms-page', slug: String(result.params.slug ?? '') };
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.params)) {
        if (value !== undefined && value !== '') params[name] = value;
      }
      return { kind: result.entity, params };
    }
    default:
      return { kind: 'not-found' };
  }
}

/** What the search page answers for its request. */
export type SearchRequest =
  | { redirect: string }
  | { redirect?: undefined; query: string; size: number | undefined; panel: boolean };

/**
 * The search page's request (accounts-content §2 search): `/search?q=…` redirects to
 * `/search/{query}`; the query trimmed; `?size=` a positive whole number or nothing; `?panel=1`
 * the header's search panel.
 *
 * @example
 * searchRequest({ pathQuery: undefined, searchParams: new URLSearchParams('q=akku') }); // { redirect: '/search/akku' }
 */
export function searchRequest({
  pathQuery,
  searchParams,
}: {
  /** The query of the path (`/search/:query`), if any. */
  pathQuery: string | undefined;
  searchParams: URLSearchParams;
}): SearchRequest {
  const query = (pathQuery ?? searchParams.get('q') ?? '').trim();
  if (!pathQuery && query) return { redirect: `/search/${encodeURIComponent(query)}` };
  const size = Number.parseInt(searchParams.get('size') ?? '', 10);
  return {
    query,
    size: Number.isInteger(size) && size > 0 ? size : undefined,
    panel: searchParams.get('panel') === '1',
  };
}

/** The search page's own path, for its canonical link: `/search/{query}`, or `/search`. */
export function searchPath(query: string): string {
  return query ? `/search/${encodeURIComponent(query)}` : '/search';
}
