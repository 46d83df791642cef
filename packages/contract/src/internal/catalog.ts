import * as z from 'zod';
import {
  customAttributeSchema,
  eavBooleanSchema,
  eavFlagSchema,
  eavNumberSchema,
  idSchema,
} from './common.ts';

// Prices may arrive as Magento's decimal strings ("32.000000"): read as numbers.
const money = eavNumberSchema.nullish();
const date = z.string().nullish();

/** Stock of a product (commerce-core §3 product.stock). */
export const stockItemSchema = z.looseObject({
  is_in_stock: z.boolean(),
  qty: z.number(),
  product_id: idSchema.optional(),
  sku: z.string().optional(),
  stock_id: idSchema.optional(),
  manage_stock: z.boolean().optional(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** A media gallery entry: an image or a video. */
export const mediaGalleryItemSchema = z.looseObject({
  image: z.string().nullish(),
  typ: z.string().optional(),
  lab: z.string().nullish(),
  pos: z.number().optional(),
  vid: z
    .looseObject({ video_id: z.string(), type: z.string().optional(), url: z.string().optional() })
    .nullish(),
});
export type MediaGalleryItem = z.infer<typeof mediaGalleryItemSchema>;

/** One value of a configurable option. */
export const configurableOptionValueSchema = z.looseObject({
  value_index: idSchema,
  label: z.string().optional(),
  default_label: z.string().optional(),
});

/** A configurable option (commerce-core §3: attribute_code, attribute_id, label, values). */
export const configurableOptionSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: idSchema,
  label: z.string().optional(),
  id: idSchema.optional(),
  position: z.number().optional(),
  values: z.array(configurableOptionValueSchema),
});
export type ConfigurableOption = z.infer<typeof configurableOptionSchema>;

/** A product link (grouped products' associated children, related products …). */
export const productLinkSchema = z.looseObject({
  link_type: z.string(),
  linked_product_sku: z.string(),
  linked_product_type: z.string().optional(),
  sku: z.string().optional(),
  qty: z.number().optional(),
  position: z.number().optional(),
  is_default: z.boolean().optional(),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

/** A selectable product of a bundle option. */
export const bundleProductLinkSchema = z.looseObject({
  id: idSchema,
  sku: z.string(),
  qty: z.number(),
  is_default: z.boolean().optional(),
  price: money,
  price_type: z.string().nullish(),
  can_change_quantity: z.number().optional(),
  position: z.number().optional(),
});
export type BundleProductLink = z.infer<typeof bundleProductLinkSchema>;

/** A bundle option. */
export const bundleOptionSchema = z.looseObject({
  option_id: idSchema,
  title: z.string().optional(),
  required: z.boolean().optional(),
  type: z.string().optional(),
  position: z.number().optional(),
  sku: z.string().optional(),
  product_links: z.array(bundleProductLinkSchema),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

/** A custom option of a product (fixed or percent price). */
export const customOptionSchema = z.looseObject({
  option_id: idSchema,
  title: z.string().optional(),
  type: z.string().optional(),
  is_require: z.boolean().optional(),
  price: money,
  price_type: z.enum(['fixed', 'percent']).optional(),
  values: z
    .array(
      z.looseObject({
        option_type_id: idSchema,
        title: z.string().optional(),
        price: money,
        price_type: z.enum(['fixed', 'percent']).optional(),
      }),
    )
    .optional(),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

/** The chosen options of a product in a cart item or order line. */
export const productOptionSchema = z.looseObject({
  extension_attributes: z
    .looseObject({
      custom_options: z.array(z.looseObject({ option_id: idSchema, option_value: z.unknown() })).optional(),
      configurable_item_options: z
        .array(
          z.looseObject({
            option_id: idSchema,
            option_value: idSchema,
            label: z.string().optional(),
            value: z.string().optional(),
          }),
        )
        .optional(),
      bundle_options: z
        .array(
          z.looseObject({
            option_id: idSchema,
            option_qty: z.number(),
            option_selections: z.array(idSchema),
          }),
        )
        .optional(),
    })
    .optional(),
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
  tax_class_id: idSchema.nullish(),
};

/** A configurable child (variant) of a configurable product. */
export const configurableChildSchema = z.looseObject({
  sku: z.string(),
  id: idSchema.optional(),
  name: z.string().optional(),
  type_id: z.string().optional(),
  status: eavNumberSchema.optional(),
  visibility: eavNumberSchema.optional(),
  color: idSchema.nullish(),
  size: idSchema.nullish(),
  image: z.string().nullish(),
  thumbnail: z.string().nullish(),
  small_image: z.string().nullish(),
  url_key: z.string().optional(),
  stock: stockItemSchema.optional(),
  custom_attributes: z.array(customAttributeSchema).nullish(),
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
  parentSku: z.string().optional(),
  ...priceFields,
  image: z.string().nullish(),
  thumbnail: z.string().nullish(),
  small_image: z.string().nullish(),
  media_gallery: z.array(mediaGalleryItemSchema).nullish(),
  status: eavNumberSchema.optional(),
  visibility: eavNumberSchema.optional(),
  stock: stockItemSchema.optional(),
  configurable_options: z.array(configurableOptionSchema).optional(),
  configurable_children: z.array(configurableChildSchema).optional(),
  product_links: z.array(productLinkSchema).optional(),
  bundle_options: z.array(bundleOptionSchema).optional(),
  custom_options: z.array(customOptionSchema).optional(),
  category: z.array(z.looseObject({ category_id: idSchema, name: z.string().optional() })).optional(),
  category_ids: z.array(idSchema).optional(),
  url_path: z.string().optional(),
  url_key: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().nullish(),
  short_description: z.string().nullish(),
  valmistaja: z.string().nullish(),
  saatavuus: z.string().nullish(),
  erp: z.string().nullish(),
  sale: eavFlagSchema.optional(),
  new: eavFlagSchema.optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
  info: z.record(z.string(), z.unknown()).optional(),
  options: z.array(z.unknown()).optional(),
  product_option: productOptionSchema.optional(),
  qty: z.number().optional(),
  sort_qty: z.number().optional(),
  created_at: date,
  updated_at: date,
  downloadable_links: z
    .array(z.looseObject({ id: idSchema, title: z.string(), link_url: z.string().optional() }))
    .optional(),
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
export const categorySchema: z.ZodType<Category> = z.looseObject({
  id: idSchema,
  name: z.string(),
  parent_id: idSchema.nullish(),
  level: z.number().optional(),
  is_active: z.boolean().optional(),
  product_count: z.number().optional(),
  get children_data() {
    return z.array(categorySchema).optional();
  },
  children_count: eavNumberSchema.optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  path: z.string().optional(),
  position: z.number().optional(),
  include_in_menu: z.union([z.number(), z.boolean()]).optional(),
  image: z.string().nullish(),
  thumbnail: z.string().nullish(),
  description: z.string().nullish(),
  meta_description: z.string().nullish(),
  available_filters: z.string().nullish(),
  menu_subcategories: z.unknown().optional(),
});

/** An attribute with its options (commerce-core §3). */
export const attributeSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: idSchema,
  frontend_label: z.string().optional(),
  frontend_input: z.string().nullish(),
  options: z.array(z.looseObject({ value: idSchema, label: z.string() })).optional(),
  // Magento's EAV flags arrive as booleans or "0"/"1" (var/catalog_attribute.json).
  is_user_defined: eavBooleanSchema.optional(),
  is_visible: eavBooleanSchema.optional(),
  is_visible_on_front: eavBooleanSchema.optional(),
  is_comparable: eavBooleanSchema.optional(),
  is_filterable: eavBooleanSchema.optional(),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A tax rule (commerce-core §3). Rates are percentages. */
export const taxRuleSchema = z.looseObject({
  id: idSchema,
  code: z.string().optional(),
  product_tax_class_ids: z.array(idSchema),
  customer_tax_class_ids: z.array(idSchema),
  rates: z.array(
    z.looseObject({
      rate: z.number(),
      tax_country_id: z.string(),
      tax_region_id: idSchema.nullish(),
      region_name: z.string().nullish(),
      code: z.string().optional(),
    }),
  ),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

/** A price render item (commerce-core §7 render-list). */
export const priceInfoSchema = z.looseObject({
  final_price: z.number(),
  max_price: z.number().optional(),
  max_regular_price: z.number().optional(),
  minimal_regular_price: z.number().optional(),
  minimal_price: z.number().optional(),
  regular_price: z.number(),
  special_price: z.number().nullish(),
  formatted_prices: z.record(z.string(), z.string()).optional(),
  extension_attributes: z
    .looseObject({
      tax_adjustments: z
        .looseObject({
          final_price: z.number(),
          regular_price: z.number(),
          max_price: z.number().optional(),
          minimal_price: z.number().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

/** One product of the render-list answer: id, sgn and price_info. */
export const renderListItemSchema = z.looseObject({
  id: idSchema,
  sku: z.string().optional(),
  sgn: z.string().optional(),
  price_info: priceInfoSchema,
});
export type RenderListItem = z.infer<typeof renderListItemSchema>;

/** The render-list result. */
export const renderListResultSchema = z.looseObject({ items: z.array(renderListItemSchema) });
export type RenderListResult = z.infer<typeof renderListResultSchema>;
