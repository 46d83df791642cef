import type { ShopConfig } from '@kauppa/config';
import type { AggregationBucket, AggregationRequest, FilterOption } from './types.ts';

/** Aggregation name prefixes of the answer: `agg_terms_{attr}` and `agg_range_{attr}`. */
export const termsAggregationPrefix = 'agg_terms_';
/** See {@link termsAggregationPrefix}. */
export const rangeAggregationPrefix = 'agg_range_';

type PriceRange = ShopConfig['catalog']['priceRanges'][number];

/**
 * The index field a filter attribute is searched on (the platform's `filterFieldMapping`): the
 * price filter and its buckets use the price the shopper sees — the final price with tax — not the
 * regular price without tax (issue 14.8).
 */
export const filterFieldMapping: Readonly<Record<string, string>> = { price: 'final_price_incl_tax' };

/** The index field of a filter attribute (see {@link filterFieldMapping}). */
export const filterField = (attribute: string): string => filterFieldMapping[attribute] ?? attribute;

/** The suffix of the field holding a configurable product's child values (`color_options`). */
export const optionsSuffix = '_options';

/**
 * Merges the `agg_terms_{attribute}_options` buckets (configurable products, by their children's
 * values) into `agg_terms_{attribute}` (simple products), adding the counts of one key: a filter
 * then offers every value a listed product has, with the number of products having it.
 */
export function mergeOptionAggregations(
  aggregations: Readonly<Record<string, { buckets: ReadonlyArray<AggregationBucket> }>>,
): Record<string, { buckets: AggregationBucket[] }> {
  const out: Record<string, { buckets: AggregationBucket[] }> = {};
  for (const [name, agg] of Object.entries(aggregations)) {
    if (name.startsWith(termsAggregationPrefix) && name.endsWith(optionsSuffix)) continue;
    out[name] = { buckets: [...agg.buckets] };
  }
  for (const [name, agg] of Object.entries(aggregations)) {
    if (!name.startsWith(termsAggregationPrefix) || !name.endsWith(optionsSuffix)) continue;
    const base = name.slice(0, -optionsSuffix.length);
    const merged = new Map<string, AggregationBucket>();
    for (const bucket of [...(out[base]?.buckets ?? []), ...agg.buckets]) {
      const key = String(bucket.key);
      const seen = merged.get(key);
      merged.set(
        key,
        seen ? { ...seen, doc_count: (seen.doc_count ?? 0) + (bucket.doc_count ?? 0) } : { ...bucket },
      );
    }
    out[base] = { buckets: [...merged.values()].sort((a, b) => (b.doc_count ?? 0) - (a.doc_count ?? 0)) };
  }
  return out;
}

/** The bucket key of a price range: `0-50`, `150-*`. */
export function priceRangeKey(range: {
  from?: number | null | undefined;
  to?: number | null | undefined;
}): string {
  return `${range.from ?? '*'}-${range.to ?? '*'}`;
}

/**
 * The aggregations of a listing (commerce-core §9): a terms aggregation of
 * `catalog.filterAggregationSize` (10) per attribute, and a range aggregation over
 * `catalog.priceRanges` for the range attributes (`price`).
 */
export function buildAggregations({
  attributes,
  rangeAttributes = ['price'],
  config,
}: {
  attributes: ReadonlyArray<string>;
  rangeAttributes?: ReadonlyArray<string>;
  config: ShopConfig;
}): Record<string, AggregationRequest> {
  return catalogAggregations(attributes, rangeAttributes, config.catalog);
}

/** {@link buildAggregations} from the `catalog` section alone (internal). */
export function catalogAggregations(
  attributes: ReadonlyArray<string>,
  rangeAttributes: ReadonlyArray<string>,
  catalog: ShopConfig['catalog'],
): Record<string, AggregationRequest> {
  const aggs: Record<string, AggregationRequest> = {};
  for (const field of attributes) {
    if (rangeAttributes.includes(field)) {
      aggs[rangeAggregationPrefix + field] = {
        range: {
          field: filterField(field),
          ranges: catalog.priceRanges.map((r: PriceRange) => ({
            ...(r.from === undefined ? {} : { from: r.from }),
            ...(r.to === undefined ? {} : { to: r.to }),
            key: priceRangeKey(r),
          })),
        },
      };
    } else {
      aggs[termsAggregationPrefix + field] = {
        terms: { field: filterField(field), size: catalog.filterAggregationSize },
      };
      // A configurable product holds its children's values as `{attribute}_options` (the
      // platform's index): aggregated too, merged by mergeOptionAggregations (issue 14.7).
      aggs[termsAggregationPrefix + field + optionsSuffix] = {
        terms: { field: filterField(field) + optionsSuffix, size: catalog.filterAggregationSize },
      };
    }
  }
  return aggs;
}

/**
 * The label of a price range (commerce-core §9): the first and the last range use the comparison
 * form (`< €50`, and `> €150` for the open-ended last one), the others `€50 - 100`.
 */
export function priceRangeLabel({
  range,
  index,
  count,
  currencySign,
}: {
  range: { from?: number | null | undefined; to?: number | null | undefined };
  /** The range's position among `count` ranges. */
  index: number;
  count: number;
  currencySign: string;
}): string {
  const { from, to } = range;
  if (index === 0 || index === count - 1) {
    return to != null ? `< ${currencySign}${to}` : `> ${currencySign}${from ?? 0}`;
  }
  return `${currencySign}${from ?? 0}${to != null ? ` - ${to}` : ''}`;
}

/**
 * The price filter options of the configured ranges (0-50, 50-100, 100-150, 150+), each `single`.
 *
 * @example
 * priceFilterOptions({ config: defaultShopConfig }).map((o) => o.label)
 * // ['< €50', '€50 - 100', '€100 - 150', '> €150']
 */
export function priceFilterOptions({
  config,
  field = 'price',
  ranges = config.catalog.priceRanges,
  currencySign = config.i18n.currencySign,
}: {
  config: ShopConfig;
  field?: string;
  ranges?: ReadonlyArray<{ from?: number | null | undefined; to?: number | null | undefined }>;
  currencySign?: string;
}): FilterOption[] {
  return ranges.map((r, i) => ({
    id: priceRangeKey(r),
    label: priceRangeLabel({ range: r, index: i, count: ranges.length, currencySign }),
    type: field,
    single: true,
    ...(r.from == null ? {} : { from: r.from }),
    ...(r.to == null ? {} : { to: r.to }),
  }));
}

/**
 * Filter options from the aggregations of a search answer: terms buckets become options of their
 * attribute (labels from `optionLabels`, else the key), range buckets become price options.
 */
export function filterOptionsFromAggregations({
  aggregations,
  optionLabels = {},
  config,
}: {
  aggregations: Readonly<Record<string, { buckets: ReadonlyArray<AggregationBucket> }>> | undefined;
  /** Labels of attribute options, by attribute then option value. @default {} */
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  config: ShopConfig;
}): Record<string, FilterOption[]> {
  const out: Record<string, FilterOption[]> = {};
  if (!aggregations) return out;
  for (const [name, agg] of Object.entries(aggregations)) {
    if (name.startsWith(rangeAggregationPrefix)) {
      const field = name.slice(rangeAggregationPrefix.length);
      out[field] = priceFilterOptions({ config, field, ranges: agg.buckets });
    } else if (name.startsWith(termsAggregationPrefix)) {
      const field = name.slice(termsAggregationPrefix.length);
      const labels = optionLabels[field] ?? {};
      out[field] = agg.buckets.map((b) => {
        const id = String(b.key);
        return { id, label: labels[id] ?? id, type: field };
      });
    }
  }
  return out;
}
