import type { Category } from '@kauppa/contract';
import { describe, expect, it } from 'vitest';
import { trailCategory } from './pages.ts';

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
