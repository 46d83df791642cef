import { describe, expect, it } from 'vitest';
import { isInvalidationMessage, workerCount } from './workers.ts';

describe('issue 31.3: one storefront process per core (KAUPPA_WORKERS)', () => {
  it('runs one process when KAUPPA_WORKERS is unset', () => {
    expect(workerCount(undefined, 8)).toBe(1);
  });

  it('runs one process per core with auto', () => {
    expect(workerCount('auto', 4)).toBe(4);
  });

  it('runs the given number of processes', () => {
    expect(workerCount('2', 8)).toBe(2);
  });

  it('refuses a value that is not auto or a whole number, naming the variable', () => {
    expect(() => workerCount('many', 8)).toThrow(/KAUPPA_WORKERS/);
    expect(() => workerCount('0', 8)).toThrow(RangeError);
  });

  it('relays only its own invalidation messages between workers', () => {
    expect(isInvalidationMessage({ kind: 'kauppa-invalidate', tags: ['P1'] })).toBe(true);
    expect(isInvalidationMessage({ kind: 'other' })).toBe(false);
    expect(isInvalidationMessage('kauppa-invalidate')).toBe(false);
  });
});
