import { CategoryView } from '../components/CategoryView.tsx';
import { shopContext } from '../lib/context.ts';
import { loadCategoryPage } from '../lib/pages.ts';
import type { Route } from './+types/category.ts';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadCategoryPage(context.get(shopContext), { slug: params.slug, url: new URL(request.url) });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { category } = loaderData;
  return [
    { title: category.name },
    ...(typeof category.meta_description === 'string'
      ? [{ name: 'description', content: category.meta_description }]
      : []),
  ];
}

/** The category page (`/c/:slug`). */
export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView {...loaderData} />;
}
