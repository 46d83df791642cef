import { describe, expect, it } from 'vitest';
import { storeCodeOfPath, storeCodeRedirect, storePrefix } from './store-code.ts';

const off = { multistore: false, codes: ['de', 'it'], defaultStoreCode: '' };
const on = { ...off, multistore: true };

describe('store-code redirect (accounts-content §2)', () => {
  it('never redirects when multistore is off', () => {
    expect(storeCodeRedirect(off, '', '/de/c/akut')).toBeUndefined();
  });

  it('sends the browser to the route path when its store code differs from the current one', () => {
    expect(storeCodeRedirect(on, '', '/de/c/akut')).toBe('/de/c/akut');
    expect(storeCodeRedirect(on, 'de', '/c/akut')).toBe('/c/akut');
  });

  it('stays when the store codes agree', () => {
    expect(storeCodeRedirect(on, 'de', '/de/i/about')).toBeUndefined();
  });

  it('reads only known store codes from the first path segment', () => {
    expect(storeCodeOfPath(on, '/fr/c/akut')).toBe('');
    expect(storeCodeOfPath(on, '/it')).toBe('it');
  });
});

describe('store view prefix (accounts-content §2, issue 14.5)', () => {
  it('is /{storeCode} for a store view other than the default when multistore is on', () => {
    expect(storePrefix(on, 'de')).toBe('/de');
  });

  it('is empty for the default store, and whenever multistore is off', () => {
    expect(storePrefix(on, '')).toBe('');
    expect(storePrefix(off, 'de')).toBe('');
  });
});
