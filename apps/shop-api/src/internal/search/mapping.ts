/**
 * The field mapping of the reference product index, as a platform team's index has it (issue
 * 27.6): the explicit mapping of vue-storefront-api 1.12.5's `config/elastic.schema.product.json`
 * with its shipped `config/elastic.schema.product.extension.json`, the retail group's documented
 * extension (docs/platform/README.md: `sort_qty`, `valmistaja`, `saatavuus`, `erp`), and
 * Elasticsearch's dynamic mapping of every other field of the documents (mage2vuestorefront puts
 * no mapping of its own): a string is `text` (with a `keyword` sub-field) unless it reads as a
 * date, a number `long`/`float`, a boolean `boolean`.
 *
 * Prices with tax (`*_incl_tax`, `*_tax`) are no index fields: the platform's tax processor
 * (src/platform/magento2/tax.js, vsf-utilities `calculateProductTax`) computes them in answers
 * only. The reference documents hold them for the answers; the search engine does not see them.
 */

/** What a search may do with a field: sort and aggregate on it (`doc-values`), or why not. */
export type FieldUse = 'doc-values' | 'text' | 'object' | 'unmapped';

type Leaf = 'keyword' | 'text' | 'integer' | 'long' | 'float' | 'date' | 'boolean';

/** config/elastic.schema.product.json and its shipped extension (v1.12.5), leaf types by path. */
const platformProductMapping: Readonly<Record<string, Leaf>> = {
  sku: 'keyword',
  url_key: 'keyword',
  url_path: 'keyword',
  slug: 'keyword',
  size: 'integer',
  size_options: 'integer',
  price: 'float',
  has_options: 'integer',
  special_price: 'float',
  color: 'integer',
  color_options: 'integer',
  pattern: 'text',
  id: 'long',
  status: 'integer',
  weight: 'integer',
  visibility: 'integer',
  created_at: 'date',
  updated_at: 'date',
  special_from_date: 'date',
  special_to_date: 'date',
  news_from_date: 'date',
  news_to_date: 'date',
  description: 'text',
  name: 'text',
  'configurable_children.url_key': 'keyword',
  'configurable_children.sku': 'keyword',
  'configurable_children.has_options': 'keyword',
  'configurable_children.price': 'float',
  'configurable_children.special_price': 'float',
  'configurable_options.attribute_id': 'long',
  'configurable_options.default_label': 'text',
  'configurable_options.label': 'text',
  'configurable_options.frontend_label': 'text',
  'configurable_options.store_label': 'text',
  'configurable_options.values.default_label': 'text',
  'configurable_options.values.label': 'text',
  'configurable_options.values.frontend_label': 'text',
  'configurable_options.values.store_label': 'text',
  'configurable_options.values.value_index': 'keyword',
  category_ids: 'long',
  tax_class_id: 'integer',
  // config/elastic.schema.product.extension.json as shipped
  position: 'integer',
  required_options: 'integer',
  Size_options: 'keyword',
  Color_options: 'keyword',
};

/**
 * The retail group's extension (docs/platform/elastic.schema.product.extension.json): the spec's
 * own fields, sortable and aggregatable.
 */
export const groupProductExtension: Readonly<Record<string, Leaf>> = {
  sort_qty: 'integer',
  valmistaja: 'keyword',
  saatavuus: 'keyword',
  erp: 'keyword',
};

/** A price the platform computes in answers only (`final_price_incl_tax`, `price_tax`…). */
export function computedInAnswers(path: string): boolean {
  const last = path.slice(path.lastIndexOf('.') + 1);
  return last.endsWith('_incl_tax') || /^(original_)?(final_|special_)?price_tax$/.test(last);
}

const dateLike =
  /^(\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|\d{4}\/\d{2}\/\d{2}( \d{2}:\d{2}:\d{2})?)$/;

function dynamicUse(value: unknown): FieldUse | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = dynamicUse(item);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return dateLike.test(value) ? 'doc-values' : 'text';
  if (typeof value === 'number' || typeof value === 'boolean') return 'doc-values';
  return typeof value === 'object' ? 'object' : undefined;
}

function firstValue(doc: unknown, parts: readonly string[], at = 0): unknown {
  if (doc === null || doc === undefined) return undefined;
  if (Array.isArray(doc)) {
    for (const item of doc) {
      const found = firstValue(item, parts, at);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (at === parts.length) return doc;
  return typeof doc === 'object'
    ? firstValue((doc as Record<string, unknown>)[parts[at]!], parts, at + 1)
    : undefined;
}

/**
 * The mapping of the reference product index over its documents: what a sort or an aggregation
 * may do with a field path (`stock.qty`, `valmistaja.keyword`). Computed per path once.
 */
export function productIndexMapping(
  docs: readonly unknown[],
  { extension = groupProductExtension }: { extension?: Readonly<Record<string, Leaf>> } = {},
): (path: string) => FieldUse {
  const explicit: Record<string, Leaf> = { ...platformProductMapping, ...extension };
  const cache = new Map<string, FieldUse>();
  const dynamic = (path: string): FieldUse => {
    if (computedInAnswers(path)) return 'unmapped';
    const parts = path.split('.');
    for (const doc of docs) {
      const use = dynamicUse(firstValue(doc, parts));
      if (use) return use;
    }
    return 'unmapped';
  };
  const resolve = (path: string): FieldUse => {
    const leaf = explicit[path];
    if (leaf) return leaf === 'text' ? 'text' : 'doc-values';
    // `{field}.keyword`: the keyword sub-field of a dynamically mapped string only.
    if (path.endsWith('.keyword')) {
      const base = path.slice(0, -'.keyword'.length);
      return explicit[base] === undefined && dynamic(base) === 'text' ? 'doc-values' : 'unmapped';
    }
    return dynamic(path);
  };
  return (path) => {
    let use = cache.get(path);
    if (!use) {
      use = resolve(path);
      cache.set(path, use);
    }
    return use;
  };
}
