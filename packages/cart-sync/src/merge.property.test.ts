import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem, ServerCartItem } from './index.ts';
import { applyMergeOutcome, decideCartMerge, initialCartState } from './index.ts';
import { cartItemKey } from './internal/items.ts';

const skus = ['AA-4', 'AAA-8', 'C-2', 'D-1', '9V', 'LR44', 'CR2032', 'PACK-24'];
const lines = fc.uniqueArray(
  fc.record({ sku: fc.constantFrom(...skus), qty: fc.integer({ min: 1, max: 9 }) }),
  {
    selector: (line) => line.sku,
    maxLength: skus.length,
  },
);

/** Applies the server side of a merge the way the server does, and answers each step. */
function serverApply(serverItems: ServerCartItem[], actions: ReturnType<typeof decideCartMerge>) {
  let items = [...serverItems];
  let next = 1000;
  const results = actions.map((action) => {
    if (action.type === 'deleteServerItem') {
      items = items.filter((i) => i.item_id !== action.serverItem.item_id);
      return { ok: true as const };
    }
    if (action.type === 'pushClientItem') {
      const key = cartItemKey(action.clientItem);
      const existing = items.find((i) => cartItemKey(i) === key);
      const updated: ServerCartItem = existing
        ? { ...existing, qty: action.clientItem.qty }
        : { item_id: ++next, sku: action.clientItem.sku, qty: action.clientItem.qty, quote_id: 'customer' };
      items = existing ? items.map((i) => (i === existing ? updated : i)) : [...items, updated];
      return { ok: true as const, serverItem: updated };
    }
    return undefined;
  });
  return { items, results };
}

const asMap = (items: ReadonlyArray<{ sku: string; qty: number }>) =>
  Object.fromEntries(items.map((i) => [i.sku, i.qty]));

describe('merge on login (commerce-core §4 cart sync; property)', () => {
  it('over 1,000 guest and customer carts never doubles a quantity and ends equal to the server cart', () => {
    fc.assert(
      fc.property(lines, lines, fc.boolean(), fc.boolean(), (guest, customer, canRemove, canModify) => {
        const clientItems: CartItem[] = guest.map((l) => ({ ...l }));
        const serverItems: ServerCartItem[] = customer.map((l, i) => ({
          ...l,
          item_id: i + 1,
          quote_id: 'customer',
        }));
        const actions = decideCartMerge({
          client: clientItems,
          server: serverItems,
          forceClientState: false,
          serverSyncCanRemoveLocalItems: canRemove,
          serverSyncCanModifyLocalItems: canModify,
        });
        const { items: finalServer, results } = serverApply(serverItems, actions);
        const finalClient = applyMergeOutcome({
          state: { ...initialCartState(), cartItems: clientItems },
          actions,
          results,
        }).cartItems;

        // ends equal to the server cart
        expect(asMap(finalClient)).toEqual(asMap(finalServer));
        // one line per sku, on both sides
        expect(new Set(finalClient.map((i) => i.sku)).size).toBe(finalClient.length);
        expect(new Set(finalServer.map((i) => i.sku)).size).toBe(finalServer.length);
        // never doubles: every quantity is the guest's or the customer's, never their sum
        const g = asMap(guest);
        const c = asMap(customer);
        for (const item of finalClient) {
          expect([g[item.sku], c[item.sku]]).toContain(item.qty);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
