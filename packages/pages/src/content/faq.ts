import type { ShopContext } from '../context.ts';
import { notFound } from '../site/outcomes.ts';
import { cmsEmptyResult, type FaqItem } from './content.ts';

/** A FAQ category page: the category and its questions. */
export interface FaqCategoryPage {
  category: { title: string; url_key: string; description: string };
  items: FaqItem[];
}

/**
 * A FAQ category by url_key with its questions (position ascending); none is a
 * `PageNotFound` with 'CMS query returned empty result' (accounts-content §8).
 */
export async function loadFaqCategory(shop: ShopContext, slug: string): Promise<FaqCategoryPage> {
  const categories = await shop.content.faqCategories();
  const category = categories.find((c) => c.url_key === slug);
  if (!category) notFound(cmsEmptyResult);
  const items = await shop.content.faqItems(category.id);
  return {
    category: { title: category.title, url_key: category.url_key, description: category.description ?? '' },
    items,
  };
}
