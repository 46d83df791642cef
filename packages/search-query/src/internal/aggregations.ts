import type { ShopConfig } from '@kauppa/config';
import type { AggregationBucket, AggregationRequest, FilterOption } from './types.ts';

/** Aggregation name prefixes of the answer: `agg_terms_{attr}` and `agg_range_{attr}`. */
export const termsAggregationPrefix = 'agg_terms_';
/** See {@link termsAggregationPrefix}. */
export const rangeAggregationPrefix = 'agg_range_';

type PriceRange = ShopConfig['catalog']['priceRanges'][number];

/**
 * The index field a filter attribute is searched on by default: the price filter and its buckets
 * use the final price (the platform's `priceFilterKey`, `final_price` in vue-storefront-api 1.12
 * config/default.json; `final_price_incl_tax` is computed in answers only and is no index field,
 * issue 27.6). A shop's `catalog.priceFilterKey` wins (see {@link filterField}).
 */
export const filterFieldMapping: Readonly<Record<string, string>> = { price: 'final_price' };

/** The index field of a filter attribute: `price` is `catalog.priceFilterKey` (see {@link filterFieldMapping}). */
export const filterField = (
  attribute: string,
  catalog?: Pick<ShopConfig['catalog'], 'priceFilterKey'>,
): string =>
  attribute === 'price' && catalog ? catalog.priceFilterKey : (filterFieldMapping[attribute] ?? attribute);

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * A shown (gross) price bound as the index holds it (issue 27.6): divided by `1 + priceTaxFactor`
 * and rounded to the cent, as the index holds its net prices in cents — so a product whose gross
 * price is exactly the bound (50.00, net 39.84 at 25.5 %) falls on the bound's side it shows
 * (`gte 39.84`), not below it. A factor of 0 (an index that holds gross prices) keeps the bound.
 *
 * @example
 * priceToIndex(50, 0.255) // 39.84
 */
export function priceToIndex(gross: number, priceTaxFactor: number): number {
  return priceTaxFactor === 0 ? gross : cents(gross / (1 + priceTaxFactor));
}

/**
 * An index (net) price as shown (gross): multiplied by `1 + priceTaxFactor`, rounded to the cent
 * (the inverse of {@link priceToIndex}).
 *
 * @example
 * priceFromIndex(39.84, 0.255) // 50
 */
export function priceFromIndex(net: number, priceTaxFactor: number): number {
  return priceTaxFactor === 0 ? net : cents(net * (1 + priceTaxFactor));
}

const rangeKeyPattern = /^(\d+(?:\.\d+)?|\*)-(\d+(?:\.\d+)?|\*)$/;

/**
 * The shown (gross) bounds of a price bucket of the answer: the bucket key this package sent (the
 * configured gross range, `50-100`), so a label shows the configured bound exactly; a bucket
 * without such a key is converted from its index bounds ({@link priceFromIndex}).
 */
export function shownPriceRange(
  bucket: AggregationBucket,
  priceTaxFactor: number,
): { from?: number | undefined; to?: number | undefined } {
  const match = typeof bucket.key === 'string' ? rangeKeyPattern.exec(bucket.key) : null;
  if (match) {
    return {
      ...(match[1] === '*' ? {} : { from: Number(match[1]) }),
      ...(match[2] === '*' ? {} : { to: Number(match[2]) }),
    };
  }
  const { from, to } = bucket;
  return {
    ...(from == null ? {} : { from: priceFromIndex(from, priceTaxFactor) }),
    ...(to == null ? {} : { to: priceFromIndex(to, priceTaxFactor) }),
  };
}

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
 * `catalog.priceRanges` for the range attributes (`price`) on `catalog.priceFilterKey`. The
 * ranges are the shown (gross) ones; with a `priceTaxFactor` their bounds go to the index as net
 * ({@link priceToIndex}) and each bucket keeps its gross key (`50-100`).
 */
export function buildAggregations({
  attributes,
  rangeAttributes = ['price'],
  config,
  priceTaxFactor = 0,
}: {
  attributes: ReadonlyArray<string>;
  rangeAttributes?: ReadonlyArray<string>;
  config: ShopConfig;
  /** The tax rate factor between the index's prices and the shown ones (0: the index holds what is shown). @default 0 */
  priceTaxFactor?: number | undefined;
}): Record<string, AggregationRequest> {
  return catalogAggregations(attributes, rangeAttributes, config.catalog, priceTaxFactor);
}

/** {@link buildAggregations} from the `catalog` section alone (internal). */
export function catalogAggregations(
  attributes: ReadonlyArray<string>,
  rangeAttributes: ReadonlyArray<string>,
  catalog: ShopConfig['catalog'],
  priceTaxFactor = 0,
): Record<string, AggregationRequest> {
  const aggs: Record<string, AggregationRequest> = {};
  for (const field of attributes) {
    if (rangeAttributes.includes(field)) {
      aggs[rangeAggregationPrefix + field] = {
        range: {
          field: filterField(field, catalog),
          ranges: catalog.priceRanges.map((r: PriceRange) => ({
            ...(r.from === undefined ? {} : { from: priceToIndex(r.from, priceTaxFactor) }),
            ...(r.to === undefined ? {} : { to: priceToIndex(r.to, priceTaxFactor) }),
            key: priceRangeKey(r),
          })),
        },
      };
    } else {
      aggs[termsAggregationPrefix + field] = {
        terms: { field: filterField(field, catalog), size: catalog.filterAggregationSize },
      };
      // A configurable product holds its children's values as `{attribute}_options` (the
      // platform's index): aggregated too, merged by mergeOptionAggregations (issue 14.7).
      aggs[termsAggregationPrefix + field + optionsSuffix] = {
        terms: { field: filterField(field, catalog) + optionsSuffix, size: catalog.filterAggregationSize },
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
 * attribute (labels from `optionLabels`, else the key), range buckets become price options with
 * their shown (gross) bounds ({@link shownPriceRange}).
 */
export function filterOptionsFromAggregations({
  aggregations,
  optionLabels = {},
  config,
  priceTaxFactor = 0,
}: {
  aggregations: Readonly<Record<string, { buckets: ReadonlyArray<AggregationBucket> }>> | undefined;
  /** Labels of attribute options, by attribute then option value. @default {} */
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  config: ShopConfig;
  /** The factor the price buckets were asked with ({@link buildAggregations}). @default 0 */
  priceTaxFactor?: number | undefined;
}): Record<string, FilterOption[]> {
  const out: Record<string, FilterOption[]> = {};
  if (!aggregations) return out;
  for (const [name, agg] of Object.entries(aggregations)) {
    if (name.startsWith(rangeAggregationPrefix)) {
      const field = name.slice(rangeAggregationPrefix.length);
      const ranges = agg.buckets.map((bucket) => shownPriceRange(bucket, priceTaxFactor));
      out[field] = priceFilterOptions({ config, field, ranges });
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
