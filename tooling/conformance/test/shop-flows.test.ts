import { createKyHttp } from '@kauppa/api-client';
import type { CartProduct } from '@kauppa/cart-sync';
import {
  addToCartRequest,
  type CatalogProduct,
  initialChoices,
  type ProductVariant,
} from '@kauppa/catalog-pricing';
import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import type { Product } from '@kauppa/contract';
import {
  createFakeConnectivity,
  createMemoryCollections,
  createMemoryLogger,
  createSystemClock,
} from '@kauppa/ports';
import { buildProductQuery } from '@kauppa/search-query';
import { createShop, type Shop } from '@kauppa/shop';
import { type RunningShopApi, startShopApi } from '@kauppa/shop-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformServer, startPlatformServer } from '../src/index.ts';

/**
 * Issue 27 (C): the whole `createShop` flow, as the storefront drives it, against the strict
 * stand-in — Magento's data objects, the platform's JSON schemas, the mail service's whitelist.
 * Every flow a shopper uses, and at the end not one request the platform would refuse.
 */

let server: RunningShopApi;
beforeAll(async () => {
  server = await startShopApi({ port: 0, dataDir: ':memory:' });
});
afterAll(async () => {
  await server?.close();
});

/** The platform as a team runs it: Elasticsearch 5 or 7, GET or POST search, multistore off or on. */
interface Platform {
  esVersion: 5 | 7;
  searchMethod: 'GET' | 'POST';
  multistore: boolean;
}
const combinations: Platform[] = [5, 7].flatMap((esVersion) =>
  (['GET', 'POST'] as const).flatMap((searchMethod) =>
    [false, true].map((multistore) => ({ esVersion: esVersion as 5 | 7, searchMethod, multistore })),
  ),
);

let platform: PlatformServer;
let setting: Platform = { esVersion: 5, searchMethod: 'GET', multistore: false };

const started: Shop[] = [];
afterAll(() => {
  for (const shop of started) shop.stop();
});

/** A shop as apps/storefront/app/shop builds it, on Node's ports, talking to the stand-in. */
async function startShop() {
  const connectivity = createFakeConnectivity(true);
  const logger = createMemoryLogger();
  const shop = createShop({
    ports: {
      http: createKyHttp({ baseUrl: `${platform.url}/api`, retries: 0 }),
      collections: createMemoryCollections(),
      clock: createSystemClock(),
      connectivity,
      logger,
    },
    brandStoreCode: 'battery',
    // With multistore on, the shop is the German store view's: its own index (kauppa_battery_de).
    ...(setting.multistore ? { storeCode: 'de' } : {}),
    config: mergeConfig(defaultShopConfig, {
      api: { searchMethod: setting.searchMethod, elasticsearchVersion: setting.esVersion },
      storeViews: { multistore: setting.multistore },
    }),
  });
  started.push(shop);
  await shop.start();
  await shop.settled();
  return { shop, connectivity, logger };
}

/** Waits (real time: real servers answer) until `done` holds. */
async function until(done: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function products(shop: Shop, type: string): Promise<Product[]> {
  const found = await shop.search.search<Product>({
    entityType: 'product',
    query: buildProductQuery({ filters: { type_id: type }, size: 50 }),
  });
  return found.items;
}

const inStock = (p: { stock?: { is_in_stock?: boolean; qty?: number } | null }) =>
  p.stock?.is_in_stock !== false && (p.stock?.qty ?? 1) > 5;

/** Adds a product as the product page's purchase form does (addToCartRequest of @kauppa/catalog-pricing). */
async function buy(shop: Shop, product: Product, variant?: ProductVariant) {
  const request = addToCartRequest({
    product: product as unknown as CatalogProduct,
    variant,
    choices: initialChoices({ product: product as unknown as CatalogProduct }),
  });
  if (!request.detail) throw new Error(`${product.sku} cannot be bought: ${JSON.stringify(request.errors)}`);
  const { product: purchased, ...rest } = request.detail;
  await shop.addToCart({ ...rest, product: purchased as CartProduct });
  await shop.cart.whenIdle?.();
  await shop.settled();
}

const details = {
  personal: {
    firstName: 'Aino',
    lastName: 'Virtanen',
    emailAddress: 'aino@example.fi',
    createAccount: false,
  },
  shipping: {
    firstName: 'Aino',
    lastName: 'Virtanen',
    country: 'FI',
    streetAddress: 'Mannerheimintie 1',
    apartmentNumber: 'A 3',
    city: 'Helsinki',
    zipCode: '00100',
    phoneNumber: '+358401234567',
    shippingCarrier: 'flatrate',
    shippingMethod: 'flatrate',
  },
  payment: {
    firstName: 'Aino',
    lastName: 'Virtanen',
    country: 'FI',
    streetAddress: 'Mannerheimintie 1',
    apartmentNumber: 'A 3',
    city: 'Helsinki',
    zipCode: '00100',
    paymentMethod: 'cashondelivery',
  },
};

/** Goes through the checkout steps and places the order (commerce-core §4 checkout). */
async function checkOut(shop: Shop, personal = details.personal) {
  const checkout = await shop.loadCheckout();
  const { actor } = checkout;
  const state = () => actor.getSnapshot().value as string;
  actor.send({ type: 'cart.updated', items: shop.cart.getState().cartItems } as never);
  actor.send({ type: 'personalDetails.update', details: personal } as never);
  actor.send({ type: 'personalDetails.submit' } as never);
  await until(() => state() !== 'personalDetails', 'the shipping step');
  actor.send({ type: 'shippingDetails.update', details: details.shipping } as never);
  actor.send({ type: 'shipping.submit' } as never);
  await until(() => state() !== 'shipping', 'the payment step');
  actor.send({ type: 'paymentDetails.update', details: details.payment } as never);
  actor.send({ type: 'payment.submit' } as never);
  actor.send({ type: 'terms.update', accepted: true } as never);
  await until(() => state() === 'reviewAndPayments', 'review and payments');
  actor.send({ type: 'order.place' } as never);
  await until(() => state() !== 'reviewAndPayments' && !String(state()).startsWith('placing'), 'the order');
  return { checkout, state: state() };
}

/** Orders the platform made (each delivery of an order id counts). */
const ordersCreated = () => [...platform.ordersCreated.values()].reduce((sum, n) => sum + n, 0);

const violations = () => platform.violations.map((v) => `${v.method} ${v.path} ${v.rule}: ${v.detail}`);

describe.each(combinations)(
  'createShop against the strict platform: Elasticsearch $esVersion, $searchMethod search, multistore $multistore (issue 27 C; commerce-core §4, accounts-content §4)',
  (combination) => {
    beforeAll(async () => {
      setting = combination;
      platform = await startPlatformServer({
        upstream: server.url,
        elasticsearch: {
          esVersion: combination.esVersion,
          indices: ['kauppa_battery'],
          multistore: combination.multistore,
          storeViews: { de: { index: 'kauppa_battery_de' } },
        },
      });
    });
    afterAll(async () => {
      await platform?.close();
    });

    it('a guest buys a simple, a configurable, a bundle and a grouped product with a coupon and places the order', async () => {
      const { shop } = await startShop();
      const simple = (await products(shop, 'simple')).find(inStock);
      const configurable = (await products(shop, 'configurable')).find((p) =>
        (p.configurable_children ?? []).some(inStock),
      );
      const bundle = (await products(shop, 'bundle')).find(inStock);
      const grouped = (await products(shop, 'grouped')).find((p) => (p.product_links ?? []).length > 0);
      if (!simple || !configurable || !bundle || !grouped)
        throw new Error('the demo catalogue lacks a product type');

      await buy(shop, simple);
      const variant = (configurable.configurable_children ?? []).find(inStock) as unknown as ProductVariant;
      await buy(shop, configurable, variant);
      await buy(shop, bundle);
      await buy(shop, grouped);
      await shop.settled();
      const lines = shop.cart.getState().cartItems;
      expect(lines.map((l) => l.sku)).toEqual(expect.arrayContaining([simple.sku, variant.sku]));
      // Every line reached the server cart (a refused line would vanish, issue 27.2).
      expect(lines.every((l) => l.server_item_id !== undefined && l.server_item_id !== null)).toBe(true);
      expect(violations()).toEqual([]);

      expect(await shop.cart.applyCoupon('KAUPPA10')).toEqual({ status: 'applied' });
      const placed = await checkOut(shop);
      expect(placed.state).toBe('thankYou');
      expect(violations()).toEqual([]);
    });

    it('registers, signs in with the guest cart merged, places a customer order, updates the profile and the password', async () => {
      const { shop } = await startShop();
      const simple = (await products(shop, 'simple')).filter(inStock)[1];
      if (!simple) throw new Error('no simple product');
      await buy(shop, simple);
      const email =
        `flows-${setting.esVersion}-${setting.searchMethod}-${setting.multistore ? 'ms' : 'one'}-${Date.now()}@example.fi`.toLowerCase();
      const registered = await shop.account.register({
        customer: { email, firstname: 'Merja', lastname: 'Virta' },
        password: 'Salasana1!',
      });
      expect(registered.ok).toBe(true);
      await shop.signedIn();
      if (!shop.account.isAuthorized())
        expect((await shop.login({ username: email, password: 'Salasana1!' })).ok).toBe(true);
      await shop.signedIn();
      await shop.settled();
      const token = shop.account.tokens.getToken() as string;
      const cartId = String(shop.cart.getState().cartServerToken);
      const pulled = await shop.api.cart.pull({ token, cartId });
      expect(pulled.result.map((l) => l.sku)).toContain(simple.sku);

      const placed = await checkOut(shop, { ...details.personal, emailAddress: email });
      expect(placed.state).toBe('thankYou');

      const current = shop.account.getSnapshot().current;
      if (!current) throw new Error('no profile');
      const updated = await shop.account.updateProfile({ ...current, firstname: 'Merjaliisa' });
      expect(updated.message?.id).toBe('Account data has successfully been updated');
      expect((await shop.api.user.me(shop.account.tokens.getToken() as string)).result.firstname).toBe(
        'Merjaliisa',
      );

      expect(
        (await shop.account.changePassword({ currentPassword: 'Salasana1!', newPassword: 'Salasana2!' })).ok,
      ).toBe(true);
      expect(violations()).toEqual([]);
    });

    it('an order of a configurable product placed offline is sent when back online, as Magento takes it', async () => {
      const { shop, connectivity } = await startShop();
      const configurable = (await products(shop, 'configurable')).filter((p) =>
        (p.configurable_children ?? []).some(inStock),
      )[1];
      if (!configurable) throw new Error('no configurable product');
      const variant = (configurable.configurable_children ?? []).find(inStock) as unknown as ProductVariant;
      await buy(shop, configurable, variant);
      connectivity.setOnline(false);
      const before = ordersCreated();
      const { checkout, state } = await checkOut(shop);
      expect(state).toBe('thankYou');
      const held = await checkout.outbox.untransmitted();
      const placed = held[0]?.order_id;
      expect(held).toHaveLength(1);
      expect(ordersCreated()).toBe(before);
      connectivity.setOnline(true);
      const report = await checkout.outbox.processQueue();
      expect(report.transmitted.map((r) => r.order_id)).toEqual([placed]);
      expect(ordersCreated()).toBe(before + 1);
      expect(violations()).toEqual([]);
    });

    it('reviews a product, subscribes to and unsubscribes from the newsletter, sends a contact message', async () => {
      const { shop } = await startShop();
      const product = (await products(shop, 'simple'))[0];
      if (!product) throw new Error('no product');
      expect(
        (
          await shop.reviews.submit({
            product_id: product.id as number,
            title: 'Hyvä',
            detail: 'Kestää',
            nickname: 'Aino',
          })
        ).ok,
      ).toBe(true);
      expect((await shop.newsletter.subscribeEmail('flows-news@example.fi')).ok).toBe(true);
      expect((await shop.newsletter.unsubscribeEmail('flows-news@example.fi')).ok).toBe(true);
      const sent = await shop.mailer.sendEmail({
        sourceAddress: 'aino@example.fi',
        targetAddress: shop.config.mailer.contactAddress,
        subject: 'Kysymys',
        emailText: 'Hei!',
      });
      expect(sent.ok).toBe(true);
      expect(violations()).toEqual([]);
    });
  },
);
