import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import {
  categoryLink,
  categoryLookup,
  categoryRoute,
  categorySearchParams,
  checkoutRoute,
  cmsPageRoute,
  externalCheckoutUrl,
  orderSuccessRoute,
  productLink,
  productRoute,
} from './index.ts';
import { productRouteName } from './internal/routes.ts';

const dispatchOff = mergeConfig(defaultShopConfig, { urls: { dispatch: false } });
const multistore = mergeConfig(defaultShopConfig, { storeViews: { multistore: true } });
const simple = { sku: 'AK-12', type_id: 'simple', slug: 'akku-12v', url_path: 'akut/akku-12v.html' };
const configurable = {
  sku: 'PAITA',
  type_id: 'configurable',
  slug: 'paita',
  url_path: 'vaatteet/paita.html',
  configurable_children: [{ sku: 'PAITA-M' }],
};

describe('product routes (commerce-core §2)', () => {
  it('names the product route after its type_id plus -product (commerce-core §2)', () => {
    for (const type of ['simple', 'configurable', 'bundle', 'grouped', 'downloadable']) {
      expect(productRouteName(type)).toBe(`${type}-product`);
    }
  });

  it('routes a simple product to /p/{parentSku}/{slug} with parentSku and slug (accounts-content §2)', () => {
    expect(productRoute(simple)).toEqual({
      name: 'simple-product',
      params: { parentSku: 'AK-12', slug: 'akku-12v' },
      path: '/p/AK-12/akku-12v',
    });
  });

  it('uses the parentSku of a variant (commerce-core §2)', () => {
    expect(productRoute({ ...simple, parentSku: 'AK' }).params.parentSku).toBe('AK');
  });

  it('adds childSku for configurable children: /p/{parentSku}/{slug}/{childSku} (accounts-content §2)', () => {
    expect(productRoute(configurable, { childSku: 'PAITA-M' })).toEqual({
      name: 'configurable-product',
      params: { parentSku: 'PAITA', slug: 'paita', childSku: 'PAITA-M' },
      path: '/p/PAITA/paita/PAITA-M',
    });
    expect(productRoute(configurable).params.childSku).toBe('PAITA');
  });

  it('adds childSku for products with options (commerce-core §2)', () => {
    expect(productRoute({ ...simple, options: [{ option_id: 1 }] }).path).toBe('/p/AK-12/akku-12v/AK-12');
  });

  it('links a product by its url_path when URL dispatch is on (commerce-core §2)', () => {
    expect(productLink(simple)).toEqual({ path: '/akut/akku-12v.html' });
    expect(productLink(configurable, { childSku: 'PAITA-M' })).toEqual({
      path: '/vaatteet/paita.html?childSku=PAITA-M',
    });
  });

  it('links a product by its route name when URL dispatch is off (commerce-core §2)', () => {
    expect(productLink(simple, { config: dispatchOff })).toEqual(productRoute(simple));
  });
});

describe('category and CMS routes (commerce-core §2)', () => {
  it("names the category route 'category' with param slug (commerce-core §2)", () => {
    expect(categoryRoute({ slug: 'akut' })).toEqual({
      name: 'category',
      params: { slug: 'akut' },
      path: '/c/akut',
    });
  });

  it('links a category by its url_path when URL dispatch is on (commerce-core §2)', () => {
    expect(categoryLink({ slug: 'akut', url_path: 'akut' })).toEqual({ path: '/akut' });
  });

  it('links a category as /c/{slug} when URL dispatch is off (commerce-core §2)', () => {
    expect(categoryLink({ slug: 'akut', url_path: 'akut' }, { config: dispatchOff }).path).toBe('/c/akut');
  });

  it("names the CMS page route 'cms-page' with the identifier as slug, path /i/{slug} (commerce-core §2, accounts-content §2)", () => {
    expect(cmsPageRoute({ identifier: 'about-us' })).toEqual({
      name: 'cms-page',
      params: { slug: 'about-us' },
      path: '/i/about-us',
    });
  });

  it('accepts the category search params url-key, slug and id (commerce-core §2)', () => {
    expect(categorySearchParams).toEqual(['url-key', 'slug', 'id']);
    expect(categoryLookup({ 'url-key': 'akut' })).toEqual({ field: 'url_key', value: 'akut' });
    expect(categoryLookup({ slug: 'akut-12' })).toEqual({ field: 'slug', value: 'akut-12' });
    expect(categoryLookup({ id: '15' })).toEqual({ field: 'id', value: 15 });
    expect(categoryLookup({ name: 'Akut' })).toBeNull();
  });
});

describe('store-code prefixes (commerce-core §2)', () => {
  it('prefixes every route name and path with the store code when multistore is on (commerce-core §2)', () => {
    const de = { config: multistore, storeCode: 'de' };
    expect(productRoute(simple, de)).toMatchObject({
      name: 'de-simple-product',
      path: '/de/p/AK-12/akku-12v',
    });
    expect(categoryRoute({ slug: 'akut' }, de)).toMatchObject({ name: 'de-category', path: '/de/c/akut' });
    expect(cmsPageRoute({ identifier: 'info' }, de)).toMatchObject({
      name: 'de-cms-page',
      path: '/de/i/info',
    });
    expect(productLink(simple, de).path).toBe('/de/akut/akku-12v.html');
  });

  it('does not prefix when multistore is off (commerce-core §2)', () => {
    expect(categoryRoute({ slug: 'akut' }, { storeCode: 'de' })).toMatchObject({
      name: 'category',
      path: '/c/akut',
    });
  });
});

describe('checkout addresses (commerce-core §2)', () => {
  it("routes checkout to '/checkout' named checkout (commerce-core §2)", () => {
    expect(checkoutRoute()).toEqual({ name: 'checkout', params: {}, path: '/checkout' });
    expect(orderSuccessRoute().path).toBe('/order-success');
  });

  it('sends the external checkout to /vue/cart/sync/token/{userToken}/cart/{cartToken} (commerce-core §2)', () => {
    expect(externalCheckoutUrl({ userToken: 'u-1', cartToken: 'c-9' })).toBe(
      'http://127.0.0.1:8080/vue/cart/sync/token/u-1/cart/c-9',
    );
    expect(externalCheckoutUrl({ userToken: null, cartToken: 'c-9' })).toBe(
      'http://127.0.0.1:8080/vue/cart/sync/token//cart/c-9',
    );
  });

  it('uses a per-store external checkout address when multistore is on (commerce-core §2)', () => {
    expect(externalCheckoutUrl({ userToken: 'u', cartToken: 'c', config: multistore, storeCode: 'de' })).toBe(
      'http://127.0.0.1:8080/de/vue/cart/sync/token/u/cart/c',
    );
    expect(
      externalCheckoutUrl({
        userToken: 'u',
        cartToken: 'c',
        config: multistore,
        storeCode: 'it',
        storeUrls: { it: 'https://kassa.example/it' },
      }),
    ).toBe('https://kassa.example/it/vue/cart/sync/token/u/cart/c');
  });
});
