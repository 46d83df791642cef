import { data } from 'react-router';

/** A 404 the error boundary renders as '404 Page Not Found'; the message is the spec's text. */
export function notFound(message: string): never {
  throw data(message, { status: 404 });
}
