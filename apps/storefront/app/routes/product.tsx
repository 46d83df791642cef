import { ProductView, stripTags } from '../components/ProductView.tsx';
import { shopContext } from '../lib/context.ts';
import { loadProductPage } from '../lib/pages.ts';
import type { Route } from './+types/product.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProductPage(context.get(shopContext), {
    parentSku: params.parentSku,
    childSku: params.childSku,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  const description =
    typeof product.short_description === 'string'
      ? stripTags(product.short_description).slice(0, 160)
      : product.name;
  return [{ title: product.name }, { name: 'description', content: description }];
}

/** The product page (`/p/:parentSku/:slug` and `/p/:parentSku/:slug/:childSku`). */
export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductView {...loaderData} />;
}
