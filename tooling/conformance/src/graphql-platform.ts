import {
  buildSchema,
  executeSync,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';

/**
 * The platform's GraphQL as shipped (issue 27.9): vue-storefront-api 1.12.5 serves
 * `src/graphql/elasticsearch/{catalog,category,attribute,taxrule,cms}/schema.graphqls` through
 * apollo-server-express 1.x and graphql-js (`src/index.ts`), its resolvers next to them.
 *
 * The types below are transcribed from those files (descriptions left out; the fields the shipped
 * `ProductFilterInput` declares twice once): graphql-js refuses a query or a variable that does not
 * fit them, and apollo-server answers such a request 400 with `{ errors }` and no data.
 */
export const shippedPlatformSdl = /* GraphQL */ `
scalar JSON

enum SortEnum { ASC DESC }

input FilterTypeInput {
  eq: JSON, finset: [String], from: String, gt: String, gte: String, gteq: String, in: [JSON],
  like: [String], lt: String, lte: String, lteq: String, moreq: String, neq: JSON,
  notnull: String, null: String, to: String, nin: [String], scope: [String]
}

input ProductFilterInput {
  visibility: FilterTypeInput, status: FilterTypeInput, name: FilterTypeInput, sku: FilterTypeInput,
  description: FilterTypeInput, short_description: FilterTypeInput, price: FilterTypeInput,
  special_price: FilterTypeInput, special_from_date: FilterTypeInput, special_to_date: FilterTypeInput,
  weight: FilterTypeInput, manufacturer: FilterTypeInput, meta_title: FilterTypeInput,
  meta_keyword: FilterTypeInput, meta_description: FilterTypeInput, image: FilterTypeInput,
  small_image: FilterTypeInput, thumbnail: FilterTypeInput, tier_price: FilterTypeInput,
  news_from_date: FilterTypeInput, news_to_date: FilterTypeInput, custom_layout_update: FilterTypeInput,
  min_price: FilterTypeInput, max_price: FilterTypeInput, category_ids: FilterTypeInput,
  options_container: FilterTypeInput, required_options: FilterTypeInput, has_options: FilterTypeInput,
  image_label: FilterTypeInput, small_image_label: FilterTypeInput, thumbnail_label: FilterTypeInput,
  created_at: FilterTypeInput, updated_at: FilterTypeInput, country_of_manufacture: FilterTypeInput,
  custom_layout: FilterTypeInput, gift_message_available: FilterTypeInput, final_price: FilterTypeInput,
  erin_recommends: FilterTypeInput, size: FilterTypeInput, color: FilterTypeInput,
  or: ProductFilterInput, category: JSON, category_id: FilterTypeInput,
  configurable_children: ProductFilterInput, stock: ProductFilterInput, is_in_stock: FilterTypeInput,
  keyword: FilterTypeInput, url_path: FilterTypeInput
}

input ProductSortInput {
  name: SortEnum, sku: SortEnum, description: SortEnum, short_description: SortEnum, price: SortEnum,
  final_price: SortEnum, special_price: SortEnum, special_from_date: SortEnum, special_to_date: SortEnum,
  weight: SortEnum, manufacturer: SortEnum, meta_title: SortEnum, meta_keyword: SortEnum,
  meta_description: SortEnum, image: SortEnum, small_image: SortEnum, thumbnail: SortEnum,
  tier_price: SortEnum, news_from_date: SortEnum, news_to_date: SortEnum, custom_layout_update: SortEnum,
  options_container: SortEnum, required_options: SortEnum, has_options: SortEnum, image_label: SortEnum,
  small_image_label: SortEnum, thumbnail_label: SortEnum, created_at: SortEnum, updated_at: SortEnum,
  country_of_manufacture: SortEnum, custom_layout: SortEnum, gift_message_available: SortEnum
}

input CategoryFilterInput {
  id: FilterTypeInput, parent_id: FilterTypeInput, description: FilterTypeInput, name: FilterTypeInput,
  is_active: FilterTypeInput, path: FilterTypeInput, path_in_store: FilterTypeInput,
  url_key: FilterTypeInput, url_path: FilterTypeInput, position: FilterTypeInput, level: FilterTypeInput,
  created_at: FilterTypeInput, updated_at: FilterTypeInput, product_count: FilterTypeInput,
  default_sort_by: FilterTypeInput, children: FilterTypeInput, children_data: FilterTypeInput,
  children_count: FilterTypeInput, available_sort_by: FilterTypeInput, include_in_menu: FilterTypeInput,
  display_mode: FilterTypeInput, is_anchor: FilterTypeInput, page_layout: FilterTypeInput
}

input CategorySortInput {
  id: SortEnum, parent_id: SortEnum, description: SortEnum, name: SortEnum, is_active: SortEnum,
  path: SortEnum, path_in_store: SortEnum, url_key: SortEnum, url_path: SortEnum, position: SortEnum,
  level: SortEnum, created_at: SortEnum, updated_at: SortEnum, product_count: SortEnum,
  default_sort_by: SortEnum, children: SortEnum, children_data: SortEnum, children_count: SortEnum,
  available_sort_by: SortEnum, include_in_menu: SortEnum, display_mode: SortEnum, is_anchor: SortEnum,
  page_layout: SortEnum, _score: SortEnum
}

input AttributeInput {
  attribute_code: FilterTypeInput, entity_type: String, attribute_id: FilterTypeInput,
  is_user_defined: FilterTypeInput
}

input TaxRuleInput {
  id: FilterTypeInput, code: FilterTypeInput, priority: FilterTypeInput, position: FilterTypeInput,
  customer_tax_class_ids: FilterTypeInput, product_tax_class_ids: FilterTypeInput,
  tax_rate_ids: FilterTypeInput, calculate_subtotal: FilterTypeInput, rates: FilterTypeInput
}

input CmsInput { id: FilterTypeInput, identifier: FilterTypeInput, store_id: FilterTypeInput, url_path: FilterTypeInput }

input ReviewFilterInput { review_status: FilterTypeInput, product_id: FilterTypeInput }

type SearchResultPageInfo { page_size: Int, current_page: Int }
type SortField { value: String, label: String }
type SortFields { default: String, options: [SortField] }

type Products {
  items: JSON, page_info: SearchResultPageInfo, total_count: Int, aggregations: JSON,
  attribute_metadata: JSON, sort_fields: SortFields
}

type ESResponse { hits: JSON, suggest: JSON, aggregations: JSON, attribute_metadata: JSON }

type CmsPages {
  page_id: Int, title: String, identifier: String, content: String, content_heading: String,
  meta_description: String, meta_keywords: String, store_id: Int, url_path: String
}
type CmsPage { items: [CmsPages] }
type CmsBlock { identifier: String, id: Int, title: String, content: String, creation_time: String, store_id: Int }
type CmsBlocks { items: [CmsBlock] }
type CmsHierarchy {
  node_id: Int, parent_node_id: Int, page_id: Int, identifier: String, label: String, level: Int,
  request_url: String, xpath: String, store_id: Int
}
type CmsHierarchies { items: [CmsHierarchy] }

type Query {
  products(search: String, filter: ProductFilterInput, pageSize: Int = 20, currentPage: Int = 1,
    sort: ProductSortInput, _sourceInclude: [String], _sourceExclude: [String]): Products
  categories(search: String, filter: CategoryFilterInput, pageSize: Int = 20, currentPage: Int = 1,
    sort: CategorySortInput, _sourceInclude: [String]): ESResponse
  customAttributeMetadata(attributes: AttributeInput!, _sourceInclude: [String]): ESResponse
  taxrule(filter: TaxRuleInput): ESResponse
  reviews(search: String, filter: ReviewFilterInput, pageSize: Int = 20, currentPage: Int = 1,
    _sourceInclude: [String]): ESResponse
  cmsPages(filter: CmsInput): CmsPage
  cmsBlocks(filter: CmsInput): CmsBlocks
  cmsHierarchies(filter: CmsInput): CmsHierarchies
}
`;

let schema: GraphQLSchema | undefined;
const shippedSchema = (): GraphQLSchema => {
  schema ??= buildSchema(shippedPlatformSdl);
  return schema;
};

type Doc = Record<string, unknown>;
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The errors graphql-js gives a request on the shipped schema before any resolver runs: a query
 * that does not parse or validate, and variables their input types refuse (an unknown input field
 * such as `slug` in `CategoryFilterInput` or `sort_qty` in `ProductSortInput`, an unknown enum
 * value). apollo-server-express 1.x answers them 400 with `{ errors }`. Empty = accepted.
 */
export function shippedGraphqlErrors(request: {
  query: string;
  variables?: Doc | null | undefined;
}): string[] {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(request.query);
  } catch (error) {
    return [error instanceof GraphQLError ? error.message : String(error)];
  }
  const invalid = validate(shippedSchema(), document);
  if (invalid.length > 0) return invalid.map((e) => e.message);
  // No resolver: every field answers null, so only the coercion of the variables can fail.
  const result = executeSync({ schema: shippedSchema(), document, variableValues: request.variables ?? {} });
  return result.data === undefined || result.data === null ? (result.errors ?? []).map((e) => e.message) : [];
}

/**
 * `entities.category.includeFields` of vue-storefront-api 1.12.5 `config/default.json`: what the
 * categories resolver asks for when the query names no `_sourceInclude` (category/resolver.js).
 */
export const platformCategoryIncludeFields = [
  'children_data',
  'id',
  'children_count',
  'sku',
  'name',
  'is_active',
  'parent_id',
  'level',
  'url_key',
];

/**
 * `entities.attribute.includeFields` of the same `config/default.json`: what the attributes resolver
 * asks for without `_sourceInclude` (attribute/resolver.js).
 */
export const platformAttributeIncludeFields = [
  'attribute_code',
  'id',
  'entity_type_id',
  'options',
  'default_value',
  'is_user_defined',
  'frontend_label',
  'attribute_id',
  'default_frontend_label',
  'is_visible_on_front',
  'is_visible',
  'is_comparable',
];

/** The top-level fields of the request's operation: response key, field name, its arguments and sub-fields. */
function rootFields(query: string, variables: Doc) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fields: Array<{ key: string; name: string; args: Doc; selected: Set<string> }> = [];
  for (const selection of operation?.selectionSet.selections ?? []) {
    if (selection.kind !== Kind.FIELD) continue;
    const args: Doc = {};
    for (const arg of selection.arguments ?? []) {
      args[arg.name.value] = arg.value.kind === Kind.VARIABLE ? variables[arg.value.name.value] : true;
    }
    const selected = new Set(
      (selection.selectionSet?.selections ?? []).flatMap((s) =>
        s.kind === Kind.FIELD ? [s.name.value] : [],
      ),
    );
    fields.push({
      key: selection.alias?.value ?? selection.name.value,
      name: selection.name.value,
      args,
      selected,
    });
  }
  return fields;
}

const pick = (source: unknown, fields: readonly string[]): unknown =>
  isObject(source)
    ? Object.fromEntries(Object.entries(source).filter(([key]) => fields.includes(key)))
    : source;

/**
 * The answer the shipped resolvers give (issue 27.9), from the reference server's `answer` to an
 * accepted `request`, on Elasticsearch `version`:
 * - `products`: `aggregations` and `attribute_metadata` are always null — catalog/resolver.js reads
 *   `esResponse.aggregations`, and the platform's `@elastic/elasticsearch` client (src/lib/elastic.js
 *   `getClient`) answers `{ body, … }` on 5 and 7 alike; on 7 `total_count` is `hits.total`, an
 *   object the `Int` type refuses: null, and a GraphQL error at that path;
 * - `categories` and `customAttributeMetadata` without `_sourceInclude`: the documents trimmed to the
 *   platform's {@link platformCategoryIncludeFields} / {@link platformAttributeIncludeFields}
 *   (category/resolver.js, attribute/resolver.js);
 * - `cmsPages`, `cmsBlocks`, `cmsHierarchies`: cms/resolver.js searches the entity type `cms` —
 *   no such type on 5 (no items), no index `{index}_cms` on 7 (index_not_found_exception);
 * - the engine's `hits.total` is a number on 5, `{ value, relation }` on 7.
 */
export function shippedGraphqlAnswer(
  version: 5 | 7,
  request: { query: string; variables?: Doc | null | undefined },
  answer: unknown,
): unknown {
  if (!isObject(answer) || !isObject(answer.data)) return answer;
  const data: Doc = { ...answer.data };
  const errors: unknown[] = Array.isArray(answer.errors) ? [...answer.errors] : [];
  const engineTotal = (hits: unknown): unknown => {
    if (!isObject(hits)) return hits;
    const value = isObject(hits.total) ? Number(hits.total.value) : Number(hits.total);
    return { ...hits, total: version === 5 ? value : { value, relation: 'eq' } };
  };
  for (const field of rootFields(request.query, request.variables ?? {})) {
    const value = data[field.key];
    if (!isObject(value)) continue;
    if (field.name === 'products') {
      const products: Doc = { ...value };
      if ('aggregations' in products) products.aggregations = null;
      if ('attribute_metadata' in products) products.attribute_metadata = null;
      if (version === 7 && field.selected.has('total_count')) {
        const total = Number(products.total_count);
        products.total_count = null;
        errors.push({
          message: `Int cannot represent non-integer value: ${String({ value: total, relation: 'eq' })}`,
          path: [field.key, 'total_count'],
        });
      }
      data[field.key] = products;
    } else if (
      field.name === 'categories' ||
      field.name === 'customAttributeMetadata' ||
      field.name === 'taxrule'
    ) {
      const response: Doc = { ...value, hits: engineTotal(value.hits) };
      const include = field.args._sourceInclude;
      const trimTo =
        field.name === 'categories'
          ? platformCategoryIncludeFields
          : field.name === 'customAttributeMetadata'
            ? platformAttributeIncludeFields
            : undefined;
      if (trimTo && !(Array.isArray(include) && include.length > 0) && isObject(response.hits)) {
        const hits = response.hits;
        response.hits = {
          ...hits,
          hits: (Array.isArray(hits.hits) ? hits.hits : []).map((hit: unknown) =>
            isObject(hit) ? { ...hit, _source: pick(hit._source, trimTo) } : hit,
          ),
        };
      }
      data[field.key] = response;
    } else if (field.name === 'cmsPages' || field.name === 'cmsBlocks' || field.name === 'cmsHierarchies') {
      if (version === 5) data[field.key] = { items: [] };
      else {
        data[field.key] = null;
        errors.push({ message: 'index_not_found_exception', path: [field.key] });
      }
    }
  }
  return errors.length > 0 ? { data, errors } : { data };
}
