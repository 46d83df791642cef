import type { Category, Product } from '@kauppa/contract';

/*
 * The categories of breadcrumbs (commerce-core §3 catalogue state breadcrumbs; issue 14.10): which
 * ancestors a category's trail shows, and which category a product's trail runs through.
 */

/**
 * The ancestors of a category from its `path` (`1/2/20/21`), top first: the root category (and
 * any id at or below `rootCategoryId`) and the category itself are left out.
 *
 * @example
 * categoryAncestorIds({ id: 21, path: '1/2/20/21' }, 2); // [20]
 */
export function categoryAncestorIds(
  category: Pick<Category, 'id' | 'path'>,
  rootCategoryId: number,
): number[] {
  return String(category.path ?? '')
    .split('/')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > rootCategoryId && id !== Number(category.id));
}

/** The ids of a product's categories (`category`, else `category_ids`). */
export function productCategoryIds(product: Pick<Product, 'category' | 'category_ids'>): number[] {
  const ids = product.category?.map((c) => Number(c.category_id)) ?? (product.category_ids ?? []).map(Number);
  return ids.filter((id) => Number.isInteger(id));
}

/** The deepest category of a product: the last entry of its `category` list (else `category_ids`). */
export function deepestCategoryId(product: Pick<Product, 'category' | 'category_ids'>): number | undefined {
  const last = product.category?.at(-1)?.category_id ?? product.category_ids?.at(-1);
  const id = Number(last);
  return last === undefined || !Number.isInteger(id) ? undefined : id;
}

/**
 * The category of a product's breadcrumbs (issue 14.10): the one whose url_path leads to the
 * product's (the longest such), else the deepest one (highest level), never a side listing such as
 * Outlet merely because it comes last.
 */
export function trailCategory<C extends Pick<Category, 'url_path' | 'level'>>(
  product: Pick<Product, 'url_path'>,
  categories: readonly C[],
): C | undefined {
  const path = String(product.url_path ?? '').replace(/^\//, '');
  const onPath = categories
    .filter((c) => typeof c.url_path === 'string' && c.url_path && path.startsWith(`${c.url_path}/`))
    .sort((a, b) => String(b.url_path).length - String(a.url_path).length);
  if (onPath[0]) return onPath[0];
  return [...categories].sort((a, b) => Number(b.level ?? 0) - Number(a.level ?? 0))[0];
}
