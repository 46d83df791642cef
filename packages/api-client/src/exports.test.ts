import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public surface of @kauppa/api-client', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'buildSearchParams',
      'createApiClient',
      'createKyHttp',
      'createShopApi',
      'readEnvelope',
      'validateAnswer',
    ]);
  });
});
