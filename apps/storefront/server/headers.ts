import { createHash, timingSafeEqual } from 'node:crypto';

/** Expiry times of static files (commerce-core §9: 30 days default, 24 hours JSON, 7 days png). */
export interface ExpirySeconds {
  defaultSeconds: number;
  jsonSeconds: number;
  pngSeconds: number;
}

/** The `Cache-Control` value of a static file, chosen by its extension. */
export function staticCacheControl(path: string, expires: ExpirySeconds): string {
  const name = path.toLowerCase();
  // The service worker scripts are always revalidated, so a new version reaches shoppers at once.
  if (name.endsWith('/service-worker.js') || name.endsWith('/order-sender.js')) return 'no-cache';
  const seconds = name.endsWith('.json')
    ? expires.jsonSeconds
    : name.endsWith('.png')
      ? expires.pngSeconds
      : expires.defaultSeconds;
  return `public, max-age=${seconds}`;
}

/** Security headers every response carries (the CSP is set separately). */
export const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)'],
];

const inlineScript = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The sha256 sources of every inline `<script>` of an HTML page, for `script-src`: the hash of each
 * script's UTF-8 bytes, as the browser computes it. Given the page's bytes (a render's body), they
 * are read as Latin-1 — one byte per character, so a page with `€` or `–` is not decoded into a
 * two-byte string twice its size (issue 31.4) — and hashed as the same bytes.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes = typeof html !== 'string';
  const text = bytes ? Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1') : html;
  const hashes = new Set<string>();
  for (const match of text.matchAll(inlineScript)) {
    const body = match[1] ?? '';
    if (body.length === 0) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body, bytes ? 'latin1' : 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** Options of {@link contentSecurityPolicy}. */
export interface CspOptions {
  /** Origins besides the page's own that the browser may call and load images from (the shop API). */
  apiOrigins?: readonly string[];
  /** Hash sources of the page's inline scripts ({@link inlineScriptHashes}). */
  scriptHashes?: readonly string[];
}

/**
 * A strict Content-Security-Policy: scripts only from the own origin plus the hashed inline
 * scripts React Router renders (hydration data, module loader), so cached pages keep a valid
 * policy without a per-request nonce.
 */
export function contentSecurityPolicy({ apiOrigins = [], scriptHashes = [] }: CspOptions = {}): string {
  const api = apiOrigins.join(' ');
  const withApi = (sources: string) => (api ? `${sources} ${api}` : sources);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withApi("'self' data: blob:")}`,
    "font-src 'self' data:",
    `connect-src ${withApi("'self'")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Does `given` equal `expected`, compared in constant time? An empty expected key never matches. */
export function keyMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
