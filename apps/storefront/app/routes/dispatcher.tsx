import { redirect } from 'react-router';
import { CategoryView } from '../components/CategoryView.tsx';
import { CmsPageView } from '../components/CmsPageView.tsx';
import { ProductView } from '../components/ProductView.tsx';
import { shopContext } from '../lib/context.ts';
import { loadCategoryPage, loadProductPage, notFound } from '../lib/pages.ts';
import type { Route } from './+types/dispatcher.ts';

/**
 * The url dispatcher (accounts-content §2): a 301/302 url rewrite redirects to its target; then a
 * product whose url_path equals the path, then a category, then a CMS page; nothing matching is
 * logged and shows the page-not-found view. Replaced by `@kauppa/url-dispatcher` when it lands.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const path = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const url = new URL(request.url);
  if (path) {
    try {
      const rewrite = await shop.catalog.urlRewrite(path);
      if (rewrite && (rewrite.redirect_type === 301 || rewrite.redirect_type === 302)) {
        const target = rewrite.target_path.startsWith('/') ? rewrite.target_path : `/${rewrite.target_path}`;
        throw redirect(target, rewrite.redirect_type);
      }
      const product = await shop.catalog.productByUrlPath(path);
      if (product) return { kind: 'product' as const, ...(await loadProductPage(shop, { product })) };
      const category = await shop.catalog.categoryByUrlPath(path);
      if (category)
        return { kind: 'category' as const, ...(await loadCategoryPage(shop, { category, url })) };
      const cmsPage = await shop.catalog.cmsPageByIdentifier(path);
      if (cmsPage) return { kind: 'cms-page' as const, page: cmsPage };
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      shop.logger.error('The url dispatcher failed', { path, error: String(error) });
    }
  }
  shop.logger.error('Request does not match any route', { path: `/${path}` });
  return notFound('Request does not match any route');
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  switch (loaderData.kind) {
    case 'product':
      return [{ title: loaderData.product.name }];
    case 'category':
      return [{ title: loaderData.category.name }];
    case 'cms-page':
      return [{ title: loaderData.page.title ?? loaderData.page.identifier }];
  }
}

/** Renders whatever the dispatcher found at this path. */
export default function Dispatched({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'product':
      return <ProductView product={loaderData.product} child={loaderData.child} />;
    case 'category':
      return (
        <CategoryView category={loaderData.category} products={loaderData.products} page={loaderData.page} />
      );
    case 'cms-page':
      return <CmsPageView page={loaderData.page} />;
  }
}
