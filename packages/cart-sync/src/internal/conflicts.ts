import { messages } from '@kauppa/i18n';

/** The fields of a cart line the conflict check reads (`CartItem` of `@kauppa/contract`). */
export interface ConflictCartLine {
  sku: string;
  name?: string | undefined;
  qty?: number | undefined;
  price_incl_tax?: number | undefined;
  is_in_stock?: boolean | undefined;
  errors?: Record<string, unknown> | undefined;
}

/** A difference the server's cart state brought back after reconnecting. */
export interface CartConflict {
  sku: string;
  name: string;
  kind: 'price' | 'quantity' | 'removed' | 'stock';
  before?: number | undefined;
  after?: number | undefined;
}

/**
 * The message id of each conflict kind (`@kauppa/i18n`); params are `name`, `before` and `after`
 * (format prices before translating).
 */
export const cartConflictMessages = {
  price: messages.cartConflictPrice,
  quantity: messages.cartConflictQuantity,
  removed: messages.cartConflictRemoved,
  stock: messages.cartConflictStock,
} as const satisfies Record<CartConflict['kind'], string>;

/** Options of {@link cartConflicts}. */
export interface CartConflictsOptions {
  /** The cart lines held while offline. */
  before: readonly ConflictCartLine[];
  /** The cart lines after the reconnect sync. */
  after: readonly ConflictCartLine[];
}

/** A price difference below half a cent is rounding, not a change. */
const priceEpsilon = 0.005;

/**
 * The price and stock conflicts between the cart held offline (`before`) and the cart after the
 * reconnect sync (`after`), by sku: changed prices, reduced quantities, removed lines and lines
 * now out of stock. They are shown to the shopper, never applied silently (commerce-core §4
 * connectivity and cart sync; issue 10 sync status).
 *
 * @example
 * cartConflicts({ before: held, after: cart.items }).map((c) => ({ id: cartConflictMessages[c.kind], params: c }));
 */
export function cartConflicts({ before, after }: CartConflictsOptions): CartConflict[] {
  const now = new Map(after.map((line) => [line.sku, line]));
  const conflicts: CartConflict[] = [];
  for (const old of before) {
    const name = old.name ?? old.sku;
    const current = now.get(old.sku);
    if (!current) {
      conflicts.push({ sku: old.sku, name, kind: 'removed' });
      continue;
    }
    const oldPrice = old.price_incl_tax;
    const newPrice = current.price_incl_tax;
    if (oldPrice !== undefined && newPrice !== undefined && Math.abs(oldPrice - newPrice) >= priceEpsilon) {
      conflicts.push({ sku: old.sku, name, kind: 'price', before: oldPrice, after: newPrice });
    }
    if (old.qty !== undefined && current.qty !== undefined && current.qty < old.qty) {
      conflicts.push({ sku: old.sku, name, kind: 'quantity', before: old.qty, after: current.qty });
    }
    const outNow = current.is_in_stock === false || Boolean(current.errors?.stock);
    const outBefore = old.is_in_stock === false || Boolean(old.errors?.stock);
    if (outNow && !outBefore) conflicts.push({ sku: old.sku, name, kind: 'stock' });
  }
  return conflicts;
}

/** Options of {@link mergeConflicts}. */
export interface MergeConflictsOptions {
  /** The conflicts shown so far. */
  known: readonly CartConflict[];
  /** Conflicts found by a later sync. */
  next: readonly CartConflict[];
}

/**
 * Adds `next` to `known`, once per sku and kind (the later values win).
 *
 * @example
 * mergeConflicts({ known: shown, next: cartConflicts({ before, after }) });
 */
export function mergeConflicts({ known, next }: MergeConflictsOptions): CartConflict[] {
  const byKey = new Map(known.map((c) => [`${c.sku}|${c.kind}`, c]));
  for (const conflict of next) byKey.set(`${conflict.sku}|${conflict.kind}`, conflict);
  return [...byKey.values()];
}
