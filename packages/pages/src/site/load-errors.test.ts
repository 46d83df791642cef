import { describe, expect, it } from 'vitest';
import { loadErrorMessage, loadErrorNotice } from './load-errors.ts';

describe('start-up data loading errors (accounts-content §8)', () => {
  it("turns a 'query returned empty result' message into the offline notice that goes home", () => {
    expect(loadErrorNotice('CMS query returned empty result')).toEqual({
      type: 'error',
      message: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
      action: 'OK',
      thenGoHome: true,
    });
  });

  it('shows any other error with its own message and OK, and the navigation continues', () => {
    expect(loadErrorNotice('Failed to fetch')).toEqual({
      type: 'error',
      message: 'Failed to fetch',
      action: 'OK',
      thenGoHome: false,
    });
  });

  it('reads the message of an error response, an Error and a string', () => {
    expect(loadErrorMessage({ status: 404, data: 'Product query returned empty result' })).toBe(
      'Product query returned empty result',
    );
    expect(loadErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(loadErrorMessage('x')).toBe('x');
  });
});
