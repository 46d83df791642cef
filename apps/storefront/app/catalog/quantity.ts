import { toQuantity } from '@kauppa/catalog-pricing';
import { messages } from '@kauppa/i18n';
import type { MessageParams } from '@kauppa/ports';

/** A text to show: an i18n message id and its params. */
export interface ShownMessage {
  id: string;
  params?: MessageParams;
}

/**
 * The add-to-cart quantity rule (accounts-content §5): a positive integer, above 0, and not above
 * the available quantity. Text is read by `toQuantity` of `@kauppa/catalog-pricing`. Returns the
 * quantity, or the message to show.
 */
export function checkQuantity(
  input: string | number,
  available?: number | undefined,
): { qty: number; error?: undefined } | { qty?: undefined; error: ShownMessage } {
  const text = typeof input === 'string' ? input.trim() : String(input);
  const qty = toQuantity({ qty: input });
  if (!/^-?\d+$/.test(text) || !Number.isInteger(qty) || qty < 0) {
    return { error: { id: messages.quantityPositiveInteger } };
  }
  if (qty === 0) return { error: { id: messages.quantityAboveZero } };
  if (available !== undefined && qty > available) {
    return { error: { id: messages.quantityBelowAvailable, params: { quantity: available } } };
  }
  return { qty };
}

/**
 * The quantity a shopper can order of a product: its stock qty when stock is managed and known
 * and the product is in stock; otherwise no limit (out-of-stock products may still be added:
 * commerce-core §1).
 */
export function availableQuantity(
  stock:
    | {
        is_in_stock?: boolean | undefined;
        qty?: number | undefined;
        manage_stock?: boolean | undefined;
      }
    | null
    | undefined,
): number | undefined {
  if (!stock || stock.manage_stock === false || stock.is_in_stock === false) return undefined;
  return typeof stock.qty === 'number' && stock.qty > 0 ? stock.qty : undefined;
}
