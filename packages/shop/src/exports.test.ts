import { describe, expect, it } from 'vitest';
import * as shop from './index.ts';

describe('public surface', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(shop).sort()).toEqual([
      'MissingPortError',
      'createShop',
      'createUiStore',
      'deploymentConfig',
      'initialUiState',
      'withLocalExternalCheckout',
    ]);
  });
});
