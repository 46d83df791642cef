/**
 * The outcomes of a page loader other than its data, as typed errors: the page does not exist
 * (404, with the spec's text), or it lives elsewhere (a redirect). A front end maps them to its
 * router's answers (the storefront: React Router's `data(message, { status: 404 })` and
 * `redirect(path, status)`).
 */

/** The page does not exist: a 404 whose message is the spec's text (e.g. 'CMS query returned empty result'). */
export class PageNotFound extends Error {
  /** The HTTP status of the answer. */
  readonly status = 404;

  constructor(message: string) {
    super(message);
    this.name = 'PageNotFound';
  }
}

/** The page lives at another path (a configurable child opened directly, commerce-core §4). */
export class PageRedirect extends Error {
  /** The path to go to, inside the store view. */
  readonly path: string;
  /** The HTTP status of the redirect (301 or 302). */
  readonly status: number;

  constructor(path: string, status: number) {
    super(`Redirect (${status}) to ${path}`);
    this.name = 'PageRedirect';
    this.path = path;
    this.status = status;
  }
}

/** Throws the 404 outcome of a page. */
export function notFound(message: string): never {
  throw new PageNotFound(message);
}

/**
 * The page's own entity missed the server render's search budget (commerce-core §9: server
 * 1000 ms) while the API is alive (its call timed out, it did not fail): not a 404 and not the
 * error page. The front end answers with a cached copy if it has one, else a page that finishes
 * loading in the browser within the client budget (commerce-core §9: 5000 ms), marked with
 * `Retry-After` so no CDN keeps it as the page (issue 31.1).
 */
export class PageDelayed extends Error {
  /** The HTTP status of the answer (Service Unavailable). */
  readonly status = 503;
  /** Seconds after which the page is worth asking again: the client budget. */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'PageDelayed';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
