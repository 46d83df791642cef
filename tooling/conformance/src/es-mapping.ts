import { readFileSync } from 'node:fs';

/**
 * The Elasticsearch mapping of a catalogue index as the platform builds it: the explicit mapping of
 * vue-storefront-api 1.12.5's `config/elastic.schema.{type}.json` (merged with
 * `config/elastic.schema.{type}.extension.json`, src/lib/elastic.js `loadSchema`, put by `yarn db
 * new` / `db rebuild`), and Elasticsearch's dynamic mapping of every other field of the documents
 * `mage2vuestorefront` indexes (it puts no mapping of its own: src/adapters/nosql/elasticsearch.js).
 * Dynamic mapping (Elasticsearch 5 and 7 alike): a string is `text` with a `keyword` sub-field
 * (unless it reads as a date: `date`), an integer `long`, a fraction `float`, a boolean `boolean`;
 * the first document indexed decides.
 */

/** A field's mapping: a leaf type, or an object of properties. */
export interface FieldMapping {
  type?: string;
  properties?: Mapping;
  /** `keyword` sub-field of a dynamically mapped string (`{field}.keyword`). */
  fields?: Record<string, FieldMapping>;
}
export type Mapping = Record<string, FieldMapping>;

const t = (type: string): FieldMapping => ({ type });
const obj = (properties: Mapping): FieldMapping => ({ properties });
const date = t('date');

/** config/elastic.schema.product.json (v1.12.5). */
const productSchema: Mapping = {
  sku: t('keyword'),
  url_key: t('keyword'),
  url_path: t('keyword'),
  slug: t('keyword'),
  size: t('integer'),
  size_options: t('integer'),
  price: t('float'),
  has_options: t('keyword'),
  special_price: t('float'),
  color: t('integer'),
  color_options: t('integer'),
  pattern: t('text'),
  id: t('long'),
  status: t('integer'),
  weight: t('integer'),
  visibility: t('integer'),
  created_at: date,
  updated_at: date,
  special_from_date: date,
  special_to_date: date,
  news_from_date: date,
  news_to_date: date,
  description: t('text'),
  name: t('text'),
  configurable_children: obj({
    url_key: t('keyword'),
    sku: t('keyword'),
    has_options: t('keyword'),
    price: t('float'),
    special_price: t('float'),
  }),
  configurable_options: obj({
    attribute_id: t('long'),
    default_label: t('text'),
    label: t('text'),
    frontend_label: t('text'),
    store_label: t('text'),
    values: obj({
      default_label: t('text'),
      label: t('text'),
      frontend_label: t('text'),
      store_label: t('text'),
      value_index: t('keyword'),
    }),
  }),
  category_ids: t('long'),
  eco_collection: t('integer'),
  eco_collection_options: t('integer'),
  erin_recommends: t('integer'),
  tax_class_id: t('integer'),
  gender: t('integer'),
  material: t('integer'),
  category_gear: t('integer'),
  attributes_metadata: obj({
    id: t('integer'),
    attribute_id: t('integer'),
    default_frontend_label: t('text'),
    is_visible_on_front: t('text'),
    is_visible: t('boolean'),
    frontend_input: t('text'),
    is_user_defined: t('boolean'),
    is_comparable: t('text'),
    attribute_code: t('text'),
    options: obj({ value: t('text'), label: t('text') }),
  }),
};

/** config/elastic.schema.product.extension.json as shipped (v1.12.5). */
const productStockExtension: Mapping = {
  position: t('integer'),
  tax_class_id: t('integer'),
  required_options: t('integer'),
  has_options: t('integer'),
  Size_options: t('keyword'),
  Color_options: t('keyword'),
};

/** config/elastic.schema.{category,attribute,taxrule,cms_block,cms_page}.json (v1.12.5). */
const otherSchemas: Record<string, Mapping> = {
  category: {
    url_key: t('keyword'),
    url_path: t('keyword'),
    slug: t('keyword'),
    is_active: t('boolean'),
    product_count: t('integer'),
    parent_id: t('integer'),
    position: t('integer'),
    created_at: date,
    updated_at: date,
  },
  attribute: { id: t('long'), attribute_id: t('long'), options: obj({ value: t('text') }) },
  taxrule: { id: t('long'), rates: obj({ rate: t('float') }) },
  cms_block: { id: t('long'), identifier: t('keyword'), creation_time: date, update_time: date },
  cms_page: { id: t('long'), identifier: t('keyword'), creation_time: date, update_time: date },
};

/** The retail group's product mapping extension, as documented for teams (docs/platform). */
export const groupProductExtensionFile = new URL(
  '../../../docs/platform/elastic.schema.product.extension.json',
  import.meta.url,
);

/** Reads the group's `elastic.schema.product.extension.json` (its `properties`). */
export function groupProductExtension(): Mapping {
  const json = JSON.parse(readFileSync(groupProductExtensionFile, 'utf8')) as { properties: Mapping };
  return json.properties;
}

/**
 * The explicit mapping of an entity type: the platform's schema and its extension (the shipped
 * one, or with `groupExtension` the group's, which replaces the shipped file and keeps its fields).
 */
export function explicitMapping(type: string, { groupExtension }: { groupExtension: boolean }): Mapping {
  if (type === 'product')
    return {
      ...productSchema,
      ...productStockExtension,
      ...(groupExtension ? groupProductExtension() : {}),
    };
  return { ...(otherSchemas[type] ?? {}) };
}

/** Elasticsearch's `date_detection` (dynamic_date_formats: strict_date_optional_time, yyyy/MM/dd …). */
const dateLike =
  /^(\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|\d{4}\/\d{2}\/\d{2}( \d{2}:\d{2}:\d{2})?)$/;

function dynamicOf(value: unknown): FieldMapping | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = dynamicOf(item);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string')
    return dateLike.test(value) ? date : { type: 'text', fields: { keyword: t('keyword') } };
  if (typeof value === 'number') return t(Number.isInteger(value) ? 'long' : 'float');
  if (typeof value === 'boolean') return t('boolean');
  if (typeof value === 'object') return { properties: {} };
  return undefined;
}

/** Adds the dynamic mapping of one document's fields to `mapping` (fields already mapped stay). */
export function mapDynamically(mapping: Mapping, document: unknown): void {
  if (typeof document !== 'object' || document === null) return;
  const values = Array.isArray(document) ? document : [document];
  for (const doc of values) {
    if (typeof doc !== 'object' || doc === null) continue;
    for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
      let field = mapping[key];
      if (!field) {
        const dynamic = dynamicOf(value);
        if (!dynamic) continue;
        field = dynamic.properties ? { properties: {} } : dynamic;
        mapping[key] = field;
      }
      if (field.properties && typeof value === 'object' && value !== null) {
        mapDynamically(field.properties, value);
      }
    }
  }
}

/** The mapping of a field path (`stock.qty`, `valmistaja.keyword`), or undefined when unmapped. */
export function fieldMapping(mapping: Mapping, path: string): FieldMapping | undefined {
  const parts = path.split('.');
  let properties: Mapping | undefined = mapping;
  let field: FieldMapping | undefined;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    if (properties?.[part]) {
      field = properties[part];
      properties = field.properties;
      continue;
    }
    // A multi-field (`name.keyword`) is the last part of a path.
    if (field?.fields?.[part] && i === parts.length - 1) return field.fields[part];
    return undefined;
  }
  return field;
}

/** Can a field be sorted on or aggregated (doc values): mapped, and not `text` (fielddata off) or an object. */
export function docValuesProblem(mapping: Mapping, path: string): 'unmapped' | 'text' | 'object' | undefined {
  const field = fieldMapping(mapping, path);
  if (!field) return 'unmapped';
  if (field.properties && !field.type) return 'object';
  if (field.type === 'text') return 'text';
  return undefined;
}
