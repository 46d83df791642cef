import * as z from 'zod/mini';
import {
  customAttributeSchema,
  eavBooleanSchema,
  eavFlagSchema,
  eavNumberSchema,
  idSchema,
} from './common.ts';

// Prices may arrive as Magento's decimal strings ("32.000000"): read as numbers.
const money = z.nullish(eavNumberSchema);
const date = z.nullish(z.string());

/** Stock of a product (commerce-core §3 product.stock). */
export const stockItemSchema = z.looseObject({
  is_in_stock: z.boolean(),
  qty: z.number(),
  product_id: z.optional(idSchema),
  sku: z.optional(z.string()),
  stock_id: z.optional(idSchema),
  manage_stock: z.optional(z.boolean()),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** A media gallery entry: an image or a video. */
export const mediaGalleryItemSchema = z.looseObject({
  image: z.nullish(z.string()),
  typ: z.optional(z.string()),
  lab: z.nullish(z.string()),
  pos: z.optional(z.number()),
  vid: z.nullish(
    z.looseObject({ video_id: z.string(), type: z.optional(z.string()), url: z.optional(z.string()) }),
  ),
});
export type MediaGalleryItem = z.infer<typeof mediaGalleryItemSchema>;

/** One value of a configurable option. */
export const configurableOptionValueSchema = z.looseObject({
  value_index: idSchema,
  label: z.optional(z.string()),
  default_label: z.optional(z.string()),
});

/** A configurable option (commerce-core §3: attribute_code, attribute_id, label, values). */
export const configurableOptionSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: idSchema,
  label: z.optional(z.string()),
  id: z.optional(idSchema),
  position: z.optional(z.number()),
  values: z.array(configurableOptionValueSchema),
});
export type ConfigurableOption = z.infer<typeof configurableOptionSchema>;

/** A product link (grouped products' associated children, related products …). */
export const productLinkSchema = z.looseObject({
  link_type: z.string(),
  linked_product_sku: z.string(),
  linked_product_type: z.optional(z.string()),
  sku: z.optional(z.string()),
  qty: z.optional(z.number()),
  position: z.optional(z.number()),
  is_default: z.optional(z.boolean()),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

/** A selectable product of a bundle option. */
export const bundleProductLinkSchema = z.looseObject({
  id: idSchema,
  sku: z.string(),
  qty: z.number(),
  is_default: z.optional(z.boolean()),
  price: money,
  price_type: z.nullish(z.string()),
  can_change_quantity: z.optional(z.number()),
  position: z.optional(z.number()),
});
export type BundleProductLink = z.infer<typeof bundleProductLinkSchema>;

/** A bundle option. */
export const bundleOptionSchema = z.looseObject({
  option_id: idSchema,
  title: z.optional(z.string()),
  required: z.optional(z.boolean()),
  type: z.optional(z.string()),
  position: z.optional(z.number()),
  sku: z.optional(z.string()),
  product_links: z.array(bundleProductLinkSchema),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

/** A custom option of a product (fixed or percent price). */
export const customOptionSchema = z.looseObject({
  option_id: idSchema,
  title: z.optional(z.string()),
  type: z.optional(z.string()),
  is_require: z.optional(z.boolean()),
  price: money,
  price_type: z.optional(z.enum(['fixed', 'percent'])),
  values: z.optional(
    z.array(
      z.looseObject({
        option_type_id: idSchema,
        title: z.optional(z.string()),
        price: money,
        price_type: z.optional(z.enum(['fixed', 'percent'])),
      }),
    ),
  ),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

/** The chosen options of a product in a cart item or order line. */
export const productOptionSchema = z.looseObject({
  extension_attributes: z.optional(
    z.looseObject({
      custom_options: z.optional(z.array(z.looseObject({ option_id: idSchema, option_value: z.unknown() }))),
      configurable_item_options: z.optional(
        z.array(
          z.looseObject({
            option_id: idSchema,
            option_value: idSchema,
            label: z.optional(z.string()),
            value: z.optional(z.string()),
          }),
        ),
      ),
      bundle_options: z.optional(
        z.array(
          z.looseObject({
            option_id: idSchema,
            option_qty: z.number(),
            option_selections: z.array(idSchema),
          }),
        ),
      ),
    }),
  ),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** The price fields shared by products and their variants (commerce-core §3). */
const priceFields = {
  price: money,
  price_incl_tax: money,
  price_tax: money,
  original_price: money,
  original_price_incl_tax: money,
  original_price_tax: money,
  special_price: money,
  special_price_incl_tax: money,
  special_price_tax: money,
  original_special_price: money,
  original_final_price: money,
  final_price: money,
  final_price_incl_tax: money,
  final_price_tax: money,
  special_from_date: date,
  special_to_date: date,
  tax_class_id: z.nullish(idSchema),
};

/** A configurable child (variant) of a configurable product. */
export const configurableChildSchema = z.looseObject({
  sku: z.string(),
  id: z.optional(idSchema),
  name: z.optional(z.string()),
  type_id: z.optional(z.string()),
  status: z.optional(eavNumberSchema),
  visibility: z.optional(eavNumberSchema),
  color: z.nullish(idSchema),
  size: z.nullish(idSchema),
  image: z.nullish(z.string()),
  thumbnail: z.nullish(z.string()),
  small_image: z.nullish(z.string()),
  url_key: z.optional(z.string()),
  stock: z.optional(stockItemSchema),
  custom_attributes: z.nullish(z.array(customAttributeSchema)),
  ...priceFields,
});
export type ConfigurableChild = z.infer<typeof configurableChildSchema>;

/** The product types of commerce-core §3 (plus `virtual`, which the wholesale shop sells). */
export const productTypeSchema = z.enum([
  'simple',
  'configurable',
  'bundle',
  'grouped',
  'downloadable',
  'virtual',
]);
export type ProductType = z.infer<typeof productTypeSchema>;

/**
 * A product as the catalogue index holds it (commerce-core §3). `sku`, `id`, `name` and `type_id`
 * are required; everything else is optional, and fields the platform adds are kept.
 */
export const productSchema = z.looseObject({
  id: idSchema,
  sku: z.string(),
  name: z.string(),
  type_id: productTypeSchema,
  parentSku: z.optional(z.string()),
  ...priceFields,
  image: z.nullish(z.string()),
  thumbnail: z.nullish(z.string()),
  small_image: z.nullish(z.string()),
  media_gallery: z.nullish(z.array(mediaGalleryItemSchema)),
  status: z.optional(eavNumberSchema),
  visibility: z.optional(eavNumberSchema),
  stock: z.optional(stockItemSchema),
  configurable_options: z.optional(z.array(configurableOptionSchema)),
  configurable_children: z.optional(z.array(configurableChildSchema)),
  product_links: z.optional(z.array(productLinkSchema)),
  bundle_options: z.optional(z.array(bundleOptionSchema)),
  custom_options: z.optional(z.array(customOptionSchema)),
  category: z.optional(z.array(z.looseObject({ category_id: idSchema, name: z.optional(z.string()) }))),
  category_ids: z.optional(z.array(idSchema)),
  url_path: z.optional(z.string()),
  url_key: z.optional(z.string()),
  slug: z.optional(z.string()),
  description: z.nullish(z.string()),
  short_description: z.nullish(z.string()),
  valmistaja: z.nullish(z.string()),
  saatavuus: z.nullish(z.string()),
  erp: z.nullish(z.string()),
  sale: z.optional(eavFlagSchema),
  new: z.optional(eavFlagSchema),
  errors: z.optional(z.record(z.string(), z.unknown())),
  info: z.optional(z.record(z.string(), z.unknown())),
  options: z.optional(z.array(z.unknown())),
  product_option: z.optional(productOptionSchema),
  qty: z.optional(z.number()),
  sort_qty: z.optional(z.number()),
  created_at: date,
  updated_at: date,
  downloadable_links: z.optional(
    z.array(z.looseObject({ id: idSchema, title: z.string(), link_url: z.optional(z.string()) })),
  ),
});
export type Product = z.infer<typeof productSchema>;

/** A category (commerce-core §3), with its children nested. */
export interface Category {
  id: number | string;
  name: string;
  parent_id?: number | string | null | undefined;
  level?: number | undefined;
  is_active?: boolean | undefined;
  product_count?: number | undefined;
  children_data?: Category[] | undefined;
  children_count?: number | undefined;
  url_key?: string | undefined;
  url_path?: string | undefined;
  slug?: string | undefined;
  path?: string | undefined;
  position?: number | undefined;
  include_in_menu?: number | boolean | undefined;
  image?: string | null | undefined;
  thumbnail?: string | null | undefined;
  description?: string | null | undefined;
  meta_description?: string | null | undefined;
  available_filters?: string | null | undefined;
  menu_subcategories?: unknown;
  [key: string]: unknown;
}

/** The schema of {@link Category}. */
export const categorySchema: z.ZodMiniType<Category> = z.looseObject({
  id: idSchema,
  name: z.string(),
  parent_id: z.nullish(idSchema),
  level: z.optional(z.number()),
  is_active: z.optional(z.boolean()),
  product_count: z.optional(z.number()),
  get children_data() {
    return z.optional(z.array(categorySchema));
  },
  children_count: z.optional(eavNumberSchema),
  url_key: z.optional(z.string()),
  url_path: z.optional(z.string()),
  slug: z.optional(z.string()),
  path: z.optional(z.string()),
  position: z.optional(z.number()),
  include_in_menu: z.optional(z.union([z.number(), z.boolean()])),
  image: z.nullish(z.string()),
  thumbnail: z.nullish(z.string()),
  description: z.nullish(z.string()),
  meta_description: z.nullish(z.string()),
  available_filters: z.nullish(z.string()),
  menu_subcategories: z.optional(z.unknown()),
});

/** An attribute with its options (commerce-core §3). */
export const attributeSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: idSchema,
  frontend_label: z.optional(z.string()),
  frontend_input: z.nullish(z.string()),
  options: z.optional(z.array(z.looseObject({ value: idSchema, label: z.string() }))),
  // Magento's EAV flags arrive as booleans or "0"/"1" (var/catalog_attribute.json).
  is_user_defined: z.optional(eavBooleanSchema),
  is_visible: z.optional(eavBooleanSchema),
  is_visible_on_front: z.optional(eavBooleanSchema),
  is_comparable: z.optional(eavBooleanSchema),
  is_filterable: z.optional(eavBooleanSchema),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A tax rule (commerce-core §3). Rates are percentages. */
export const taxRuleSchema = z.looseObject({
  id: idSchema,
  code: z.optional(z.string()),
  product_tax_class_ids: z.array(idSchema),
  customer_tax_class_ids: z.array(idSchema),
  rates: z.array(
    z.looseObject({
      rate: z.number(),
      tax_country_id: z.string(),
      tax_region_id: z.nullish(idSchema),
      region_name: z.nullish(z.string()),
      code: z.optional(z.string()),
    }),
  ),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

/** A price render item (commerce-core §7 render-list). */
export const priceInfoSchema = z.looseObject({
  final_price: z.number(),
  max_price: z.optional(z.number()),
  max_regular_price: z.optional(z.number()),
  minimal_regular_price: z.optional(z.number()),
  minimal_price: z.optional(z.number()),
  regular_price: z.number(),
  special_price: z.nullish(z.number()),
  formatted_prices: z.optional(z.record(z.string(), z.string())),
  extension_attributes: z.optional(
    z.looseObject({
      tax_adjustments: z.optional(
        z.looseObject({
          final_price: z.number(),
          regular_price: z.number(),
          max_price: z.optional(z.number()),
          minimal_price: z.optional(z.number()),
        }),
      ),
    }),
  ),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/** One product of the render-list answer: id, sgn and price_info. */
export const renderListItemSchema = z.looseObject({
  id: idSchema,
  sku: z.optional(z.string()),
  sgn: z.optional(z.string()),
  price_info: priceInfoSchema,
});
export type RenderListItem = z.infer<typeof renderListItemSchema>;

/** The render-list result. */
export const renderListResultSchema = z.looseObject({ items: z.array(renderListItemSchema) });
export type RenderListResult = z.infer<typeof renderListResultSchema>;
