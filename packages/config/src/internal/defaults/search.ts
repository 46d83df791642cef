import type { ShopConfig } from '../schema.ts';

/**
 * The default `search` section: score minimum, boosts and the search-engine query defaults
 * (commerce-core §9). `defaultShopConfig` holds this very object; it has its own module so a
 * browser bundle that reads only this section carries only it (issue 20.1).
 */
export const defaultSearchConfig: ShopConfig['search'] = {
  minScore: 0.02,
  minTermLength: 3,
  boosts: { name: 4, sku: 3, short_description: 2, description: 1, 'category.name': 1 },
  queryDefaults: {
    operator: 'or',
    fuzziness: 2,
    cutoffFrequency: 0.01,
    maxExpansions: 3,
    prefixLength: 1,
    minimumShouldMatch: '75%',
    tieBreaker: 1,
    scoreMode: 'multiply',
    boostMode: 'multiply',
    maxBoost: 100,
    minScore: 1,
  },
};
