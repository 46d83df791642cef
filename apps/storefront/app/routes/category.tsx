import { loadCategoryPage, ownLoaderData } from '@kauppa/pages';
import { categoryMeta } from '../catalog/meta.ts';
import { CategoryView } from '../components/CategoryView.tsx';
import { shopContext } from '../lib/context.ts';
import { routed } from '../lib/pages.ts';
import type { Route } from './+types/category.ts';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return routed(loadCategoryPage(context.get(shopContext), { slug: params.slug, url: new URL(request.url) }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return categoryMeta(loaderData);
}

/** The category page (`/c/:slug`). */
export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView {...ownLoaderData(loaderData)} />;
}
