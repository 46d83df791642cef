import { isProductPart, loadProductParts, withClientTimeout } from '@kauppa/pages';
import { shopContext } from '../lib/context.ts';
import type { Route } from './+types/product-parts.ts';

/**
 * The parts of a product page its server render left out (issue 20.4: related products, linked
 * products, breadcrumbs), loaded by the browser after hydration: `/product-parts/{sku}?parts=related,trail`.
 * The calls have the browser's timeout (5000 ms), not the SSR budget.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = withClientTimeout(context.get(shopContext));
  const parts = (new URL(request.url).searchParams.get('parts') ?? '').split(',').filter(isProductPart);
  // Never kept by the output cache: the browser asks only when a render came out incomplete.
  shop.page.incomplete = true;
  return loadProductParts(shop, { sku: params.sku, parts });
}
