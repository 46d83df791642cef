import { describe, expect, it } from 'vitest';
import { viewedProduct, watchedProduct } from './index.ts';

describe('viewed product (accounts-content §2 recently viewed, §4 tracking on product view)', () => {
  it('keeps the identity, name, page link, image and price of the product (§2 recently viewed)', () => {
    const product = {
      sku: 'BAT-2',
      name: 'AA battery',
      id: 2,
      type_id: 'configurable',
      image: '/a/aa.svg',
      thumbnail: '/a/aa-small.svg',
      description: '<p>long</p>',
      configurable_children: [{ sku: 'BAT-2-1' }],
    };
    expect(viewedProduct(product, { path: '/paristot/aa', price: 4.5 })).toEqual({
      sku: 'BAT-2',
      name: 'AA battery',
      url_path: 'paristot/aa',
      id: 2,
      type_id: 'configurable',
      image: '/a/aa-small.svg',
      price: 4.5,
    });
  });

  it('leaves out what the product does not have (§4 tracking on product view)', () => {
    expect(viewedProduct({ sku: 'S', name: 'Plain' }, { path: '/p/S/plain', price: Number.NaN })).toEqual({
      sku: 'S',
      name: 'Plain',
      url_path: 'p/S/plain',
    });
  });
});

describe('watched product (accounts-content §3 back-in-stock watch list, §7 form fields)', () => {
  it('a chosen variant is watched under its parent: parentSku-sku key, variant and product ids', () => {
    expect(watchedProduct({ sku: 'TEE', id: 7 }, { sku: 'TEE-49', id: 71 })).toEqual({
      sku: 'TEE-49',
      parentSku: 'TEE',
      id: 71,
      parentId: 7,
    });
  });

  it('a product without a variant is watched by its own sku', () => {
    expect(watchedProduct({ sku: 'BAT-1', id: 1 })).toEqual({ sku: 'BAT-1', id: 1 });
  });
});
