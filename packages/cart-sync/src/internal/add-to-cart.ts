import type { ShopConfig } from '@kauppa/config';
import type { StockItem } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { Message, NotificationRequest } from '@kauppa/ports';
import { cartItemKey, toQuantity } from './items.ts';
import type { CartItem, CartProduct, ProductRules, StockResult, StockStatus } from './types.ts';

/** The configuration the add-to-cart rules read. */
export type AddToCartConfig = {
  catalog: Pick<ShopConfig['catalog'], 'zeroPriceProductsAllowed'>;
  stock: Pick<ShopConfig['stock'], 'synchronize'>;
  checkout: { externalCheckout: Pick<ShopConfig['checkout']['externalCheckout'], 'enabled'> };
};

/** What {@link validateProductForCart} found: the errors that stop it, and the items to add. */
export interface ProductValidation {
  errors: Message[];
  /** The cart items to add: the product itself, or a grouped product's associated children. */
  items: CartItem[];
}

function priceOf(product: CartProduct): number | null | undefined {
  return product.price_incl_tax ?? product.final_price_incl_tax ?? product.final_price ?? product.price;
}

/**
 * The price rule (commerce-core §5): a product cannot be added when its price is unknown — below
 * zero, or zero or below when zero-price products are not allowed. A missing price is unknown.
 */
export function isPriceUnknown(
  product: CartProduct,
  { zeroPriceProductsAllowed }: { zeroPriceProductsAllowed: boolean },
): boolean {
  const price = priceOf(product);
  if (price === null || price === undefined || Number.isNaN(price)) return true;
  return price < 0 || (!zeroPriceProductsAllowed && price <= 0);
}

function errorsOf(product: CartProduct): Message[] {
  const result: Message[] = [];
  for (const [key, value] of Object.entries(product.errors ?? {})) {
    if (value === null || value === undefined || value === false || value === '') continue;
    result.push({ id: typeof value === 'string' ? value : key });
  }
  return result;
}

function toCartItem(product: CartProduct, qty: number): CartItem {
  const {
    qty: _qty,
    errors: _errors,
    configurable_children: _children,
    product_links: _links,
    ...rest
  } = product;
  return { ...rest, qty } as CartItem;
}

/**
 * Validates a product for the cart (commerce-core §5): the product's `errors` and the price rule,
 * the variant rule of configurable products, and grouped products expanded into their associated
 * children (each validated in turn). `rules` adds the catalogue's own checks.
 *
 * @example
 * const { errors, items } = validateProductForCart(product, { config: defaultShopConfig });
 */
export function validateProductForCart(
  product: CartProduct,
  { config, rules }: { config: Pick<AddToCartConfig, 'catalog'>; rules?: ProductRules | undefined },
): ProductValidation {
  const errors = errorsOf(product);
  if (rules) errors.push(...rules.validate(product));
  if (product.type_id === 'grouped') {
    const links = (product.product_links ?? []).filter((link) => link.link_type === 'associated');
    if (links.length === 0) {
      return { errors: [...errors, { id: messages.groupedProductWithoutLinks }], items: [] };
    }
    const items: CartItem[] = [];
    for (const link of links) {
      const child: CartProduct = link.product ?? {
        sku: link.linked_product_sku,
        type_id: link.linked_product_type,
      };
      const validated = validateProductForCart(
        { ...child, qty: child.qty ?? link.qty ?? 1 },
        { config, rules },
      );
      errors.push(...validated.errors);
      items.push(...validated.items);
    }
    return { errors, items: errors.length ? [] : items };
  }
  if (product.type_id === 'configurable' && product.configurable_children !== undefined) {
    const available = product.configurable_children.filter((child) => (child.status ?? 1) < 2);
    if (available.length === 0) errors.push({ id: messages.noAvailableProductVariants });
  }
  if (isPriceUnknown(product, config.catalog)) errors.push({ id: messages.productPriceUnknown });
  if (errors.length) return { errors, items: [] };
  return { errors, items: [toCartItem(product, toQuantity(product.qty))] };
}

/**
 * The status of a stock answer (commerce-core §4): out of stock when `is_in_stock` is false;
 * otherwise ok, or volatile when stock sync is off.
 */
export function stockStatusOf(
  stock: Pick<StockItem, 'is_in_stock'>,
  { synchronize }: { synchronize: boolean },
): StockStatus {
  if (!stock.is_in_stock) return 'out_of_stock';
  return synchronize ? 'ok' : 'volatile';
}

/** What {@link decideAddToCart} decided for one item. */
export interface AddToCartDecision {
  /** Add the item (its quantity joins an existing line of the same sku and options). */
  add: boolean;
  /** Whether the line existed already (a quantity update). */
  updatesExisting: boolean;
  notifications: NotificationRequest[];
}

const okAction = { label: { id: messages.ok }, action: 'close' } as const;

/**
 * Decides adding one validated item after its stock check (commerce-core §4 stock, §8): `ok` adds
 * unless the quantity exceeds what is available ("Only {maxQuantity} products of this type are
 * available"); `volatile` adds with the pre-reservation warning; `out_of_stock` refuses. Success
 * notices "Product has been added to the cart!" (with "Proceed to checkout" unless the external
 * checkout is used) or "Product quantity has been updated!".
 *
 * @example
 * decideAddToCart({ item, stock: { status: 'ok', qty: 5 }, cartItems, config });
 */
export function decideAddToCart({
  item,
  stock,
  cartItems,
  config,
}: {
  item: CartItem;
  stock: StockResult;
  cartItems: readonly CartItem[];
  config: Pick<AddToCartConfig, 'checkout'>;
}): AddToCartDecision {
  const key = cartItemKey(item);
  const existing = cartItems.find((line) => cartItemKey(line) === key);
  const updatesExisting = existing !== undefined;
  switch (stock.status) {
    case 'out_of_stock':
      return {
        add: false,
        updatesExisting,
        notifications: [{ type: 'error', message: { id: messages.productOutOfStock }, action1: okAction }],
      };
    case 'volatile':
      return {
        add: true,
        updatesExisting,
        notifications: [
          { type: 'warning', message: { id: messages.volatileStockWarning }, action1: okAction },
        ],
      };
    case 'ok': {
      const wanted = (existing?.qty ?? 0) + item.qty;
      if (
        stock.code !== 'ENOTFOUND' &&
        typeof stock.qty === 'number' &&
        stock.qty > 0 &&
        wanted > stock.qty
      ) {
        return {
          add: false,
          updatesExisting,
          notifications: [
            {
              type: 'error',
              message: { id: messages.onlyMaxQuantityAvailable, params: { maxQuantity: stock.qty } },
              action1: okAction,
            },
          ],
        };
      }
      const success: NotificationRequest = updatesExisting
        ? { type: 'success', message: { id: messages.productQuantityUpdated }, action1: okAction }
        : {
            type: 'success',
            message: { id: messages.productAddedToCart },
            action1: okAction,
            ...(config.checkout.externalCheckout.enabled
              ? {}
              : { action2: { label: { id: messages.proceedToCheckout }, action: 'goToCheckout' } }),
          };
      return { add: true, updatesExisting, notifications: [success] };
    }
    default: {
      const never: never = stock.status;
      throw new TypeError(`Unknown stock status ${String(never)}`);
    }
  }
}
