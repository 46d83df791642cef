import { checkQuantity } from '@kauppa/catalog-pricing';
import { loadProductPage, ownLoaderData } from '@kauppa/pages';
import { productMeta, shellOf } from '../catalog/meta.ts';
import { ProductView } from '../components/ProductView.tsx';
import { shopContext } from '../lib/context.ts';
import { routed } from '../lib/pages.ts';
import type { Route } from './+types/product.ts';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return routed(
    loadProductPage(context.get(shopContext), {
      parentSku: params.parentSku,
      childSku: params.childSku,
      url: new URL(request.url),
    }),
  );
}

/**
 * The product page's forms: the back-in-stock subscription (sent to the marketing provider of
 * `@kauppa/engagement`) and, without JavaScript, the add-to-cart quantity check.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'back-in-stock') {
    const { subscribeBackInStock } = await import('@kauppa/pages/server');
    return subscribeBackInStock(shop, {
      parentSku: params.parentSku,
      sku: String(form.get('sku') ?? ''),
      email: String(form.get('email') ?? ''),
    });
  }
  const quantity = checkQuantity({ qty: String(form.get('qty') ?? '') });
  return { intent: 'add-to-cart' as const, errors: quantity.error ? [quantity.error] : [] };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return productMeta(loaderData, shellOf(matches));
}

/** The product page (`/p/:parentSku/:slug` and `/p/:parentSku/:slug/:childSku`). */
export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductView {...ownLoaderData(loaderData)} />;
}
