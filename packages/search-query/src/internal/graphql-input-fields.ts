/**
 * The input fields of the platform's GraphQL as shipped (vue-storefront-api 1.12.5
 * `src/graphql/elasticsearch/**` `schema.graphqls`), that only the `graphql` search adapter reads
 * (issue 27.9): kept out of `graphql-support.ts`, which the start-up check loads, so that a shop on
 * the `api` adapter does not load them (issue 30.6: the start-up weight of `@kauppa/pages` with
 * esbuild, which keeps a module-level `new Set([…])` wherever its module goes).
 */
/** The shipped `ProductFilterInput` (catalog/schema.graphqls). */
export const shippedProductFilterFields: ReadonlySet<string> = new Set([
  'visibility',
  'status',
  'name',
  'sku',
  'description',
  'short_description',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'weight',
  'manufacturer',
  'meta_title',
  'meta_keyword',
  'meta_description',
  'image',
  'small_image',
  'thumbnail',
  'tier_price',
  'news_from_date',
  'news_to_date',
  'custom_layout_update',
  'min_price',
  'max_price',
  'category_ids',
  'options_container',
  'required_options',
  'has_options',
  'image_label',
  'small_image_label',
  'thumbnail_label',
  'created_at',
  'updated_at',
  'country_of_manufacture',
  'custom_layout',
  'gift_message_available',
  'final_price',
  'erin_recommends',
  'size',
  'color',
  'or',
  'category',
  'category_id',
  'configurable_children',
  'stock',
  'is_in_stock',
  'keyword',
  'url_path',
]);

/** The shipped `CategoryFilterInput` (category/schema.graphqls); `CategorySortInput` adds `_score`. */
export const shippedCategoryFilterFields: ReadonlySet<string> = new Set([
  'id',
  'parent_id',
  'description',
  'name',
  'is_active',
  'path',
  'path_in_store',
  'url_key',
  'url_path',
  'position',
  'level',
  'created_at',
  'updated_at',
  'product_count',
  'default_sort_by',
  'children',
  'children_data',
  'children_count',
  'available_sort_by',
  'include_in_menu',
  'display_mode',
  'is_anchor',
  'page_layout',
]);

/** The shipped `CategorySortInput` (category/schema.graphqls). */
export const shippedCategorySortFields: ReadonlySet<string> = new Set([
  ...shippedCategoryFilterFields,
  '_score',
]);

/** The shipped `AttributeInput` (attribute/schema.graphqls). */
export const shippedAttributeInputFields: ReadonlySet<string> = new Set([
  'attribute_code',
  'entity_type',
  'attribute_id',
  'is_user_defined',
]);

/** The shipped `TaxRuleInput` (taxrule/schema.graphqls). */
export const shippedTaxRuleInputFields: ReadonlySet<string> = new Set([
  'id',
  'code',
  'priority',
  'position',
  'customer_tax_class_ids',
  'product_tax_class_ids',
  'tax_rate_ids',
  'calculate_subtotal',
  'rates',
]);
