import { createSimulatedClock } from '@kauppa/ports';
import { test } from 'vitest';
import { type CatalogProduct, configureProduct, getProductPrice } from './index.ts';

const clock = createSimulatedClock({ now: Date.UTC(2026, 5, 15) });

// Issue 4 budget: final price with tax for 10,000 products ≤ 20 ms.
const products: CatalogProduct[] = Array.from({ length: 10_000 }, (_, i) => ({
  sku: `sku-${i}`,
  type_id: 'simple',
  price: 10 + (i % 100),
  price_incl_tax: (10 + (i % 100)) * 1.255,
  final_price: 10 + (i % 100),
  final_price_incl_tax: (10 + (i % 100)) * 1.255,
  special_price: i % 4 === 0 ? 5 + (i % 5) : null,
  special_price_incl_tax: i % 4 === 0 ? (5 + (i % 5)) * 1.255 : null,
  special_from_date: i % 8 === 0 ? '2026-06-01 00:00:00' : null,
  special_to_date: i % 8 === 0 ? '2026-06-30 23:59:59' : null,
}));

test('final price with tax for 10,000 products (issue 4 budget ≤ 20 ms)', async ({ bench }) => {
  const result = await bench('getProductPrice: 10,000 products', () => {
    let total = 0;
    for (const product of products) total += getProductPrice({ product, clock }).finalPriceInclTax;
    if (total <= 0) throw new Error('unreachable');
  }).run();
  console.log(`getProductPrice 10,000 products: mean ${result.latency.mean.toFixed(3)} ms`);
});

// Issue 4 budget: variant selection on a product with 200 children ≤ 50 µs.
const colors = Array.from({ length: 20 }, (_, i) => 100 + i);
const sizes = Array.from({ length: 10 }, (_, i) => 200 + i);
const configurable: CatalogProduct = {
  sku: 'CONF',
  type_id: 'configurable',
  price: 30,
  configurable_options: [
    {
      attribute_code: 'color',
      attribute_id: 93,
      values: colors.map((c) => ({ value_index: c, label: `C${c}` })),
    },
    {
      attribute_code: 'size',
      attribute_id: 142,
      values: sizes.map((s) => ({ value_index: s, label: `S${s}` })),
    },
  ],
  configurable_children: colors.flatMap((color) =>
    sizes.map((size) => ({
      sku: `CONF-${color}-${size}`,
      color,
      size,
      price: 30,
      status: 1,
      stock: { is_in_stock: true, qty: 5 },
    })),
  ),
};

test('variant selection on a product with 200 children (issue 4 budget ≤ 50 µs)', async ({ bench }) => {
  const result = await bench('configureProduct: last of 200 children', () => {
    configureProduct({
      product: configurable,
      selection: { color: 119, size: 209 },
      listOutOfStockProducts: false,
    });
  }).run();
  console.log(`configureProduct 200 children: mean ${(result.latency.mean * 1000).toFixed(2)} µs`);
});
