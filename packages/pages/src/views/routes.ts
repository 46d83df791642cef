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

/**
 * What the search page answers for its request (the route's view, not the wire `SearchRequest` of
 * `@kauppa/contract`).
 */
export type SearchPageRequest =
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
}): SearchPageRequest {
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

/** How many results the search panel shows while typing. */
export const searchPanelSize = 8;

/** What the search panel does for the text typed. */
export interface SearchPanelState {
  /** The typed text, trimmed. */
  term: string;
  /** Say 'Search term must have at least {min} characters.' */
  tooShort: boolean;
  /** Search as you type: the panel is open and the term long enough. */
  searching: boolean;
  /** The results route the panel loads (`?size=` results, `?panel=1`). */
  resultsPath: string;
  /** The full results page of the term. */
  pagePath: string;
}

/**
 * The search panel's state (accounts-content §5: a search term has at least `minLength`
 * characters, `search.minTermLength`): the hint while the open panel's term is too short, and
 * once it is long enough the results route to load and the full results page.
 *
 * @example
 * searchPanelState({ text: ' akku ', open: true, minLength: 3 }).resultsPath; // '/search/akku?size=8&panel=1'
 */
export function searchPanelState({
  text,
  open,
  minLength,
}: {
  text: string;
  open: boolean;
  minLength: number;
}): SearchPanelState {
  const term = text.trim();
  const page = searchPath(term);
  return {
    term,
    tooShort: open && term.length > 0 && term.length < minLength,
    searching: open && term.length >= minLength,
    resultsPath: `${page}?size=${searchPanelSize}&panel=1`,
    pagePath: page,
  };
}

/**
 * The results the search panel shows: the loaded answer while searching, only when it answers the
 * current term (an answer to an earlier term is not shown).
 */
export function searchPanelResults<R extends { query: string }>(
  state: Pick<SearchPanelState, 'term' | 'searching'>,
  answer: R | undefined,
): R | undefined {
  return state.searching && answer && answer.query === state.term ? answer : undefined;
}
