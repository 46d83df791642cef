import { createKyHttp } from '@kauppa/api-client';
import type { Product } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createMemoryCollections,
  createMemoryLogger,
  createSystemClock,
} from '@kauppa/ports';
import { buildProductQuery } from '@kauppa/search-query';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from './index.ts';

/** The shop against the in-process reference shop API (a real HTTP server on SQLite). */
let server: RunningShopApi;
beforeAll(async () => {
  server = await startShopApi({ port: 0, dataDir: ':memory:' });
});
afterAll(async () => {
  await server?.close();
});

function startShop() {
  const connectivity = createFakeConnectivity(true);
  const shop = createShop({
    ports: {
      http: createKyHttp({ baseUrl: `${server.url}/api`, retries: 0 }),
      collections: createMemoryCollections(),
      clock: createSystemClock(),
      connectivity,
      logger: createMemoryLogger(),
    },
    brandStoreCode: 'battery',
  });
  return { shop, connectivity };
}

describe('createShop on the reference shop API (issue 16; commerce-core §4 cart sync, §7)', () => {
  it("a guest's line, added by sku, is in the customer's server cart after login (login merge)", async () => {
    const { shop } = startShop();
    await shop.start();
    const found = await shop.search.search<Product>({
      entityType: 'product',
      query: buildProductQuery({ filters: { type_id: 'simple' }, size: 20 }),
    });
    const product = found.items.find((p) => (p.stock?.qty ?? 0) > 5 && p.stock?.is_in_stock);
    if (!product) throw new Error('no simple product in stock in the demo catalogue');
    await shop.addToCart({ sku: product.sku, qty: 2 });
    await shop.settled();
    expect(shop.cart.getState().cartItems.map((l) => [l.sku, l.qty])).toEqual([[product.sku, 2]]);

    const email = `shop-merge-${product.sku.toLowerCase()}@example.fi`;
    await shop.api.user.create({
      customer: { email, firstname: 'Merja', lastname: 'Virta' },
      password: 'Salasana1!',
    });
    const login = await shop.login({ username: email, password: 'Salasana1!' });
    expect(login.ok).toBe(true);
    await shop.settled();
    const token = shop.account.tokens.getToken();
    const cartId = shop.cart.getState().cartServerToken;
    expect(token && cartId).toBeTruthy();
    const pulled = await shop.api.cart.pull({ cartId: cartId as string, token: token as string });
    expect(pulled.result.map((l) => [l.sku, l.qty])).toEqual([[product.sku, 2]]);

    await shop.logout({ silent: true });
    expect(shop.cart.getState().cartItems).toEqual([]);
    expect(shop.account.isAuthorized()).toBe(false);
    shop.stop();
  });

  it("addToCart({ sku }) of a configurable child's sku finds its parent by configurable_children.sku and adds the child (issue 30.1; vue-storefront core/modules/cart/store/actions/productActions.ts)", async () => {
    const { shop } = startShop();
    await shop.start();
    const found = await shop.search.search<Product>({
      entityType: 'product',
      query: buildProductQuery({ filters: { type_id: 'configurable' }, size: 20 }),
    });
    const parent = found.items.find((p) => (p.configurable_children ?? []).some((c) => c.sku !== p.sku));
    const child = parent?.configurable_children?.find((c) => c.sku !== parent.sku);
    if (!parent || !child?.sku)
      throw new Error('no configurable product with children in the demo catalogue');
    const outcome = await shop.addToCart({ sku: child.sku, qty: 1 });
    const line = shop.cart.getState().cartItems[0] as { sku: string; parentSku?: string } | undefined;
    expect([line?.sku, line?.parentSku]).toEqual([child.sku, parent.sku]);
    expect(outcome).toMatchObject({ status: 'added' });
    await shop.settled();
    shop.stop();
  });

  it('a search answered online is answered offline from the local cache (commerce-core §7)', async () => {
    const { shop, connectivity } = startShop();
    await shop.start();
    const query = buildProductQuery({ filters: { type_id: 'configurable' }, size: 3 });
    const online = await shop.search.search<Product>({ entityType: 'product', query });
    expect(online.items.length).toBeGreaterThan(0);
    connectivity.setOnline(false);
    const offline = await shop.search.search<Product>({ entityType: 'product', query });
    expect(offline.items.map((p) => p.sku)).toEqual(online.items.map((p) => p.sku));
    await shop.settled();
    shop.stop();
  });
});
