import {
  type CatalogProduct,
  configureProduct,
  type VariantRuleOptions,
  type VariantSelection,
} from '@kauppa/catalog-pricing';
import { cartItemKey } from './items.ts';
import type { CartItem } from './types.ts';

/** Options of {@link configureCartItem}. */
export interface ConfigureCartItemOptions extends VariantRuleOptions {
  /** The cart's lines. */
  cartItems: readonly CartItem[];
  /** The line being configured (cart edit mode): its sku and options find it. */
  item: Pick<CartItem, 'sku' | 'product_option'>;
  /** The configurable product the line belongs to, with its options and children. */
  product: CatalogProduct;
  /** The chosen options by attribute code (`{ color: '50', size: '2' }`). */
  selection: VariantSelection;
}

/** What {@link configureCartItem} made of the cart. */
export interface ConfiguredCartItem {
  /** The cart's lines after the change. */
  cartItems: CartItem[];
  /** The configured line: the variant's sku, options and prices, the qty of both lines when merged. */
  line: CartItem;
  /** The line of that variant already in the cart, merged into the configured one. */
  merged: CartItem | undefined;
}

const priceFields = [
  'price',
  'price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'final_price',
  'final_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
] as const;

/**
 * Configures an existing cart line (accounts-content §3–4 cart edit mode; commerce-core §4
 * configuring a product): the line becomes the variant matching `selection` (`configureProduct`:
 * its sku, `product_option` and prices; the server ids of the old variant are dropped). When
 * another line already holds that variant, it is merged in: its qty is added and the line goes.
 * No matching variant throws `NoSuchConfigurationError` ('No such configuration for the product'),
 * no available one `NoAvailableProductVariantsError`.
 *
 * @example
 * const { cartItems, line } = configureCartItem({ cartItems, item, product, selection: { color: '50' } });
 */
export function configureCartItem({
  cartItems,
  item,
  product,
  selection,
  listOutOfStockProducts,
}: ConfigureCartItemOptions): ConfiguredCartItem {
  const key = cartItemKey(item);
  const edited = cartItems.find((line) => cartItemKey(line) === key);
  if (!edited) throw new RangeError(`No cart line ${item.sku} to configure`);
  const configured = configureProduct({ product, selection, listOutOfStockProducts }).product;
  // The catalogue's option type is the cart's without its open index signature.
  const productOption = configured.product_option as CartItem['product_option'];
  const variantKey = cartItemKey({ sku: configured.sku, product_option: productOption });
  const merged = variantKey === key ? undefined : cartItems.find((line) => cartItemKey(line) === variantKey);
  const same = variantKey === key;
  // A new variant is a new server line: the old line's server ids would name the old variant.
  const { server_item_id: _serverItemId, item_id: _itemId, ...withoutIds } = edited;
  const line: CartItem = {
    ...(same ? edited : withoutIds),
    sku: configured.sku,
    parentSku: product.sku,
    qty: edited.qty + (merged?.qty ?? 0),
  };
  if (productOption) line.product_option = productOption;
  for (const field of priceFields) {
    const value = configured[field];
    if (value !== undefined) (line as Record<string, unknown>)[field] = value;
  }
  const next: CartItem[] = [];
  for (const current of cartItems) {
    if (current === merged) continue;
    next.push(current === edited ? line : current);
  }
  return { cartItems: next, line, merged };
}
