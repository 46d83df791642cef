import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { createShopApi } from '@kauppa/contract';
import {
  ApiError,
  createMemoryCollections,
  createMemoryLogger,
  createRecordingNotifier,
  createSimulatedClock,
} from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createFakeShop, product, queueOver, setupCart, tableStock } from '../test/support.ts';
import type { StockResult } from './index.ts';
import { applyStockResult, createCart, createQueueCartStock, prefetchStock } from './index.ts';

const strict = mergeConfig<ShopConfig>(defaultShopConfig, {
  stock: { allowOutOfStockInCart: false },
  cart: { synchronize: false },
});

describe('stock sync (commerce-core §4)', () => {
  const items = [
    { sku: 'AA-4', qty: 1 },
    { sku: 'C-2', qty: 1 },
  ];

  it('marks an item "In stock!"', () => {
    const { cartItems } = applyStockResult({
      cartItems: items,
      sku: 'AA-4',
      result: { status: 'ok' },
      config: defaultShopConfig,
    });
    expect(cartItems[0]).toMatchObject({ is_in_stock: true, info: { stock: 'In stock!' } });
  });

  it('marks an item "Out of the stock!" and keeps it when out-of-stock items are allowed', () => {
    const { cartItems, removed } = applyStockResult({
      cartItems: items,
      sku: 'AA-4',
      result: { status: 'out_of_stock' },
      config: defaultShopConfig,
    });
    expect(cartItems[0]).toMatchObject({ is_in_stock: false, errors: { stock: 'Out of the stock!' } });
    expect(removed).toEqual([]);
  });

  it('removes it when neither out-of-stock items nor cart sync are allowed', () => {
    const { cartItems, removed } = applyStockResult({
      cartItems: items,
      sku: 'AA-4',
      result: { status: 'out_of_stock' },
      config: strict,
    });
    expect(cartItems.map((i) => i.sku)).toEqual(['C-2']);
    expect(removed.map((i) => i.sku)).toEqual(['AA-4']);
  });

  it('ignores a result with code ENOTFOUND', () => {
    const { cartItems } = applyStockResult({
      cartItems: items,
      sku: 'AA-4',
      result: { status: 'out_of_stock', code: 'ENOTFOUND' },
      config: strict,
    });
    expect(cartItems).toEqual(items);
  });

  it('syncs the stock of every cart line through the stock port', async () => {
    const table: Record<string, StockResult> = {};
    const { cart } = setupCart({ stock: tableStock(table) });
    await cart.addItem(product('AA-4'));
    await cart.addItem(product('C-2'), { qty: 1 });
    table['C-2'] = { status: 'out_of_stock' };
    await cart.syncStock();
    expect(cart.getState().cartItems.map((i) => [i.sku, i.info?.stock ?? i.errors?.stock])).toEqual([
      ['AA-4', 'In stock!'],
      ['C-2', 'Out of the stock!'],
    ]);
  });

  it('prefetches list products through the task queue in chunks of 15 skus (commerce-core §4, §7)', async () => {
    const shop = createFakeShop();
    const skus = Array.from({ length: 32 }, (_, i) => `S-${i}`);
    for (const sku of skus) shop.stock.set(sku, { is_in_stock: true, qty: 1 });
    const stock = createQueueCartStock({ queue: queueOver(shop.http), config: defaultShopConfig });
    const result = await prefetchStock({ skus: [...skus, 'S-0'], stock });
    const asked = shop.http.callsTo('GET stock/list').map((call) => String(call.query?.skus).split(','));
    expect(asked.map((part) => part.length)).toEqual([15, 15, 2]);
    expect(result.size).toBe(32);
    expect(result.get('S-31')).toMatchObject({ is_in_stock: true, qty: 1 });
  });

  it('a list chunk one unknown sku failed as a whole (404) is read sku by sku, the rest still known (issue 27.10, vue-storefront-api src/api/stock.ts `list`)', async () => {
    const shop = createFakeShop();
    shop.stock.set('A', { is_in_stock: true, qty: 2 });
    shop.stock.set('C', { is_in_stock: false, qty: 0 });
    // The platform: the list 404s for all; `check` answers Magento's error as 500.
    shop.http.route('GET stock/list', (request) =>
      String(request.query?.skus)
        .split(',')
        .every((sku) => shop.stock.has(sku))
        ? {
            result: String(request.query?.skus)
              .split(',')
              .map((sku) => shop.stock.get(sku)),
          }
        : { status: 404, result: "The product that was requested doesn't exist." },
    );
    shop.http.route('GET stock/check', (request) => {
      const item = shop.stock.get(String(request.query?.sku));
      return item
        ? { result: item }
        : { status: 500, result: { errorMessage: 'No such product', code: 404 } };
    });
    const stock = createQueueCartStock({ queue: queueOver(shop.http), config: defaultShopConfig });
    const result = await prefetchStock({ skus: ['A', 'UNKNOWN', 'C'], stock });
    expect([...result.keys()].sort()).toEqual(['A', 'C']);
    expect(result.get('A')).toMatchObject({ is_in_stock: true, qty: 2 });
  });

  it('checks through the task queue: code 200 is ok or out of stock, ENOTFOUND passes through (commerce-core §7)', async () => {
    const shop = createFakeShop();
    shop.stock.set('AA-4', { is_in_stock: true, qty: 5 });
    shop.stock.set('C-2', { is_in_stock: false, qty: 0 });
    const stock = createQueueCartStock({ queue: queueOver(shop.http), config: defaultShopConfig });
    expect(await stock.check('AA-4')).toEqual({ status: 'ok', qty: 5 });
    expect(await stock.check('C-2')).toEqual({ status: 'out_of_stock', qty: 0 });
    expect(await stock.check('NOPE')).toEqual({ status: 'volatile', code: 'ENOTFOUND' });
  });

  it('is volatile when the stock service cannot be reached (commerce-core §4 stock check)', async () => {
    const shop = createFakeShop();
    shop.http.route('GET stock/check', () => new ApiError('network', 'fetch failed'));
    const stock = createQueueCartStock({ queue: queueOver(shop.http), config: defaultShopConfig });
    expect(await stock.check('AA-4')).toEqual({ status: 'volatile' });
  });

  it('the cart checks stock through the queue it is given before adding (commerce-core §4, §7)', async () => {
    const shop = createFakeShop();
    shop.stock.set('AA-4', { is_in_stock: false, qty: 0 });
    const { cart, notifier } = setupCart({ shop });
    await cart.addItem(product('AA-4'));
    expect(shop.http.callsTo('GET stock/check').map((call) => call.query?.sku)).toEqual(['AA-4']);
    expect(notifier.ids()).toEqual(['The product is out of stock and cannot be added to the cart!']);
    expect(cart.getState().cartItems).toEqual([]);
  });
});

describe('stock port wiring (commerce-core §7)', () => {
  it('without a queue or a stock port every check is volatile, and a warning is logged', async () => {
    const shop = createFakeShop();
    const logger = createMemoryLogger();
    const notifier = createRecordingNotifier();
    const cart = createCart({
      api: createShopApi({ http: shop.http }),
      collections: createMemoryCollections(),
      clock: createSimulatedClock(),
      notifier,
      logger,
    });
    await cart.addItem(product('AA-4'));
    expect(notifier.ids()).toEqual([
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    ]);
    expect(logger.entries.map((e) => e.message)).toContain(
      'createCart: no task queue and no stock port given; every stock check answers volatile',
    );
    cart.stop();
  });
});

describe('price sync (commerce-core §4 price sync)', () => {
  it('refreshes prices through render-list, marks them current and emits prices-after-sync', async () => {
    const { cart, shop, bus, clock } = setupCart({ stock: tableStock() });
    shop.http.route('GET product/render-list', (request) => ({
      result: {
        items: String(request.query?.skus)
          .split(',')
          .map((sku, i) => ({
            id: i + 1,
            sku,
            price_info: {
              final_price: 9.92,
              regular_price: 12.4,
              extension_attributes: { tax_adjustments: { final_price: 8, regular_price: 10 } },
            },
          })),
      },
    }));
    await cart.addItem(product('AA-4'));
    await cart.syncPrices();
    expect(shop.http.callsTo('GET product/render-list')[0]?.query).toMatchObject({
      skus: 'AA-4',
      currencyCode: 'EUR',
    });
    expect(cart.getState().cartItems[0]).toMatchObject({
      price: 8,
      price_incl_tax: 9.92,
      original_price: 10,
      price_is_current: true,
      price_refreshed_at: clock.now(),
    });
    expect(bus.emitted.map((e) => e.name)).toEqual(['prices-after-sync']);
  });

  it('maps a taxed product of the platform render-list answer: price_info incl. tax, tax_adjustments excl. tax (commerce-core §4 price sync; vue-storefront-api src/api/product.ts)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    // 25.5 % VAT: 12.55 incl. = 10.00 excl.; regular 25.10 incl. = 20.00 excl.; special 12.55.
    shop.http.route('GET product/render-list', () => ({
      result: {
        items: [
          {
            id: 7,
            sku: 'AA-4',
            sgn: 'signed',
            price_info: {
              final_price: 12.55,
              regular_price: 25.1,
              special_price: 12.55,
              extension_attributes: { tax_adjustments: { final_price: 10, regular_price: 20 } },
            },
          },
        ],
      },
    }));
    await cart.addItem(product('AA-4'));
    await cart.syncPrices();
    expect(cart.getState().cartItems[0]).toMatchObject({
      price: 10,
      price_incl_tax: 12.55,
      original_price: 20,
      original_price_incl_tax: 25.1,
      special_price: 10,
      special_price_incl_tax: 12.55,
    });
  });

  it('a special price the render-list answer gives at the regular price is 0 (commerce-core §4 special price)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    shop.http.route('GET product/render-list', () => ({
      result: {
        items: [
          {
            id: 7,
            sku: 'AA-4',
            price_info: {
              final_price: 25.1,
              regular_price: 25.1,
              special_price: 25.1,
              extension_attributes: { tax_adjustments: { final_price: 20, regular_price: 20 } },
            },
          },
        ],
      },
    }));
    await cart.addItem(product('AA-4'));
    await cart.syncPrices();
    expect(cart.getState().cartItems[0]).toMatchObject({ special_price: 0, special_price_incl_tax: 0 });
  });

  it('defect: a price sync whose answer has no special price kept the old one — it clears it (commerce-core §4 price sync)', async () => {
    const { cart, shop } = setupCart({ stock: tableStock() });
    shop.http.route('GET product/render-list', () => ({
      result: {
        items: [
          {
            id: 7,
            sku: 'AA-4',
            price_info: {
              final_price: 25.1,
              regular_price: 25.1,
              extension_attributes: { tax_adjustments: { final_price: 20, regular_price: 20 } },
            },
          },
        ],
      },
    }));
    await cart.addItem({ ...product('AA-4'), special_price: 15, special_price_incl_tax: 18.6 });
    await cart.syncPrices();
    expect(cart.getState().cartItems[0]).toMatchObject({ special_price: 0, special_price_incl_tax: 0 });
  });
});
