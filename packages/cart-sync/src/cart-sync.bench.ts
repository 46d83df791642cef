import { defaultShopConfig } from '@kauppa/config';
import { test } from 'vitest';
import type { CartItem, ServerCartItem } from './index.ts';
import { decideAddToCart, decideCartMerge, validateProductForCart } from './index.ts';

// Issue 6 budgets: merging 500 client items against 500 server items (decision only) ≤ 5 ms;
// the add-to-cart decision (validation + stock result) ≤ 50 µs.
const client: CartItem[] = Array.from({ length: 500 }, (_, i) => ({ sku: `SKU-${i}`, qty: (i % 5) + 1 }));
const server: ServerCartItem[] = Array.from({ length: 500 }, (_, i) => ({
  sku: `SKU-${i + 250}`,
  qty: (i % 3) + 1,
  item_id: i + 1,
  quote_id: 'q',
}));

test('merge of 500 client items vs 500 server items, decision only (issue 6 budget ≤ 5 ms)', async ({
  bench,
}) => {
  const result = await bench('decideCartMerge 500 × 500', () => {
    decideCartMerge({
      client,
      server,
      forceClientState: false,
      serverSyncCanRemoveLocalItems: false,
      serverSyncCanModifyLocalItems: false,
    });
  }).run();
  console.log(
    `decideCartMerge 500 × 500: mean ${result.latency.mean.toFixed(3)} ms, p99 ${result.latency.p99.toFixed(3)} ms`,
  );
});

const product = { sku: 'AA-4', type_id: 'simple', price_incl_tax: 3.5, qty: '2' };
const cartItems: CartItem[] = Array.from({ length: 20 }, (_, i) => ({ sku: `SKU-${i}`, qty: 1 }));

test('add-to-cart decision: validation + stock result (issue 6 budget ≤ 50 µs)', async ({ bench }) => {
  const result = await bench('validateProductForCart + decideAddToCart', () => {
    const { items } = validateProductForCart(product, { config: defaultShopConfig });
    for (const item of items) {
      decideAddToCart({ item, stock: { status: 'ok', qty: 10 }, cartItems, config: defaultShopConfig });
    }
  }).run();
  console.log(
    `add-to-cart decision: mean ${(result.latency.mean * 1000).toFixed(2)} µs, p99 ${(result.latency.p99 * 1000).toFixed(2)} µs`,
  );
});
