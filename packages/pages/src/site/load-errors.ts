/** The notice of an uncached page in offline mode (accounts-content §8, start-up data loading). */
export const offlineRedirectNotice =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** The offline notice sends the shopper home by itself after this long (OK goes at once; issue 14.13). */
export const offlineRedirectMs = 3000;

/** What a front end shows when a page's data could not be loaded. */
export interface LoadErrorNotice {
  type: 'error';
  /** The message id (the spec's English text, or the error's own message). */
  message: string;
  /** The notice's one action. */
  action: 'OK';
  /** After OK: go to the store's home path, or stay (the navigation continues). */
  thenGoHome: boolean;
}

/**
 * The data-loading error rule of accounts-content §8: a message containing 'query returned empty
 * result' gives the offline notice and sends the shopper home; any other error shows its own
 * message with OK and the navigation continues.
 */
export function loadErrorNotice(message: string): LoadErrorNotice {
  if (message.includes('query returned empty result')) {
    return { type: 'error', message: offlineRedirectNotice, action: 'OK', thenGoHome: true };
  }
  return { type: 'error', message, action: 'OK', thenGoHome: false };
}

/** The text of whatever a loader threw: an error response's data, an Error's message, or a string. */
export function loadErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { data, statusText } = error as { data?: unknown; statusText?: unknown };
    if (typeof data === 'string' && data) return data;
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return 'Something went wrong. Try again in a few seconds.';
}
