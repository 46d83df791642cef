/** The fields of a cart line the conflict check reads (`CartItem` of `@kauppa/contract`). */
export interface CartLine {
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

/** Message ids of the conflicts. */
export const conflictTexts = {
  price: 'The price of {name} changed from {before} to {after}.',
  quantity: 'The quantity of {name} changed from {before} to {after}.',
  removed: '{name} was removed from your cart.',
  stock: '{name} is out of stock.',
} as const;

const lineKey = (line: CartLine) => line.sku;

/**
 * The price and stock conflicts between the cart held offline (`before`) and the cart after the
 * reconnect sync (`after`): changed prices, reduced quantities, removed lines and lines now out of
 * stock. They are shown to the shopper, never applied silently (issue 10 sync status).
 */
export function cartConflicts(before: readonly CartLine[], after: readonly CartLine[]): CartConflict[] {
  const now = new Map(after.map((line) => [lineKey(line), line]));
  const conflicts: CartConflict[] = [];
  for (const old of before) {
    const name = old.name ?? old.sku;
    const current = now.get(lineKey(old));
    if (!current) {
      conflicts.push({ sku: old.sku, name, kind: 'removed' });
      continue;
    }
    const oldPrice = old.price_incl_tax;
    const newPrice = current.price_incl_tax;
    if (oldPrice !== undefined && newPrice !== undefined && Math.abs(oldPrice - newPrice) >= 0.005) {
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

/** Adds `next` to `known`, once per sku and kind (the later values win). */
export function mergeConflicts(
  known: readonly CartConflict[],
  next: readonly CartConflict[],
): CartConflict[] {
  const byKey = new Map(known.map((c) => [`${c.sku}|${c.kind}`, c]));
  for (const conflict of next) byKey.set(`${conflict.sku}|${conflict.kind}`, conflict);
  return [...byKey.values()];
}
