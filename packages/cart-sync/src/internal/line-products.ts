import type { CartItem, CartProduct } from './types.ts';

/**
 * Looks up products by sku for the cart's lines that arrived without their product (commerce-core
 * §4 cart sync: "a server item missing locally is … added to the local cart"; the platform client
 * loads such products, vue-storefront core/modules/cart, v1.12.3). The shop gives it from its
 * catalogue search; a sku it cannot find is left out of the answer.
 */
export interface CartProductLookup {
  bySkus(skus: readonly string[]): Promise<CartProduct[]>;
}

/**
 * Whether a cart line lacks its product's data (issue 28.2b): a line that came from the server cart
 * holds only the server's sku, qty, name and price — no price including tax, no image, no type —
 * so it shows no price and an empty image until its product is looked up.
 *
 * @example
 * lineNeedsProduct({ sku: 'A', qty: 1, name: 'A', price: 3.5, item_id: 7 }); // true
 */
export function lineNeedsProduct(item: CartItem): boolean {
  return typeof item.price_incl_tax !== 'number';
}

/**
 * The fields a line takes from its looked-up product (issue 28.2b): the product's name, images,
 * prices incl. tax and special price dates, type and ids — never the line's own quantity, options
 * or server ids, nor the product's children, links, stock quantity or errors.
 *
 * @example
 * lineFieldsOf(product); // { name, image, thumbnail, price_incl_tax, special_price_incl_tax, … }
 */
export function lineFieldsOf(product: CartProduct): Partial<CartItem> {
  const {
    qty: _qty,
    errors: _errors,
    configurable_children: _children,
    product_links: _links,
    product_option: _option,
    sku: _sku,
    ...fields
  } = product;
  const {
    item_id: _itemId,
    server_item_id: _serverId,
    quote_id: _quoteId,
    ...rest
  } = fields as Record<string, unknown>;
  return rest as Partial<CartItem>;
}
