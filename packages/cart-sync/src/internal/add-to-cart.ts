import {
  catalogMessages,
  productCartErrors as catalogProductErrors,
  filterUnavailableVariants,
} from '@kauppa/catalog-pricing';
import type { ShopConfig } from '@kauppa/config';
import type { StockItem } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type { Message, NotificationRequest } from '@kauppa/ports';
import { cartItemKey, quantityOf } from './items.ts';
import type { CartItem, CartProduct, StockResult, StockStatus } from './types.ts';

/** The configuration the add-to-cart rules read. */
export type AddToCartConfig = {
  catalog: Pick<ShopConfig['catalog'], 'zeroPriceProductsAllowed' | 'listOutOfStockProducts'>;
  stock: Pick<ShopConfig['stock'], 'synchronize'>;
  checkout: { externalCheckout: Pick<ShopConfig['checkout']['externalCheckout'], 'enabled'> };
};

/** What {@link validateProductForCart} found: the errors that stop it, and the items to add. */
export interface ProductValidation {
  errors: Message[];
  /** The cart items to add: the product itself, or a grouped product's associated children. */
  items: CartItem[];
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
 * Validates a product for the cart (commerce-core §5) with the catalogue's rules of
 * `@kauppa/catalog-pricing` — the price rule and the product's `errors`
 * (`productCartErrors`), the variant rule (`filterUnavailableVariants`: "No available
 * product variants") — and adds what is cart-specific: a grouped product becomes its associated
 * children, each validated in turn, and the items to add come with integer quantities.
 *
 * @example
 * const { errors, items } = validateProductForCart(product, { config: defaultShopConfig });
 */
export function validateProductForCart(
  product: CartProduct,
  { config }: { config: Pick<AddToCartConfig, 'catalog'> },
): ProductValidation {
  const rules = config.catalog;
  if (product.type_id === 'grouped') {
    // A grouped product has no price of its own: only its `errors` count, then its children's.
    const errors: Message[] = catalogProductErrors({ product, ...rules }).filter(
      (error) => error.id !== catalogMessages.productPriceUnknown,
    );
    const links = (product.product_links ?? []).filter((link) => link.link_type === 'associated');
    if (links.length === 0) {
      return { errors: [...errors, { id: catalogMessages.groupedProductWithoutLinks }], items: [] };
    }
    const items: CartItem[] = [];
    for (const link of links) {
      const child: CartProduct = link.product ?? {
        sku: link.linked_product_sku,
        type_id: link.linked_product_type,
      };
      // A child's quantity is 0 or more; 0 means the child is not ordered (commerce-core §4–5).
      const qty = quantityOf(child.qty ?? link.qty ?? 1);
      if (qty < 0) {
        errors.push({ id: messages.quantityPositiveInteger });
        continue;
      }
      if (qty === 0) continue;
      const validated = validateProductForCart({ ...child, qty }, { config });
      errors.push(...validated.errors);
      items.push(...validated.items);
    }
    if (errors.length === 0 && items.length === 0) errors.push({ id: messages.quantityAboveZero });
    return { errors, items: errors.length ? [] : items };
  }
  const bundle = withOrderedBundleOptions(product);
  if ('error' in bundle) return { errors: [bundle.error], items: [] };
  const target = bundle.product;
  const checked =
    target.type_id === 'configurable' && target.configurable_children !== undefined
      ? filterUnavailableVariants({ product: target, ...rules })
      : target;
  const errors: Message[] = catalogProductErrors({ product: checked, ...rules });
  if (errors.length) return { errors, items: [] };
  return { errors, items: [toCartItem(target, quantityOf(target.qty))] };
}

/**
 * The chosen bundle options of a bundle product (commerce-core §5): a quantity is 0 or more
 * ("Bundle option quantity must be 0 or more" otherwise), text is read as an integer, and an option
 * of quantity 0 is not ordered, so it is left out of the cart line.
 */
function withOrderedBundleOptions(product: CartProduct): { product: CartProduct } | { error: Message } {
  const extension = product.product_option?.extension_attributes;
  const options = extension?.bundle_options;
  if (product.type_id !== 'bundle' || !options) return { product };
  const quantities = options.map((option) => quantityOf(option.option_qty, 0));
  if (quantities.some((qty) => qty < 0)) return { error: { id: catalogMessages.bundleOptionQtyNegative } };
  return {
    product: {
      ...product,
      product_option: {
        ...product.product_option,
        extension_attributes: {
          ...extension,
          bundle_options: options
            .map((option, i) => ({ ...option, option_qty: quantities[i] as number }))
            .filter((option) => option.option_qty > 0),
        },
      },
    },
  };
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
