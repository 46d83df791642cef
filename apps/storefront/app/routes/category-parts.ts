import { loadCategoryTrail, withClientTimeout } from '@kauppa/pages';
import { shopContext } from '../lib/context.ts';
import type { Route } from './+types/category-parts.ts';

/**
 * The breadcrumbs of a category page its server render left out (issue 20.4), loaded by the
 * browser after hydration: `/category-parts/{id}`. The calls have the browser's timeout (5000 ms).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = withClientTimeout(context.get(shopContext));
  // Never kept by the output cache: the browser asks only when a render came out incomplete.
  shop.page.incomplete = true;
  return loadCategoryTrail(shop, Number(params.id));
}
