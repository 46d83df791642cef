import { loadCmsPageData } from '@kauppa/pages/server';
import { CmsPageView } from '../components/CmsPageView.tsx';
import { shopContext } from '../lib/context.ts';
import { routed } from '../lib/pages.ts';
import type { Route } from './+types/cms-page.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  return routed(loadCmsPageData(context.get(shopContext), params.slug));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.page.title }, { name: 'description', content: loaderData.page.description }];
}

/** A CMS page (`/i/:slug`, the slug holds the page identifier); its HTML is sanitised on the server. */
export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}
