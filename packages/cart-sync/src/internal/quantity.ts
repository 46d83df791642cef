import { checkQuantity } from '@kauppa/catalog-pricing';
import { messages } from '@kauppa/i18n';
import type { Message } from '@kauppa/ports';
import type { CartItem, StockResult } from './types.ts';

/** What {@link typedQuantity} read from a cart line's quantity field. */
export type TypedQuantity =
  | { status: 'unchanged'; qty: number }
  | { status: 'changed'; qty: number }
  | { status: 'refused'; error: Message };

/**
 * A quantity typed into a cart line (accounts-content §5 "A quantity must be a positive integer,
 * above 0, and below the available quantity"), read by the product page's rule (`checkQuantity`
 * of `@kauppa/catalog-pricing`): text that is not a positive integer is refused ('Quantity must be
 * a positive integer.'), 0 is refused ('Quantity must be above 0.': removing a line is its own
 * action); the line's own quantity is unchanged.
 *
 * @example
 * typedQuantity({ item: { qty: 1 }, value: '3' }); // { status: 'changed', qty: 3 }
 * typedQuantity({ item: { qty: 1 }, value: '0' }).status; // 'refused'
 */
export function typedQuantity({
  item,
  value,
}: {
  item: Pick<CartItem, 'qty'>;
  value: string;
}): TypedQuantity {
  const checked = checkQuantity({ qty: value });
  if (checked.error) return { status: 'refused', error: checked.error };
  return checked.qty === item.qty
    ? { status: 'unchanged', qty: checked.qty }
    : { status: 'changed', qty: checked.qty };
}

/** What {@link decideQuantityChange} decided. */
export type QuantityDecision =
  | { update: true; qty: number; warning?: Message | undefined }
  | { update: false; error: Message };

/**
 * Decides a cart line's new quantity after its stock check, as adding does (commerce-core §4 stock
 * check, §8): `ok` takes it unless it exceeds the quantity available ("Only {maxQuantity} products
 * of this type are available"; an ENOTFOUND answer is ignored); `volatile` takes it with the
 * pre-reservation warning; `out_of_stock` refuses a larger quantity ('The product is out of stock
 * and cannot be added to the cart!') and takes a smaller one.
 *
 * @example
 * decideQuantityChange({ item: { qty: 1 }, qty: 500, stock: { status: 'ok', qty: 111 } });
 * // { update: false, error: { id: 'Only {maxQuantity} products of this type are available', params: { maxQuantity: 111 } } }
 */
export function decideQuantityChange({
  item,
  qty,
  stock,
}: {
  item: Pick<CartItem, 'qty'>;
  qty: number;
  stock: StockResult;
}): QuantityDecision {
  if (stock.code === 'ENOTFOUND') return { update: true, qty };
  switch (stock.status) {
    case 'out_of_stock':
      return qty > item.qty
        ? { update: false, error: { id: messages.productOutOfStock } }
        : { update: true, qty };
    case 'volatile':
      return { update: true, qty, warning: { id: messages.volatileStockWarning } };
    case 'ok':
      if (typeof stock.qty === 'number' && stock.qty > 0 && qty > stock.qty) {
        return {
          update: false,
          error: { id: messages.onlyMaxQuantityAvailable, params: { maxQuantity: stock.qty } },
        };
      }
      return { update: true, qty };
    default: {
      const never: never = stock.status;
      throw new TypeError(`Unknown stock status ${String(never)}`);
    }
  }
}

/**
 * The former answer of `Cart.changeQuantity`.
 * @deprecated `Cart.changeQuantity` answers a `QuantityChangeOutcome` (issue 30.2): `updated` is
 * `status === 'updated' || status === 'queued'`, `error` is `message` when `status === 'refused'`,
 * `warning` is `message` otherwise.
 */
export interface QuantityChange {
  /** Whether the line took the new quantity. */
  updated: boolean;
  /** The line's quantity after the change (the old one when refused). */
  qty: number;
  /** Why the quantity was refused, shown at the field. */
  error?: Message | undefined;
  /** A warning that came with the change (volatile stock). */
  warning?: Message | undefined;
}
