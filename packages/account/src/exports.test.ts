import { describe, expect, it } from 'vitest';
import * as account from './index.ts';

describe('@kauppa/account public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(account).sort()).toEqual([
      'accountEvents',
      'accountMessages',
      'accountPaths',
      'createAccount',
      'createPasswordPath',
      'createTokenStore',
      'orderHistoryNumber',
      'orderHistoryTotal',
      'parseCreatePasswordPath',
      'userStorageKeys',
    ]);
  });

  it('keeps internals private', () => {
    expect(account).not.toHaveProperty('initialState');
    expect(account).not.toHaveProperty('errorText');
  });
});
