import type { ApiRequest } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { executeStockCheck, listStock, queueStockCheck } from './index.ts';
import { flush, harness } from './testing/harness.ts';

describe('stock checks and lists through the queue (commerce-core §4, §7)', () => {
  it('lists stock in chunks of 15 skus', async () => {
    const h = harness({
      'GET stock/list': (request: ApiRequest) => ({
        result: String(request.query?.skus)
          .split(',')
          .map((sku) => ({ sku, is_in_stock: true })),
      }),
    });
    const skus = Array.from({ length: 31 }, (_, i) => `SKU-${i}`);
    const chunks = await listStock(h.queue, { skus });
    expect(h.http.calls.map((c) => String(c.query?.skus).split(',').length)).toEqual([15, 15, 1]);
    expect(chunks.every((c) => c.ok)).toBe(true);
    expect(chunks.flatMap((c) => c.result as unknown[])).toHaveLength(31);
  });

  it('treats result code 200 as success and any other code as failure', async () => {
    const h = harness({
      'GET stock/check': (r: ApiRequest) =>
        r.query?.sku === 'AA-4'
          ? { result: { qty: 2 } }
          : { status: 500, code: 500, result: { code: 'ENOTFOUND' } },
    });
    await expect(executeStockCheck(h.queue, { sku: 'AA-4' })).resolves.toMatchObject({
      ok: true,
      result: { qty: 2 },
    });
    await expect(executeStockCheck(h.queue, { sku: 'XX-1' })).resolves.toMatchObject({
      ok: false,
      code: 500,
    });
  });

  it('queues a check whose result reaches the cart through the stock-sync callback', async () => {
    const h = harness({ 'GET stock/check': () => ({ result: { qty: 0, is_in_stock: false } }) });
    await queueStockCheck(h.queue, { sku: 'AA-4' });
    await flush();
    expect(h.dispatched.map((d) => d.action)).toEqual(['cart/stockSync']);
  });
});
