import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig, mergeConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import type { ChildProduct } from './index.ts';
import { configurableParentRedirect } from './index.ts';

const parent: ChildProduct = {
  id: 12,
  sku: 'PAITA',
  type_id: 'configurable',
  slug: 'paita',
  configurable_children: [{ sku: 'PAITA-S' }],
};
const child: ChildProduct = { id: 1201, sku: 'PAITA-S', type_id: 'simple', slug: 'paita-s', visibility: 1 };

const finder = (found: ChildProduct | undefined) => {
  const asked: string[] = [];
  return {
    asked,
    findParent: async (sku: string) => {
      asked.push(sku);
      return found;
    },
  };
};

describe('configurable parent redirect (commerce-core §4 product loading)', () => {
  it('a child loaded directly while direct access is prevented goes to its parent with the child chosen (301)', async () => {
    const { asked, findParent } = finder(parent);
    const goTo = await configurableParentRedirect({ product: child, findParent });
    expect(defaultShopConfig.catalog.preventConfigurableChildrenDirectAccess).toBe(true);
    expect(asked).toEqual(['PAITA-S']);
    expect(goTo).toMatchObject({
      path: '/p/PAITA/paita/PAITA-S',
      status: 301,
      parentSku: 'PAITA',
      childSku: 'PAITA-S',
    });
  });

  it('with direct access allowed the child is not redirected and no parent is looked up', async () => {
    const { asked, findParent } = finder(parent);
    const config = mergeConfig<ShopConfig>(defaultShopConfig, {
      catalog: { preventConfigurableChildrenDirectAccess: false },
    });
    expect(await configurableParentRedirect({ product: child, findParent, config })).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('a visible product is never looked up as a child', async () => {
    const { asked, findParent } = finder(parent);
    expect(
      await configurableParentRedirect({ product: { ...child, visibility: 4 }, findParent }),
    ).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('a not visible product without a parent is not redirected', async () => {
    const { findParent } = finder(undefined);
    expect(await configurableParentRedirect({ product: child, findParent })).toBeUndefined();
  });

  it('with URL dispatch on it goes to the parent url_path with ?childSku=', async () => {
    const { findParent } = finder({ ...parent, url_path: 'paidat/paita.html' });
    const config = mergeConfig<ShopConfig>(defaultShopConfig, { urls: { dispatch: true } });
    const goTo = await configurableParentRedirect({ product: child, findParent, config });
    expect(goTo?.path).toBe('/paidat/paita.html?childSku=PAITA-S');
  });
});
