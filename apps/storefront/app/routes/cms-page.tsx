import { CmsPageView } from '../components/CmsPageView.tsx';
import { shopContext } from '../lib/context.ts';
import { loadCmsPage } from '../lib/pages.ts';
import type { Route } from './+types/cms-page.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCmsPage(context.get(shopContext), params.slug);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.page.title ?? loaderData.page.identifier }] : [];
}

/** A CMS page (`/i/:slug`, the slug holds the page identifier). */
export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}
