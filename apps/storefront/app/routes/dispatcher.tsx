import { readsQuery } from '@kauppa/pages';
import { loadCmsPageData } from '@kauppa/pages/server';
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
  const url = new URL(request.url);
  const path = `/${params['*'] ?? ''}${url.search}`;
  const dispatcher = await shop.dispatcher();
  const result = await dispatcher.dispatch(path);
  switch (result.kind) {
    case 'redirect': {
      const target = result.path.startsWith('/') ? result.path : `/${result.path}`;
      throw redirect(target, result.status);
    }
    case 'route': {
      if (result.entity === 'cms-page') {
        return {
          kind: 'cms-page' as const,
          ...(await routed(loadCmsPageData(shop, String(result.params.slug ?? '')))),
        };
      }
      const routeParams = Object.fromEntries(
        Object.entries(result.params).filter(([, value]) => value !== undefined && value !== ''),
      );
      const data = await modules[result.entity].loader({ ...args, params: routeParams } as never);
      return { kind: result.entity, params: routeParams, data };
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
