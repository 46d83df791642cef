/**
 * The GraphQL schema of the reference server's `/graphql`, written by us from vue-storefront-api
 * 1.12's published schema (`src/graphql/elasticsearch/{catalog,category,attribute,taxrule,cms}/
 * schema.graphqls`): the catalogue queries only (products, categories, customAttributeMetadata,
 * taxrule, cmsPages, cmsBlocks, cmsHierarchies), their argument and answer types as the platform
 * declares them. The platform merges extension schemas into it (`src/api/extensions/**` +
 * `*.graphqls`); the catalogue's own fields come in such an extension, see {@link catalogExtension}.
 */
export const platformSchema = /* GraphQL */ `
scalar JSON

enum SortEnum {
  ASC
  DESC
}

input FilterTypeInput {
  eq: JSON
  finset: [String]
  from: String
  gt: String
  gte: String
  gteq: String
  in: [JSON]
  like: [String]
  lt: String
  lte: String
  lteq: String
  moreq: String
  neq: JSON
  notnull: String
  null: String
  to: String
  nin: [String]
  scope: [String]
}

type SearchResultPageInfo {
  page_size: Int
  current_page: Int
}

type SortField {
  value: String
  label: String
}

type SortFields {
  default: String
  options: [SortField]
}

type Products {
  items: JSON
  page_info: SearchResultPageInfo
  total_count: Int
  aggregations: JSON
  attribute_metadata: JSON
  sort_fields: SortFields
}

type ESResponse {
  hits: JSON
  suggest: JSON
  aggregations: JSON
  attribute_metadata: JSON
}

input ProductSortInput {
  name: SortEnum
  sku: SortEnum
  description: SortEnum
  short_description: SortEnum
  price: SortEnum
  final_price: SortEnum
  special_price: SortEnum
  special_from_date: SortEnum
  special_to_date: SortEnum
  weight: SortEnum
  manufacturer: SortEnum
  meta_title: SortEnum
  meta_keyword: SortEnum
  meta_description: SortEnum
  image: SortEnum
  small_image: SortEnum
  thumbnail: SortEnum
  tier_price: SortEnum
  news_from_date: SortEnum
  news_to_date: SortEnum
  custom_layout_update: SortEnum
  options_container: SortEnum
  required_options: SortEnum
  has_options: SortEnum
  image_label: SortEnum
  small_image_label: SortEnum
  thumbnail_label: SortEnum
  created_at: SortEnum
  updated_at: SortEnum
  country_of_manufacture: SortEnum
  custom_layout: SortEnum
  gift_message_available: SortEnum
}

input ProductFilterInput {
  visibility: FilterTypeInput
  status: FilterTypeInput
  name: FilterTypeInput
  sku: FilterTypeInput
  description: FilterTypeInput
  short_description: FilterTypeInput
  price: FilterTypeInput
  final_price: FilterTypeInput
  special_price: FilterTypeInput
  special_from_date: FilterTypeInput
  special_to_date: FilterTypeInput
  weight: FilterTypeInput
  manufacturer: FilterTypeInput
  meta_title: FilterTypeInput
  meta_keyword: FilterTypeInput
  meta_description: FilterTypeInput
  image: FilterTypeInput
  small_image: FilterTypeInput
  thumbnail: FilterTypeInput
  tier_price: FilterTypeInput
  news_from_date: FilterTypeInput
  news_to_date: FilterTypeInput
  custom_layout_update: FilterTypeInput
  min_price: FilterTypeInput
  max_price: FilterTypeInput
  category_ids: FilterTypeInput
  options_container: FilterTypeInput
  required_options: FilterTypeInput
  has_options: FilterTypeInput
  image_label: FilterTypeInput
  small_image_label: FilterTypeInput
  thumbnail_label: FilterTypeInput
  created_at: FilterTypeInput
  updated_at: FilterTypeInput
  country_of_manufacture: FilterTypeInput
  custom_layout: FilterTypeInput
  gift_message_available: FilterTypeInput
  erin_recommends: FilterTypeInput
  size: FilterTypeInput
  color: FilterTypeInput
  or: ProductFilterInput
  category: JSON
  category_id: FilterTypeInput
  configurable_children: ProductFilterInput
  stock: ProductFilterInput
  is_in_stock: FilterTypeInput
  keyword: FilterTypeInput
  url_path: FilterTypeInput
}

input CategoryFilterInput {
  id: FilterTypeInput
  parent_id: FilterTypeInput
  description: FilterTypeInput
  name: FilterTypeInput
  is_active: FilterTypeInput
  path: FilterTypeInput
  path_in_store: FilterTypeInput
  url_key: FilterTypeInput
  url_path: FilterTypeInput
  position: FilterTypeInput
  level: FilterTypeInput
  created_at: FilterTypeInput
  updated_at: FilterTypeInput
  product_count: FilterTypeInput
  default_sort_by: FilterTypeInput
  children: FilterTypeInput
  children_data: FilterTypeInput
  children_count: FilterTypeInput
  available_sort_by: FilterTypeInput
  include_in_menu: FilterTypeInput
  display_mode: FilterTypeInput
  is_anchor: FilterTypeInput
  page_layout: FilterTypeInput
}

input CategorySortInput {
  id: SortEnum
  parent_id: SortEnum
  description: SortEnum
  name: SortEnum
  is_active: SortEnum
  path: SortEnum
  path_in_store: SortEnum
  url_key: SortEnum
  url_path: SortEnum
  position: SortEnum
  level: SortEnum
  created_at: SortEnum
  updated_at: SortEnum
  product_count: SortEnum
  default_sort_by: SortEnum
  children: SortEnum
  children_data: SortEnum
  children_count: SortEnum
  available_sort_by: SortEnum
  include_in_menu: SortEnum
  display_mode: SortEnum
  is_anchor: SortEnum
  page_layout: SortEnum
  _score: SortEnum
}

input AttributeInput {
  attribute_code: FilterTypeInput
  entity_type: String
  attribute_id: FilterTypeInput
  is_user_defined: FilterTypeInput
}

input TaxRuleInput {
  id: FilterTypeInput
  code: FilterTypeInput
  priority: FilterTypeInput
  position: FilterTypeInput
  customer_tax_class_ids: FilterTypeInput
  product_tax_class_ids: FilterTypeInput
  tax_rate_ids: FilterTypeInput
  calculate_subtotal: FilterTypeInput
  rates: FilterTypeInput
}

input CmsInput {
  id: FilterTypeInput
  identifier: FilterTypeInput
  store_id: FilterTypeInput
  url_path: FilterTypeInput
}

type CmsPages {
  page_id: Int
  title: String
  identifier: String
  content: String
  content_heading: String
  meta_description: String
  meta_keywords: String
  store_id: Int
  url_path: String
}

type CmsPage {
  items: [CmsPages]
}

type CmsBlock {
  identifier: String
  id: Int
  title: String
  content: String
  creation_time: String
  store_id: Int
}

type CmsBlocks {
  items: [CmsBlock]
}

type CmsHierarchy {
  node_id: Int
  parent_node_id: Int
  page_id: Int
  identifier: String
  label: String
  level: Int
  request_url: String
  xpath: String
  store_id: Int
}

type CmsHierarchies {
  items: [CmsHierarchy]
}

type Query {
  products(
    search: String
    filter: ProductFilterInput
    pageSize: Int = 20
    currentPage: Int = 1
    sort: ProductSortInput
    _sourceInclude: [String]
    _sourceExclude: [String]
  ): Products
  categories(
    search: String
    filter: CategoryFilterInput
    pageSize: Int = 20
    currentPage: Int = 1
    sort: CategorySortInput
    _sourceInclude: [String]
  ): ESResponse
  customAttributeMetadata(attributes: AttributeInput!, _sourceInclude: [String]): ESResponse
  taxrule(filter: TaxRuleInput): ESResponse
  cmsPages(filter: CmsInput): CmsPage
  cmsBlocks(filter: CmsInput): CmsBlocks
  cmsHierarchies(filter: CmsInput): CmsHierarchies
}
`;

type Doc = Record<string, unknown>;

/**
 * The schema extension of the reference catalogue: none, as on the platform as shipped
 * (vue-storefront-api 1.12.5 merges only the `*.graphqls` files under `src/api/extensions/`, and its stock
 * extensions declare no catalogue field). So the reference server refuses, with 400 as the
 * platform does, a filter or sort on a field the shipped input types lack (`sort_qty`, `type_id`,
 * `stock.qty`, `final_price_incl_tax`, a category's `slug`, `sku.keyword`…): Kauppa's `graphql`
 * adapter sends what needs them to the catalogue search (issue 27.9). A team that declares its own
 * fields in an extension schema returns them here.
 */
export function catalogExtension(_docs: {
  product: Iterable<Doc>;
  category: Iterable<Doc>;
  taxrule: Iterable<Doc>;
  attribute: Iterable<Doc>;
  cms: Iterable<Doc>;
}): string {
  return '';
}
