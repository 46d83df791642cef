/** The fault switches of the reference server (tests drive the unhappy paths with them). */
export interface Faults {
  /** Added latency in ms per route key (`'*'` for every route, `'cart/update'`, `'POST order'`, `'catalog'` …). */
  latencyMs: Record<string, number>;
  /** Probability (0..1) per route key that a call answers 500. */
  errorRate: Record<string, number>;
  /** Route keys that answer 200 with an HTML page instead of JSON. */
  nonJson: string[];
  /** Route keys that answer 200 with an empty body. */
  emptyBody: string[];
  /** Every access token counts as expired (401) while this is on. */
  tokenExpiry: boolean;
}

/** No faults. */
export function noFaults(): Faults {
  return { latencyMs: {}, errorRate: {}, nonJson: [], emptyBody: [], tokenExpiry: false };
}

/**
 * Does the route key match a call (`path` relative to `/api/`)? A key is `[METHOD ]route`, `'*'` for
 * every call, and may end in ` ~text`: then only calls whose query values or body contain `text`
 * match (`detail`), e.g. `'catalog ~"must_not":[{"term":{"sku"'` is the related-products search of a
 * product page and not the product's own (issue 20.4).
 */
export function routeMatches(key: string, method: string, path: string, detail = ''): boolean {
  const tilde = tildeOf(key);
  if (tilde >= 0) {
    if (!detail.includes(key.slice(tilde + (key[tilde] === '~' ? 1 : 2)))) return false;
    return routeMatches(key.slice(0, tilde).trim() || '*', method, path);
  }
  if (key === '*') return true;
  let route = key;
  const space = key.indexOf(' ');
  if (space > 0) {
    if (key.slice(0, space).toUpperCase() !== method) return false;
    route = key.slice(space + 1);
  }
  route = route.replace(/^\/?(api\/)?/, '');
  return path === route || path.startsWith(`${route}/`);
}

/** Where a key's ` ~text` starts (a key may also be a bare `~text`); -1 without one. */
function tildeOf(key: string): number {
  return key.startsWith('~') ? 0 : key.indexOf(' ~');
}

/** The first value of a keyed table whose key matches the call. */
export function matching<T>(
  table: Record<string, T>,
  method: string,
  path: string,
  detail = '',
): T | undefined {
  for (const [key, value] of Object.entries(table)) if (routeMatches(key, method, path, detail)) return value;
  return undefined;
}

/** Does any key of the fault switches look into a call's query or body (` ~text`)? */
export function readsDetail(faults: Faults): boolean {
  return [
    ...Object.keys(faults.latencyMs),
    ...Object.keys(faults.errorRate),
    ...faults.nonJson,
    ...faults.emptyBody,
  ].some((key) => tildeOf(key) >= 0);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function table(value: string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of list(value)) {
    const [key, raw] = entry.includes('=') ? entry.split('=') : ['*', entry];
    const n = Number(raw);
    if (key && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

/**
 * Reads fault switches from environment variables:
 * `KAUPPA_FAULT_LATENCY_MS` (`200` or `cart/update=500,order=100`), `KAUPPA_FAULT_ERROR_RATE`
 * (`order=1,cart=0.5`), `KAUPPA_FAULT_NON_JSON` and `KAUPPA_FAULT_EMPTY_BODY` (route lists),
 * `KAUPPA_FAULT_TOKEN_EXPIRY=1`.
 */
export function faultsFromEnv(env: Record<string, string | undefined>): Faults {
  return {
    latencyMs: table(env.KAUPPA_FAULT_LATENCY_MS),
    errorRate: table(env.KAUPPA_FAULT_ERROR_RATE),
    nonJson: list(env.KAUPPA_FAULT_NON_JSON),
    emptyBody: list(env.KAUPPA_FAULT_EMPTY_BODY),
    tokenExpiry: env.KAUPPA_FAULT_TOKEN_EXPIRY === '1' || env.KAUPPA_FAULT_TOKEN_EXPIRY === 'true',
  };
}
