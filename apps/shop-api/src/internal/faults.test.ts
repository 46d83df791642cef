import { describe, expect, it } from 'vitest';
import { faultsFromEnv, matching, noFaults, readsDetail, routeMatches } from './faults.ts';

const related = JSON.stringify({
  query: { bool: { filter: [{ terms: { category_ids: [5] } }], must_not: [{ term: { sku: 'BAT-1' } }] } },
});
const bySku = JSON.stringify({ query: { bool: { filter: [{ term: { sku: 'BAT-1' } }] } } });
const search = 'catalog/kauppa_battery/product/_search';

describe('fault switch keys that look into a call (issue 20.4: slow related products only)', () => {
  const key = 'catalog ~"must_not":[{"term":{"sku"';

  it('a ` ~text` key matches a call of its route whose query or body contains the text', () => {
    expect(routeMatches(key, 'GET', search, related)).toBe(true);
  });

  it("a ` ~text` key does not match the same route's other calls (the product's own search)", () => {
    expect(routeMatches(key, 'GET', search, bySku)).toBe(false);
  });

  it('a ` ~text` key does not match another route, even with the text', () => {
    expect(routeMatches(key, 'GET', 'stock/check', related)).toBe(false);
  });

  it('a method and a ` ~text` combine; a bare ` ~text` key stands for every route', () => {
    expect(routeMatches(`POST ${key}`, 'GET', search, related)).toBe(false);
    expect(routeMatches(`POST ${key}`, 'POST', search, related)).toBe(true);
    expect(routeMatches('~"must_not"', 'GET', 'stock/check', related)).toBe(true);
  });

  it('a key without ` ~` matches as before, whatever the detail', () => {
    expect(routeMatches('catalog', 'GET', search, bySku)).toBe(true);
    expect(routeMatches('*', 'POST', 'order', '')).toBe(true);
    expect(matching({ 'stock/check': 150 }, 'GET', 'stock/check')).toBe(150);
  });

  it('the app reads the detail of a call only while some key asks for it', () => {
    expect(readsDetail(noFaults())).toBe(false);
    expect(readsDetail({ ...noFaults(), latencyMs: { catalog: 2000 } })).toBe(false);
    expect(readsDetail({ ...noFaults(), latencyMs: { [key]: 2000 } })).toBe(true);
    expect(readsDetail({ ...noFaults(), emptyBody: [key] })).toBe(true);
  });

  it('reads such a key from the environment too', () => {
    expect(faultsFromEnv({ KAUPPA_FAULT_LATENCY_MS: 'catalog ~must_not=2000' }).latencyMs).toEqual({
      'catalog ~must_not': 2000,
    });
  });
});
