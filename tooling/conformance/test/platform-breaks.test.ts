import { createKyHttp } from '@kauppa/api-client';
import { createCart } from '@kauppa/cart-sync';
import { createOrderOutbox } from '@kauppa/checkout';
import { defaultShopConfig, platformOptions } from '@kauppa/config';
import { createShopApi, type Product } from '@kauppa/contract';
import {
  createMemoryCollections,
  createRandomIds,
  createRecordingEventBus,
  createRecordingNotifier,
  createSystemClock,
} from '@kauppa/ports';
import { buildProductQuery, loadSearchAdapter } from '@kauppa/search-query';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformServer, startPlatformServer } from '../src/index.ts';
import { orderFor } from './orders.ts';

/**
 * Issue 27's known breaks 2 and 10, each through the Kauppa module a shopper's action goes
 * through, against the strict stand-in (3 and 4 are in shop-flows.test.ts).
 */

let shop: RunningShopApi;
let platform: PlatformServer;
let unsigned: PlatformServer;
const config = defaultShopConfig;

beforeAll(async () => {
  shop = await startShopApi({ port: 0, dataDir: ':memory:' });
  platform = await startPlatformServer({ upstream: shop.url });
  unsigned = await startPlatformServer({
    upstream: shop.url,
    strict: { orderSignature: { usePlatformTotals: false, objHashSecret: 'secret' } },
  });
});
afterAll(async () => {
  await platform?.close();
  await unsigned?.close();
  await shop?.close();
});

const httpOf = (server: PlatformServer) => createKyHttp({ baseUrl: `${server.url}/api`, retries: 0 });
const apiOf = (server: PlatformServer) =>
  createShopApi({ http: httpOf(server), platform: platformOptions(config) });

async function productsOf(type: string): Promise<Product[]> {
  const search = await loadSearchAdapter({
    kind: 'api',
    http: httpOf(platform),
    index: 'kauppa_battery',
    config,
  });
  return (
    await search.search<Product>({
      entityType: 'product',
      query: buildProductQuery({ filters: { type_id: type }, size: 20 }),
    })
  ).items;
}

describe('issue 27 known breaks on the platform as shipped', () => {
  it('27.2: a configured line (option label and value, as configureProduct makes it) reaches the server cart through cart-sync (Magento ConfigurableItemOptionValueInterface)', async () => {
    const parent = (await productsOf('configurable')).find((p) =>
      (p.configurable_children ?? []).some((c) => c.stock?.is_in_stock !== false),
    );
    const option = parent?.configurable_options?.[0];
    const child = parent?.configurable_children?.find((c) => c.stock?.is_in_stock !== false);
    if (!parent || !option || !child) throw new Error('no configurable product');
    const value = String((child as Record<string, unknown>)[option.attribute_code]);
    const cart = createCart({
      api: apiOf(platform),
      collections: createMemoryCollections(),
      clock: createSystemClock(),
      notifier: createRecordingNotifier(),
      bus: createRecordingEventBus(),
      ids: createRandomIds(),
      config,
    });
    await cart.connect();
    await cart.addItem({
      ...parent,
      ...child,
      parentSku: parent.sku,
      type_id: 'configurable',
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            {
              option_id: option.attribute_id,
              option_value: value,
              label: option.label,
              value: 'Label of the value',
            },
          ],
        },
      },
    } as never);
    await cart.whenIdle();
    expect(cart.getState().cartItems.map((l) => [l.sku, l.server_item_id !== undefined])).toEqual([
      [child.sku, true],
    ]);
    expect(platform.violations).toEqual([]);
  });

  it('27.10: newsletter subscribe and unsubscribe take the mailchimp-subscribe answer (src/api/extensions/mailchimp-subscribe)', async () => {
    const api = apiOf(platform);
    expect((await api.newsletter.subscribe('breaks@example.fi')).code).toBe(200);
    expect((await api.newsletter.unsubscribe('breaks@example.fi')).code).toBe(200);
  });

  it('27.10: a stock list with one unknown sku still reads the others (src/api/stock.ts `list` answers 404 for all)', async () => {
    const [first, second] = await productsOf('simple');
    if (!first || !second) throw new Error('no simple products');
    const answer = await apiOf(platform).stock.list([first.sku, 'NO-SUCH-SKU', second.sku]);
    expect(answer.code).toBe(200);
    expect(answer.result.map((item) => item.sku)).toEqual([first.sku, second.sku]);
  });

  it('27.10: {code: 200, result: "Invalid signature validation of SKU"} is a refused order, not a placed one (src/api/order.ts, tax.usePlatformTotals off)', async () => {
    const [product] = await productsOf('simple');
    if (!product) throw new Error('no simple product');
    const order = orderFor(`breaks-${Date.now()}`, product);
    const notifier = createRecordingNotifier();
    const outbox = createOrderOutbox({
      collections: createMemoryCollections(),
      api: apiOf(unsigned),
      clock: createSystemClock(),
      ids: createRandomIds(),
      leaseSettleMs: 0,
      notifier,
    });
    await outbox.hold(order);
    const report = await outbox.processQueue();
    expect(report.transmitted).toEqual([]);
    expect(report.rejected.map((r) => r.order_id)).toEqual([order.order_id]);
    expect(unsigned.ordersCreated.size).toBe(0);
  });
});
