import { messageIds } from '@kauppa/i18n';
import { describe, expect, it } from 'vitest';
import { accountMessages } from './index.ts';

describe('message ids (accounts-content §8)', () => {
  it('every id the account emits has a translation in @kauppa/i18n', () => {
    const known = new Set<string>(messageIds);
    expect(Object.values(accountMessages).filter((id) => !known.has(id))).toEqual([]);
  });
});
