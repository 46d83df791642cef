import { cmsEmptyResult } from '@kauppa/pages';
import type { ShopContext } from './context.ts';
import { notFound } from './pages.ts';

/** A FAQ category by url_key with its questions (position ascending); none is a 404 (accounts-content §8). */
export async function loadFaqCategory(shop: ShopContext, slug: string) {
  const categories = await shop.content.faqCategories();
  const category = categories.find((c) => c.url_key === slug);
  if (!category) notFound(cmsEmptyResult);
  const items = await shop.content.faqItems(category.id);
  return {
    category: { title: category.title, url_key: category.url_key, description: category.description ?? '' },
    items,
  };
}
