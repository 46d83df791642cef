/**
 * Catalogue documents as a stock platform's index holds them, written for the schema tests of
 * `src/platform-demo.test.ts` (issue 27, known break 10). Their values are Kauppa's own; their
 * shapes and value types are those `mage2vuestorefront` writes from Magento 2 (and the
 * vue-storefront-api 1.12.5 demo index shows): Magento's EAV values arrive as strings
 * (`children_count: "0"`, `is_visible_on_front: "0"`, `is_comparable: "1"`, `sale: "1"`,
 * `tax_class_id: "2"`, `color: "53"`, `category_ids: ["3"]`), an attribute without an input type
 * has `frontend_input: null`, and CMS documents carry `store_id: [0]` (all store views).
 */

type Doc = Record<string, unknown>;

const child = (id: number, name: string, position: number): Doc => ({
  id,
  parent_id: 3,
  name,
  is_active: true,
  position,
  level: 3,
  product_count: 12,
  children_data: [],
  children: '',
  created_at: '2026-01-10 08:00:00',
  updated_at: '2026-01-10 08:00:00',
  path: `1/2/3/${id}`,
  available_sort_by: [],
  include_in_menu: true,
  is_anchor: '1',
  children_count: '0',
  url_key: `${name.toLowerCase()}-${id}`,
  url_path: `paristot/${name.toLowerCase()}-${id}`,
  slug: `${name.toLowerCase()}-${id}`,
});

/** A category with three children (the menu's tree), Magento's counts as strings. */
export const category: Doc = {
  id: 3,
  parent_id: 2,
  name: 'Paristot',
  is_active: true,
  position: 1,
  level: 2,
  product_count: 36,
  children_data: [child(4, 'AA', 1), child(5, 'AAA', 2), child(6, 'Nappiparistot', 3)],
  children: '4,5,6',
  created_at: '2026-01-10 08:00:00',
  updated_at: '2026-01-10 08:00:00',
  path: '1/2/3',
  available_sort_by: [],
  include_in_menu: true,
  is_anchor: '1',
  children_count: '3',
  url_key: 'paristot-3',
  url_path: 'paristot/paristot-3',
  slug: 'paristot-3',
};

const attribute = (overrides: Doc): Doc => ({
  is_wysiwyg_enabled: false,
  is_html_allowed_on_front: true,
  used_for_sort_by: false,
  is_filterable: false,
  is_filterable_in_search: false,
  is_used_in_grid: false,
  is_visible_in_grid: false,
  is_filterable_in_grid: false,
  position: 0,
  apply_to: [],
  is_searchable: '0',
  is_visible_in_advanced_search: '0',
  is_comparable: '0',
  is_used_for_promo_rules: '0',
  is_visible_on_front: '0',
  used_in_product_listing: '0',
  is_visible: true,
  scope: 'store',
  entity_type_id: '4',
  is_required: false,
  options: [],
  is_user_defined: false,
  frontend_labels: null,
  is_unique: '0',
  validation_rules: [],
  ...overrides,
});

/** A text attribute compared but not shown on the product page: flags "1" and "0". */
export const descriptionAttribute: Doc = attribute({
  id: 75,
  attribute_id: 75,
  attribute_code: 'description',
  frontend_input: 'textarea',
  default_frontend_label: 'Kuvaus',
  backend_type: 'text',
  is_searchable: '1',
  is_visible_in_advanced_search: '1',
  is_comparable: '1',
});

/** An attribute without an input type (a downloadable product's links title). */
export const linksTitleAttribute: Doc = attribute({
  id: 130,
  attribute_id: 130,
  attribute_code: 'links_title',
  frontend_input: null,
  default_frontend_label: 'Linkkien otsikko',
  backend_type: 'varchar',
  apply_to: ['downloadable'],
});

/** A dropdown attribute with its options (the colour filter). */
export const colorAttribute: Doc = attribute({
  id: 93,
  attribute_id: 93,
  attribute_code: 'color',
  frontend_input: 'select',
  default_frontend_label: 'Väri',
  backend_type: 'int',
  is_filterable: true,
  is_user_defined: true,
  is_visible_on_front: '1',
  used_in_product_listing: '1',
  options: [
    { label: ' ', value: '' },
    { label: 'Musta', value: '49' },
    { label: 'Keltainen', value: '53' },
  ],
});

const cms = {
  store_id: [0],
  creation_time: '2026-01-10 08:00:00',
  update_time: '2026-01-10 08:00:00',
  active: true,
};

/** A CMS page of every store view. */
export const cmsPage: Doc = {
  ...cms,
  id: 3,
  identifier: 'tietoa-meista',
  title: 'Tietoa meistä',
  page_layout: '1column',
  content_heading: 'Tietoa meistä',
  content: '<p>Akkukauppa palvelee verkossa.</p>',
  sort_order: '0',
  type: 'cms_page',
};

/** A CMS block of every store view. */
export const cmsBlock: Doc = {
  ...cms,
  id: 1,
  identifier: 'footer-links',
  title: 'Alatunnisteen linkit',
  content: '<ul><li>Toimitusehdot</li></ul>',
  type: 'cms_block',
};

const rate = (id: number, country: string, percent: number): Doc => ({
  id,
  tax_country_id: country,
  tax_region_id: 0,
  tax_postcode: '*',
  rate: percent,
  code: `VAT${percent}-${country}`,
  titles: [],
});

/** A tax rule with its four rates. */
export const taxRule: Doc = {
  id: 2,
  code: 'Verotettavat tuotteet',
  priority: 0,
  position: 0,
  customer_tax_class_ids: [3],
  product_tax_class_ids: [2],
  tax_rate_ids: [4, 5, 6, 7],
  calculate_subtotal: false,
  rates: [rate(4, 'FI', 25.5), rate(5, 'SE', 25), rate(6, 'DE', 19), rate(7, 'IT', 22)],
};

/** A product with Magento's EAV strings, its configurable options (by attribute id) and a child. */
export const product: Doc = {
  id: 19,
  sku: 'LAT-19',
  name: 'Älylaturi 4 × AA',
  attribute_set_id: 15,
  price: 32,
  status: 1,
  visibility: 4,
  type_id: 'simple',
  created_at: '2026-01-10 08:00:00',
  updated_at: '2026-01-10 08:00:00',
  weight: 1,
  extension_attributes: [],
  product_links: [],
  tier_prices: [],
  custom_attributes: null,
  category: [{ category_id: 3, name: 'Paristot' }],
  description: '<p>Lataa neljä AA-akkua.</p>',
  image: '/l/a/laturi.jpg',
  small_image: '/l/a/laturi.jpg',
  thumbnail: '/l/a/laturi.jpg',
  color: '53',
  options_container: 'container2',
  required_options: '0',
  has_options: '0',
  url_key: 'alylaturi-4-aa',
  tax_class_id: '2',
  size: '178',
  new: '1',
  sale: '1',
  children_data: [],
  configurable_options: [
    { attribute_id: '93', values: [{ value_index: 53 }], product_id: 19, id: 7, label: 'Väri', position: 0 },
  ],
  configurable_children: [
    {
      price: 32,
      name: 'Älylaturi 4 × AA, keltainen',
      sku: 'LAT-19-53',
      custom_attributes: [{ value: '0', attribute_code: 'required_options' }],
    },
  ],
  category_ids: ['3'],
  stock: {
    min_sale_qty: 1,
    qty_increments: 0,
    stock_status_changed_auto: 0,
    is_in_stock: true,
    show_default_notification_message: false,
    use_config_max_sale_qty: true,
    product_id: 19,
    use_config_qty_increments: true,
    notify_stock_qty: 1,
    manage_stock: true,
    item_id: 19,
    min_qty: 0,
    use_config_min_qty: true,
    use_config_notify_stock_qty: true,
    stock_id: 1,
    use_config_backorders: true,
    max_sale_qty: 10000,
    backorders: 0,
    qty: 100,
    use_config_enable_qty_inc: true,
    is_decimal_divided: false,
    enable_qty_increments: false,
    is_qty_decimal: false,
    use_config_manage_stock: true,
    low_stock_date: null,
    use_config_min_sale_qty: 1,
  },
};
