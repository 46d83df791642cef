import type { Category } from '@kauppa/contract';
import { describe, expect, it } from 'vitest';
import { categoryAncestorIds, deepestCategoryId, productCategoryIds, trailCategory } from './index.ts';

const category = (id: number, url_path: string, level: number, name: string) =>
  ({ id, url_path, level, name }) as unknown as Category;

describe('the category of a product breadcrumb (issue 14.10; commerce-core §3 catalogue state breadcrumbs)', () => {
  const laturit = category(20, 'laturit', 2, 'Laturit');
  const akkulaturit = category(21, 'laturit/akkulaturit', 3, 'Akkulaturit');
  const outlet = category(34, 'outlet', 2, 'Outlet');

  it('is the category whose path leads to the product, not Outlet because it comes last', () => {
    expect(
      trailCategory({ url_path: 'laturit/akkulaturit/bosch-genius-akkulaturi-12-v' }, [
        laturit,
        akkulaturit,
        outlet,
      ])?.name,
    ).toBe('Akkulaturit');
  });

  it('without a matching path, is the deepest category', () => {
    expect(trailCategory({ url_path: 'bosch-genius' }, [outlet, akkulaturit, laturit])?.name).toBe(
      'Akkulaturit',
    );
  });
});

describe('the ancestors of a category breadcrumb (commerce-core §3 catalogue state breadcrumbs)', () => {
  it('are the ids of its path below the root category, itself left out', () => {
    expect(categoryAncestorIds({ id: 21, path: '1/2/20/21' }, 2)).toEqual([20]);
    expect(categoryAncestorIds({ id: 20, path: '1/2/20' }, 2)).toEqual([]);
    expect(categoryAncestorIds({ id: 5, path: undefined }, 2)).toEqual([]);
  });
});

describe("a product's categories (commerce-core §3 Product category, category_ids)", () => {
  it('reads the category list, else category_ids', () => {
    expect(productCategoryIds({ category: [{ category_id: 20 }, { category_id: '21' }] } as never)).toEqual([
      20, 21,
    ]);
    expect(productCategoryIds({ category_ids: ['3', 4] } as never)).toEqual([3, 4]);
  });

  it('takes the deepest category as the last one listed, none when there is none', () => {
    expect(deepestCategoryId({ category: [{ category_id: 20 }, { category_id: 21 }] } as never)).toBe(21);
    expect(deepestCategoryId({ category_ids: [3, 4] } as never)).toBe(4);
    expect(deepestCategoryId({})).toBeUndefined();
  });
});
