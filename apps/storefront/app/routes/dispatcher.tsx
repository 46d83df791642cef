import { readsQuery } from '@kauppa/pages';
import { loadCmsPageData } from '@kauppa/pages/server';
import { dispatchedPath, dispatchOutcome } from '@kauppa/pages/views';
import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import { CmsPageView } from '../components/CmsPageView.tsx';
import { shopContext } from '../lib/context.ts';
import { notFound, routed } from '../lib/pages.ts';
import type { Route } from './+types/dispatcher.ts';
import * as categoryRoute from './category.tsx';
import * as productRoute from './product.tsx';

/** The route modules a dispatched path renders with: their own loader, meta and component. */
interface RouteModule {
  loader: (args: never) => Promise<unknown>;
  meta?: (args: never) => unknown;
  default: ComponentType<never>;
}
const modules = {
  product: productRoute as unknown as RouteModule,
  category: categoryRoute as unknown as RouteModule,
};

/**
 * The url dispatcher (accounts-content §2, `@kauppa/url-dispatcher`): a 301/302 url rewrite
 * redirects to its target; then a product whose url_path equals the path, then a category, then a
 * CMS page, each rendered by its own route module; nothing matching logs "Request does not match
 * any route" and shows the page-not-found view.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context, params, request } = args;
  const shop = context.get(shopContext);
  // The dispatcher reads `childSku` (a product's variant); the page it renders reads its own.
  readsQuery(shop, 'childSku');
  const path = dispatchedPath(params['*'], new URL(request.url).search);
  const dispatcher = await shop.dispatcher();
  const outcome = dispatchOutcome(await dispatcher.dispatch(path));
  switch (outcome.kind) {
    case 'redirect':
      throw redirect(outcome.path, outcome.status);
    case 'cms-page':
      return { kind: 'cms-page' as const, ...(await routed(loadCmsPageData(shop, outcome.slug))) };
    case 'product':
    case 'category': {
      const data = await modules[outcome.kind].loader({ ...args, params: outcome.params } as never);
      return { kind: outcome.kind, params: outcome.params, data };
    }
    default:
      return notFound('Request does not match any route');
  }
}

export function meta(args: Route.MetaArgs) {
  const loaderData = args.loaderData;
  if (!loaderData) return [];
  if (loaderData.kind === 'cms-page') {
    return [{ title: loaderData.page.title }, { name: 'description', content: loaderData.page.description }];
  }
  const module = modules[loaderData.kind];
  return (module.meta?.({ ...args, params: loaderData.params, loaderData: loaderData.data } as never) ??
    []) as ReturnType<Route.MetaFunction>;
}

/** Renders whatever the dispatcher found at this path. */
export default function Dispatched(props: Route.ComponentProps) {
  const { loaderData } = props;
  if (loaderData.kind === 'cms-page') return <CmsPageView page={loaderData.page} />;
  const Page = modules[loaderData.kind].default as ComponentType<Record<string, unknown>>;
  return <Page {...props} params={loaderData.params} loaderData={loaderData.data} />;
}
