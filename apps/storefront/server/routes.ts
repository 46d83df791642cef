import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What the output cache knows of a request path (issue 29.4, 29.5): the page it is, decided from
 * the route React Router matches once the path is canonical — never from the raw spelling.
 */
export interface RouteMatch {
  /**
   * The one spelling of the page: store-view prefix and static segments as the route table
   * writes them, percent-encoding only where needed (unreserved characters decoded, hex in upper
   * case), single slashes, no trailing slash, and the `.data` suffix of a data request kept.
   * A request under any other spelling is answered 301 to it.
   */
  canonicalPath: string;
  /** Ids of the matched routes, root first: the only ids a `.data` request's `_routes` may name. */
  routeIds: readonly string[];
  /** A page of a session or cart (checkout, account, password pages …): `private, no-store`. */
  private: boolean;
}

/** One route of React Router's server build manifest (`build.routes`). */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

/** Options of {@link createRouteClassifier}. */
export interface RouteClassifierOptions {
  /** `build.routes` of the server build. */
  routes: Readonly<Record<string, ManifestRoute | undefined>>;
  /**
   * Store-view codes that may prefix paths (`de` for `/de/…`): every configured one, also with
   * multistore off, so `/de/checkout` is private whichever way it is rendered.
   */
  storeCodes?: readonly string[];
  /** Ids of the routes whose pages depend on a session or cart. */
  privateRouteIds: ReadonlySet<string>;
  /**
   * Route parameters whose case is kept in the canonical path (SKUs, tokens, e-mails, order ids,
   * search queries); every other dynamic segment — slugs, url keys, the dispatcher's url path —
   * is written in lower case, as the platform's url keys are.
   */
  caseSensitiveParams?: ReadonlySet<string>;
  /** How many paths' answers are remembered (oldest dropped first). @default 5000 */
  memoSize?: number;
  /**
   * React Router's `matchRoutes` (a counting double in tests). A path of a shape seen before — the
   * same segments where the table has static ones, any other where it has parameters — reuses
   * that shape's matched routes: the table is matched once per shape, not once per path.
   */
  matchRoutes?: RouteMatcher;
}

/** React Router's `matchRoutes`, as the classifier calls it. */
export type RouteMatcher = (
  routes: RouteObject[],
  path: string,
) => ReadonlyArray<{ route: RouteObject }> | null;

/**
 * The storefront's routes of session or cart pages (accounts-content §2 routes; `routes.ts`):
 * never stored in the shared cache, answered `private, no-store`.
 */
export const privateRouteIds: ReadonlySet<string> = new Set([
  'checkout',
  'customer-account',
  'my-account',
  'my-account-shipping-details',
  'my-account-newsletter',
  'my-account-orders',
  'my-account-order',
  'my-account-recently-viewed',
  'my-account-loyalty-card',
  'my-account-product-reviews',
  'order-success',
  'order-tracking',
  'wishlist',
  'compare',
  'create-password',
  'recover-password',
]);

/** Parameters of the storefront's routes whose case is part of what they name. */
export const caseSensitiveParams: ReadonlySet<string> = new Set([
  'parentSku',
  'childSku',
  'sku',
  'id',
  'token',
  'email',
  'orderId',
  'query',
  'question',
]);

const unreserved = /[A-Za-z0-9\-._~]/;

/**
 * One spelling of percent-encoding (RFC 3986 §6.2.2): escapes of unreserved characters are
 * decoded, every other escape has upper-case hex; a `%` that starts no escape is encoded.
 */
export function normalizeEncoding(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})|%/g, (_escape, hex: string | undefined) => {
    if (hex === undefined) return '%25';
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return unreserved.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** Lower case outside percent escapes (their hex stays upper case). */
const lower = (segment: string) =>
  segment.replace(/%[0-9A-F]{2}|[^%]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));

type TreeRoute = RouteObject & { id: string; path?: string | undefined; children?: TreeRoute[] };

function treeOf(routes: RouteClassifierOptions['routes']): TreeRoute[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parent: string | undefined): TreeRoute[] =>
    (byParent.get(parent) ?? []).map((route) =>
      route.index
        ? ({ id: route.id, index: true, path: route.path } as TreeRoute)
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

/** A matched route chain, root first. */
type Matched = ReadonlyArray<{ route: TreeRoute }>;

/**
 * Matches path segments to the route table, once per shape of path (issue 31.2: React Router
 * flattens and ranks the whole table on each match). The routes a path matches depend only on
 * which of its segments equal a static segment of the table (case aside) and on how many there
 * are: a segment that equals none matches the same parameters and splats as any other such. So a
 * path's shape keeps the segments that are static words of the table and stands one placeholder
 * for every other; a segment with a percent escape (React Router decodes it before matching), or a
 * table with case-sensitive routes or segments mixing text and parameters, is matched in full.
 */
function shapeMatcher(
  routes: RouteClassifierOptions['routes'],
  tree: TreeRoute[],
  match: RouteMatcher,
  memoSize: number,
): (segments: readonly string[]) => Matched | null {
  const words = new Set<string>();
  let shapeable = true;
  for (const route of Object.values(routes)) {
    if (!route) continue;
    if (route.caseSensitive) shapeable = false;
    for (const part of (route.path ?? '').split('/')) {
      if (part === '' || part === '*' || /^:[\w-]+\??$/.test(part)) continue;
      if (part.includes(':') || part.includes('*')) shapeable = false;
      words.add(part.replace(/\?$/, '').toLowerCase());
    }
  }
  const full = (segments: readonly string[]) => match(tree, `/${segments.join('/')}`) as Matched | null;
  if (!shapeable) return full;
  const shapes = new Map<string, Matched | null>();
  return (segments) => {
    let shape = '';
    for (const segment of segments) {
      if (segment.includes('%')) return full(segments);
      const word = segment.toLowerCase();
      // `\u0000` never occurs in a path segment: it stands for "no static word".
      shape += words.has(word) ? `/${word}` : '/\u0000';
    }
    const known = shapes.get(shape);
    if (known !== undefined || shapes.has(shape)) return known ?? null;
    const matched = full(segments);
    if (shapes.size >= memoSize) shapes.delete(shapes.keys().next().value as string);
    shapes.set(shape, matched);
    return matched;
  };
}

/**
 * Builds the classifier of request paths over the server build's route table (see
 * {@link RouteMatch}); undefined for a path no route matches.
 *
 * @example
 * const classify = createRouteClassifier({ routes: build.routes, storeCodes: ['de'], privateRouteIds });
 * classify('/de/CHECKOUT'); // { canonicalPath: '/de/checkout', routeIds: [...], private: true }
 */
export function createRouteClassifier({
  routes,
  storeCodes = [],
  privateRouteIds: privateIds,
  caseSensitiveParams: keepCase = caseSensitiveParams,
  memoSize = 5000,
  matchRoutes: match = matchRoutes,
}: RouteClassifierOptions): (path: string) => RouteMatch | undefined {
  const tree = treeOf(routes);
  const stores = new Set(storeCodes.map((code) => code.toLowerCase()));
  const matchShaped = shapeMatcher(routes, tree, match, memoSize);
  // React Router ranks the whole table on each match (~0.2 ms): known paths are remembered.
  const memo = new Map<string, RouteMatch | undefined>();
  const classify = (rawPath: string): RouteMatch | undefined => {
    let path = normalizeEncoding(rawPath).replace(/\/{2,}/g, '/');
    // React Router's data request of a path: `<path>.data`, and `<path>/_.data` for one ending
    // in a slash (the home page: `/_.data`).
    const data = path.endsWith('.data');
    if (path.endsWith('/_.data')) path = path.slice(0, -'_.data'.length);
    else if (data) path = path.slice(0, -'.data'.length);
    let segments = path.split('/').filter((s) => s !== '');
    let prefix = '';
    const first = segments[0]?.toLowerCase();
    if (first !== undefined && stores.has(first)) {
      prefix = `/${first}`;
      segments = segments.slice(1);
    }
    // React Router decodes the path itself (keeping %2F), matching static segments in any case.
    const matches = matchShaped(segments);
    if (!matches || matches.length === 0) return undefined;
    // The canonical spelling: each matched route's static segments as written in the table,
    // its parameters from the request (lower case unless their case matters).
    const out: string[] = [];
    let at = 0;
    for (const { route } of matches) {
      if (!route.path) continue;
      for (const part of route.path.split('/').filter((s) => s !== '')) {
        if (part === '*') {
          out.push(...segments.slice(at).map((s) => (keepCase.has('*') ? s : lower(s))));
          at = segments.length;
        } else if (part.startsWith(':')) {
          const name = part.slice(1).replace(/\?$/, '');
          const given = segments[at];
          if (given === undefined) continue;
          out.push(keepCase.has(name) ? given : lower(given));
          at += 1;
        } else {
          out.push(part);
          at += 1;
        }
      }
    }
    const routerPath = `/${out.join('/')}`;
    const canonicalPath = data
      ? prefix === '' && routerPath === '/'
        ? '/_.data'
        : `${prefix}${routerPath === '/' ? '' : routerPath}.data`
      : `${prefix}${routerPath === '/' && prefix !== '' ? '' : routerPath}`;
    const routeIds = matches.map(({ route }) => route.id);
    if (prefix !== '') {
      // A store code the server may also render without its store view (multistore off): the
      // routes of the whole path count too, for `_routes` and for privacy.
      const whole = matchShaped([prefix.slice(1), ...segments]);
      for (const { route } of whole ?? []) if (!routeIds.includes(route.id)) routeIds.push(route.id);
    }
    return { canonicalPath, routeIds, private: routeIds.some((id) => privateIds.has(id)) };
  };
  return (rawPath) => {
    if (memo.has(rawPath)) return memo.get(rawPath);
    const match = classify(rawPath);
    if (memo.size >= memoSize) memo.delete(memo.keys().next().value as string);
    memo.set(rawPath, match);
    return match;
  };
}
