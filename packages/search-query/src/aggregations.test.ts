import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { buildAggregations, filterOptionsFromAggregations, priceFilterOptions } from './index.ts';
import { mergeOptionAggregations } from './internal/aggregations.ts';

describe('price filter ranges (commerce-core §9)', () => {
  it('offers 0-50, 50-100, 100-150 and 150 and up, labelled with < on the first and > on the open last (commerce-core §9)', () => {
    expect(priceFilterOptions({ config: defaultShopConfig })).toEqual([
      { id: '0-50', label: '< €50', type: 'price', single: true, from: 0, to: 50 },
      { id: '50-100', label: '€50 - 100', type: 'price', single: true, from: 50, to: 100 },
      { id: '100-150', label: '€100 - 150', type: 'price', single: true, from: 100, to: 150 },
      { id: '150-*', label: '> €150', type: 'price', single: true, from: 150 },
    ]);
  });
});

describe('filter aggregations (commerce-core §9, §7)', () => {
  it('aggregates filter attributes with size 10 (commerce-core §9)', () => {
    expect(buildAggregations({ attributes: ['color'], config: defaultShopConfig })).toEqual({
      agg_terms_color: { terms: { field: 'color', size: 10 } },
      agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
    });
  });

  it("issue 14.7: merges the configurable products' `_options` buckets into the attribute's, adding the counts", () => {
    expect(
      mergeOptionAggregations({
        agg_terms_color: { buckets: [{ key: 49, doc_count: 2 }] },
        agg_terms_color_options: {
          buckets: [
            { key: 49, doc_count: 3 },
            { key: 50, doc_count: 1 },
          ],
        },
      }),
    ).toEqual({
      agg_terms_color: {
        buckets: [
          { key: 49, doc_count: 5 },
          { key: 50, doc_count: 1 },
        ],
      },
    });
  });

  it('reads filter options from the aggregations of a category answer (commerce-core §7)', () => {
    const options = filterOptionsFromAggregations({
      aggregations: {
        agg_terms_color: {
          buckets: [
            { key: 49, doc_count: 3 },
            { key: 50, doc_count: 1 },
          ],
        },
        agg_range_price: {
          buckets: [
            { key: '0-50', from: 0, to: 50, doc_count: 2 },
            { key: '150-*', from: 150, doc_count: 2 },
          ],
        },
      },
      optionLabels: { color: { '49': 'Red' } },
      config: defaultShopConfig,
    });
    expect(options).toEqual({
      color: [
        { id: '49', label: 'Red', type: 'color' },
        { id: '50', label: '50', type: 'color' },
      ],
      price: [
        { id: '0-50', label: '< €50', type: 'price', single: true, from: 0, to: 50 },
        { id: '150-*', label: '> €150', type: 'price', single: true, from: 150 },
      ],
    });
  });
});
