import { defaultShopConfig } from '@kauppa/config';
import { test } from 'vitest';
import { applyProductsTax, type TaxRuleFields } from './index.ts';

// Issue 4 budget: final price with tax for 10,000 products ≤ 20 ms.
const rules: TaxRuleFields[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ rate: 25.5, tax_country_id: 'FI' }],
  },
  {
    id: 2,
    product_tax_class_ids: [5],
    customer_tax_class_ids: [3],
    rates: [{ rate: 14, tax_country_id: 'FI' }],
  },
];
const products = Array.from({ length: 10_000 }, (_, i) => ({
  id: i,
  sku: `sku-${i}`,
  name: `Product ${i}`,
  type_id: 'simple',
  tax_class_id: i % 3 === 0 ? 5 : 2,
  price: 10 + (i % 100),
  final_price: 10 + (i % 100),
  special_price: i % 4 === 0 ? 5 + (i % 50) : null,
  special_from_date: null,
  special_to_date: null,
  status: 1,
  visibility: 4,
}));

test('final price with tax for 10,000 products (issue 4 budget ≤ 20 ms)', async ({ bench }) => {
  const result = await bench('applyProductsTax: 10,000 products', () => {
    applyProductsTax({ products, rules, ...defaultShopConfig.tax, calculateServerSide: false });
  }).run();
  console.log(
    `applyProductsTax 10,000 products: mean ${result.latency.mean.toFixed(2)} ms, p99 ${result.latency.p99.toFixed(2)} ms`,
  );
});
