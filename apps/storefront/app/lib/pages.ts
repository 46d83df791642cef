import { data } from 'react-router';
import type { CategoryPageData } from '../components/CategoryView.tsx';
import type { ProductPageData } from '../components/ProductView.tsx';
import type { Category, CmsPage, Product } from './catalog.ts';
import type { ShopContext } from './context.ts';

/** A 404 the error boundary renders as '404 Page Not Found'; the message is the spec's text. */
export function notFound(message: string): never {
  throw data(message, { status: 404 });
}

/** Loads a product page; an absent product or a disabled / not visible one is a 404 (commerce-core §5). */
export async function loadProductPage(
  shop: ShopContext,
  {
    parentSku,
    childSku,
    product: found,
  }: { parentSku?: string; childSku?: string | undefined; product?: Product },
): Promise<ProductPageData> {
  const product = found ?? (parentSku ? await shop.catalog.productBySku(parentSku) : undefined);
  if (!product || Number(product.status ?? 1) >= 2 || Number(product.visibility ?? 4) === 1) {
    notFound('Product query returned empty result');
  }
  const child = childSku ? product.configurable_children?.find((c) => c.sku === childSku) : undefined;
  return { product, child };
}

/** Loads a category page (`page` query is 1-based; commerce-core §2). */
export async function loadCategoryPage(
  shop: ShopContext,
  { slug, category: found, url }: { slug?: string; category?: Category; url: URL },
): Promise<CategoryPageData> {
  const category = found ?? (slug ? await shop.catalog.categoryBySlug(slug) : undefined);
  if (!category) notFound(`Category query returned empty result slug = ${slug ?? ''}`);
  const query: Record<string, string[]> = {};
  for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
  const { listing, result } = await shop.catalog.categoryProducts(category, query);
  return { category, products: result, page: listing.page };
}

/** Loads a CMS page by identifier; none is a 404 ('CMS query returned empty result'). */
export async function loadCmsPage(shop: ShopContext, identifier: string): Promise<{ page: CmsPage }> {
  const page = await shop.catalog.cmsPageByIdentifier(identifier);
  if (!page) notFound('CMS query returned empty result');
  return { page };
}
