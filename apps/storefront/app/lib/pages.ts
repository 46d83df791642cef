import { PageDelayed, PageNotFound, PageRedirect } from '@kauppa/pages';
import { data, redirect } from 'react-router';

/**
 * A 404 the error boundary renders as '404 Page Not Found'; the message is the spec's text. Its
 * status text is said (React Router's default for a thrown `data()` is "Internal Server Error").
 */
export function notFound(message: string): never {
  throw data(message, { status: 404, statusText: 'Not Found' });
}

/**
 * A page loader of `@kauppa/pages` as a React Router loader: its typed outcomes become the
 * router's answers (`PageNotFound` a 404 with the spec's text, `PageRedirect` a redirect,
 * `PageDelayed` a 503 with `Retry-After` that the server answers with a cached copy or a page that
 * completes itself, issue 31.1).
 */
export async function routed<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof PageNotFound) notFound(error.message);
    if (error instanceof PageRedirect) throw redirect(error.path, error.status);
    // The entity missed the budget (issue 31.1): the server replaces this answer (`server/app.ts`).
    if (error instanceof PageDelayed) {
      throw data(error.message, {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'Retry-After': String(error.retryAfterSeconds) },
      });
    }
    throw error;
  }
}
