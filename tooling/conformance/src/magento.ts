/**
 * Magento 2's refusal of data-object fields it does not know, as the platform passes it on.
 *
 * Magento's REST layer builds each request body into its service's data interfaces
 * (Magento\Framework\Webapi\ServiceInputProcessor): every field must have a getter on the
 * interface, found by Magento\Framework\Reflection\NameFinder::getGetterMethodName, which throws
 * `Property "Label" does not have accessor method "getLabel" in class "…"` (Magento 2.3, the
 * version vue-storefront-api 1.12 runs with). The platform hands cart items to Magento as they
 * came (src/platform/magento2/cart.js `update`/`delete` → magento2-rest-client
 * lib/cart.js) and answers Magento's error through src/api/cart.ts `apiError` (code 500, the text
 * in `result`). An order's lines reach Magento's cart the same way, in
 * src/platform/magento2/o2m.js (`api.cart.update(…, { sku, qty, product_option, … })`), whose
 * failure src/api/order.ts answers as 500 `Error while adding products. {Magento's text}`.
 *
 * The interfaces below are Magento 2.3's, by their getters (snake_case names as the REST layer
 * reads them): what a field list does not name is refused.
 */

/** A Magento data interface: its class name and the fields its getters read. */
interface DataInterface {
  className: string;
  fields: readonly string[];
  /** Interfaces of nested data objects, by field; arrays are checked item by item. */
  nested?: Readonly<Record<string, DataInterface>>;
}

/** Magento\ConfigurableProduct\Api\Data\ConfigurableItemOptionValueInterface: no label, no value. */
const configurableItemOption: DataInterface = {
  className: 'Magento\\ConfigurableProduct\\Api\\Data\\ConfigurableItemOptionValueInterface',
  fields: ['option_id', 'option_value', 'extension_attributes'],
};

/** Magento\Catalog\Api\Data\CustomOptionInterface. */
const customOption: DataInterface = {
  className: 'Magento\\Catalog\\Api\\Data\\CustomOptionInterface',
  fields: ['option_id', 'option_value', 'extension_attributes'],
};

/** Magento\Bundle\Api\Data\BundleOptionInterface. */
const bundleOption: DataInterface = {
  className: 'Magento\\Bundle\\Api\\Data\\BundleOptionInterface',
  fields: ['option_id', 'option_qty', 'option_selections', 'extension_attributes'],
};

/**
 * Magento\Quote\Api\Data\ProductOptionExtensionInterface, generated from the modules'
 * etc/extension_attributes.xml (Catalog, Bundle, ConfigurableProduct, Downloadable, GroupedProduct).
 */
const productOptionExtension: DataInterface = {
  className: 'Magento\\Quote\\Api\\Data\\ProductOptionExtensionInterface',
  fields: [
    'custom_options',
    'bundle_options',
    'configurable_item_options',
    'downloadable_option',
    'grouped_options',
  ],
  nested: {
    custom_options: customOption,
    bundle_options: bundleOption,
    configurable_item_options: configurableItemOption,
  },
};

/** Magento\Quote\Api\Data\ProductOptionInterface. */
const productOption: DataInterface = {
  className: 'Magento\\Quote\\Api\\Data\\ProductOptionInterface',
  fields: ['extension_attributes'],
  nested: { extension_attributes: productOptionExtension },
};

/** Magento\Quote\Api\Data\CartItemInterface (`quoteId`, as the platform's client sends it, is `QuoteId`). */
export const magentoCartItem: DataInterface = {
  className: 'Magento\\Quote\\Api\\Data\\CartItemInterface',
  fields: [
    'item_id',
    'sku',
    'qty',
    'name',
    'price',
    'product_type',
    'quote_id',
    'product_option',
    'extension_attributes',
  ],
  nested: { product_option: productOption },
};

/** Magento\Framework\Api\SimpleDataObjectConverter::snakeCaseToUpperCamelCase. */
function upperCamel(name: string): string {
  return name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The first field of `value` that `type` has no getter for, as Magento words it, or `undefined`.
 */
export function unknownDataObjectField(value: unknown, type: DataInterface): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const known = new Set(type.fields.map(upperCamel));
  for (const [field, inner] of Object.entries(value)) {
    const property = upperCamel(field);
    if (!known.has(property))
      return `Property "${property}" does not have accessor method "get${property}" in class "${type.className}".`;
    const nested = type.nested?.[field];
    if (!nested || inner === null || inner === undefined) continue;
    for (const item of Array.isArray(inner) ? inner : [inner]) {
      const found = unknownDataObjectField(item, nested);
      if (found) return found;
    }
  }
  return undefined;
}

/** What the platform answers when Magento refused a request's data object. */
export interface MagentoRefusal {
  status: 500;
  body: { code: 500; result: string };
}

/**
 * Magento's refusal of a request the platform passes on, or `undefined` when Magento takes it:
 * `cart.update` / `cart.delete` (the body's `cartItem`) and `order.place` (each line, as o2m.js
 * adds it to Magento's cart: `sku`, `qty`, `product_option`).
 */
export function magentoRefusal(routeName: string | undefined, body: unknown): MagentoRefusal | undefined {
  const refuse = (result: string): MagentoRefusal => ({ status: 500, body: { code: 500, result } });
  if (routeName === 'cart.update' || routeName === 'cart.delete') {
    const found = unknownDataObjectField(
      (body as { cartItem?: unknown } | undefined)?.cartItem,
      magentoCartItem,
    );
    return found ? refuse(found) : undefined;
  }
  if (routeName === 'order.place') {
    const products = (body as { products?: unknown } | undefined)?.products;
    for (const line of Array.isArray(products) ? products : []) {
      if (typeof line !== 'object' || line === null) continue;
      const { sku, qty, product_option } = line as Record<string, unknown>;
      const found = unknownDataObjectField({ sku, qty, product_option }, magentoCartItem);
      if (found) return refuse(`Error while adding products. ${found}`);
    }
  }
  return undefined;
}
