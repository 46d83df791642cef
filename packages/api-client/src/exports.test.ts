import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public surface of @kauppa/api-client', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'createApiClient',
      'createKyHttp',
      'createShopApi',
      'validateAnswer',
    ]);
  });

  it('keeps the transport helpers internal (issue 19.5)', () => {
    expect(api).not.toHaveProperty('buildSearchParams');
    expect(api).not.toHaveProperty('readEnvelope');
  });
});
