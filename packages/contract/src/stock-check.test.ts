import { describe, expect, it } from 'vitest';
import { stockItemSchema } from './schemas.ts';
import { checkStock, readStockCheckAnswer, type StockFetch } from './stock-check.ts';

// Issue 20.2: a catalogue page reads its product's live stock without loading zod and ky; the
// hand-written check accepts and refuses what `stockItemSchema` does for the fields it reads.
describe('readStockCheckAnswer (issue 20.2, the zod-free live stock read)', () => {
  const item = { is_in_stock: true, qty: 3, product_id: 1, stock_id: 1 };

  it('reads is_in_stock and qty of a 200 envelope, as stockItemSchema does', () => {
    expect(stockItemSchema.safeParse(item).success).toBe(true);
    expect(readStockCheckAnswer({ code: 200, result: item })).toEqual({ is_in_stock: true, qty: 3 });
    expect(readStockCheckAnswer({ code: '200', result: { is_in_stock: false, qty: 0 } })).toEqual({
      is_in_stock: false,
      qty: 0,
    });
  });

  it('refuses the stock items stockItemSchema refuses (is_in_stock not boolean, qty missing or not a number)', () => {
    for (const bad of [
      { is_in_stock: 'yes', qty: 1 },
      { is_in_stock: true },
      { is_in_stock: true, qty: '1' },
      null,
      [],
    ]) {
      expect(stockItemSchema.safeParse(bad).success).toBe(false);
      expect(readStockCheckAnswer({ code: 200, result: bad })).toBeUndefined();
    }
  });

  it('refuses an error envelope and an answer that is not an envelope', () => {
    expect(readStockCheckAnswer({ code: 500, result: 'Internal error' })).toBeUndefined();
    expect(readStockCheckAnswer({ code: 400, result: item })).toBeUndefined();
    expect(readStockCheckAnswer(item)).toBeUndefined();
    expect(readStockCheckAnswer('OK')).toBeUndefined();
  });
});

describe('checkStock (issue 20.2)', () => {
  it('asks GET {baseUrl}/stock/check?sku= with the sku encoded, once, and reads the answer', async () => {
    const asked: string[] = [];
    const fetch: StockFetch = async (url) => {
      asked.push(url);
      return { ok: true, json: async () => ({ code: 200, result: { is_in_stock: true, qty: 7 } }) };
    };
    await expect(checkStock({ baseUrl: 'https://shop.example/api/', sku: 'A B/1', fetch })).resolves.toEqual({
      is_in_stock: true,
      qty: 7,
    });
    expect(asked).toEqual(['https://shop.example/api/stock/check?sku=A%20B%2F1']);
  });

  it('answers undefined when the API answers an HTTP error', async () => {
    const fetch: StockFetch = async () => ({
      ok: false,
      json: async () => ({ code: 404, result: 'Not found' }),
    });
    await expect(
      checkStock({ baseUrl: 'https://shop.example/api', sku: 'A', fetch }),
    ).resolves.toBeUndefined();
  });

  it('rejects when the network fails (the page keeps the rendered stock)', async () => {
    const fetch: StockFetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(checkStock({ baseUrl: 'https://shop.example/api', sku: 'A', fetch })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
