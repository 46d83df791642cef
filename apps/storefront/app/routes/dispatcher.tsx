import { entityWithinBudget, readsQuery } from '@kauppa/pages';
import { loadCmsPageData } from '@kauppa/pages/server';
import { dispatchedPath, dispatchOutcome } from '@kauppa/pages/views';
import { type ComponentType, use } from 'react';
import { redirect } from 'react-router';
import {
  dispatchedModule,
  type DispatchedKind as Kind,
  loadDispatchedModule as loadModule,
} from '../catalog/dispatched-views.ts';
import { categoryMeta, productMeta, shellOf } from '../catalog/meta.ts';
import { CmsPageView } from '../components/CmsPageView.tsx';
import { shopContext } from '../lib/context.ts';
import { notFound, routed } from '../lib/pages.ts';
import type { Route } from './+types/dispatcher.ts';

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
  // The path's entity, found by its url, is the page: slower than the budget it is delayed (31.1).
  const outcome = dispatchOutcome(await routed(entityWithinBudget(shop, dispatcher.dispatch(path))));
  switch (outcome.kind) {
    case 'redirect':
      throw redirect(outcome.path, outcome.status);
    case 'cms-page':
      return { kind: 'cms-page' as const, ...(await routed(loadCmsPageData(shop, outcome.slug))) };
    case 'product':
    case 'category': {
      const module = await loadModule(outcome.kind);
      const data = await module.loader({ ...args, params: outcome.params } as never);
      return { kind: outcome.kind, params: outcome.params, data };
    }
    default:
      return notFound('Request does not match any route');
  }
}

/** A client navigation fetches the page type's module alongside its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.kind !== 'cms-page') await loadModule(data.kind);
  return data;
}

export function meta(args: Route.MetaArgs) {
  const loaderData = args.loaderData;
  if (!loaderData) return [];
  if (loaderData.kind === 'cms-page') {
    return [{ title: loaderData.page.title }, { name: 'description', content: loaderData.page.description }];
  }
  return (
    loaderData.kind === 'product'
      ? productMeta(loaderData.data as never, shellOf(args.matches))
      : categoryMeta(loaderData.data as never)
  ) as ReturnType<Route.MetaFunction>;
}

/**
 * The page type's view. Its module is in by the time it renders (the loader on the server, before
 * hydrating or in `clientLoader` in the browser); were it not, the render waits for it. No Suspense
 * boundary: React streams a large or image-holding boundary apart from the page (a fallback first),
 * which would shift the page's layout.
 */
function DispatchedView({ kind, ...props }: { kind: Kind } & Record<string, unknown>) {
  const Page = (dispatchedModule(kind) ?? use(loadModule(kind))).default as ComponentType<
    Record<string, unknown>
  >;
  return <Page {...props} />;
}

/** Renders whatever the dispatcher found at this path. */
export default function Dispatched(props: Route.ComponentProps) {
  const { loaderData } = props;
  if (loaderData.kind === 'cms-page') return <CmsPageView page={loaderData.page} />;
  return (
    <DispatchedView
      kind={loaderData.kind}
      {...props}
      params={loaderData.params}
      loaderData={loaderData.data}
    />
  );
}
