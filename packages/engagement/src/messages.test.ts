import { messageIds } from '@kauppa/i18n';
import { describe, expect, it } from 'vitest';
import { engagementMessages, validationMessages } from './index.ts';

describe('message ids (accounts-content §5, §8)', () => {
  it('every id engagement emits, validation included, has a translation in @kauppa/i18n', () => {
    const known = new Set<string>(messageIds);
    const ids = [...Object.values(engagementMessages), ...Object.values(validationMessages)];
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
  });
});
