import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import * as schemas from './schemas.ts';
import * as stockCheck from './stock-check.ts';

describe('public surface', () => {
  it('the entry point exports createShopApi and the helpers without schemas, and nothing else (issue 19.2)', () => {
    expect(Object.keys(contract).sort()).toEqual(
      [
        'createShopApi',
        'endpointPath',
        'entityTypes',
        'orderLimits',
        'orderNumberOf',
        'orderRefusalOf',
        'profileUpdateOf',
        'validateAnswer',
        'withStockSkus',
        'wireProductOption',
      ].sort(),
    );
  });

  it('@kauppa/contract/schemas exports the schemas and the endpoints table, and nothing else (issue 19.2)', () => {
    const names = Object.keys(schemas);
    expect(names.filter((name) => !name.endsWith('Schema')).sort()).toEqual(['endpoints', 'entitySchemas']);
    expect(names.filter((name) => name.endsWith('Schema'))).toHaveLength(67);
  });

  it('@kauppa/contract/stock-check exports the zod-free live stock read, and nothing else (issue 20.2)', () => {
    expect(Object.keys(stockCheck).sort()).toEqual(['checkStock', 'readStockCheckAnswer']);
  });

  it('keeps internal helpers private', () => {
    expect(contract).not.toHaveProperty('endpoint');
    expect(contract).not.toHaveProperty('base64Json');
    // profileUpdateOf picks the fields; the list itself is internal (issue 19.5).
    expect(contract).not.toHaveProperty('profileUpdateFields');
  });
});
