import { describe, expect, it } from 'vitest';
import * as storage from './index.ts';

describe('public surface of @kauppa/storage', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(storage).sort()).toEqual([
      'createDexieCollections',
      'createLocalCache',
      'createMemoryCollections',
      'storageSchema',
    ]);
  });
});
