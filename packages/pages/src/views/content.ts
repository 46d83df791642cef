import type { FaqCategory, FaqItem } from '@kauppa/contract';

/** A page's title and meta description, as head tags (`{ title }`, `{ name, content }`). */
export type PageMeta = Array<{ title: string } | { name: string; content: string }>;

/** Search engines show this many characters of a description. */
const descriptionLength = 160;

const pageMeta = (title: string, description: string): PageMeta => [
  { title },
  { name: 'description', content: description },
];

/**
 * The home page's title and description (accounts-content §2 home, §9 SEO): the brand name, with
 * the hero's title when it says more; the description the hero's text, else 'online shop'.
 *
 * @example
 * homeMeta({ name: 'Kauppa', hero: { title: 'Tools', text: 'For every job.' } });
 * // [{ title: 'Kauppa – Tools' }, { name: 'description', content: 'Kauppa: For every job.' }]
 */
export function homeMeta(
  brand: { name: string; hero?: { title: string; text: string } | undefined } | undefined,
) {
  const name = brand?.name ?? 'Kauppa';
  const hero = brand?.hero;
  const title = hero?.title && hero.title !== name ? `${name} – ${hero.title}` : name;
  return pageMeta(title, hero?.text ? `${name}: ${hero.text}` : `${name}: online shop`);
}

/** The contact page's title and description (accounts-content §2 contact). */
export function contactMeta(brand: string): PageMeta {
  return pageMeta(`Contact us | ${brand}`, `Contact ${brand} customer service.`);
}

/** About us (accounts-content §2 info): the 'about' page's description, else 'About {brand}.' */
export function aboutMeta(brand: string, description: string | null | undefined): PageMeta {
  return pageMeta(`About us | ${brand}`, description || `About ${brand}.`);
}

/** The FAQ index's title and description (accounts-content §2 knowledge base). */
export function faqIndexMeta(brand: string): PageMeta {
  return pageMeta(`FAQ | ${brand}`, `${brand}: frequently asked questions and answers.`);
}

/** A FAQ category's title and description: its title and its questions, cut to 160 characters. */
export function faqCategoryMeta(
  category: { title: string },
  questions: ReadonlyArray<{ title: string }>,
): PageMeta {
  const description = `${category.title}: ${questions.map((q) => q.title).join(' ')}`;
  return pageMeta(`${category.title} | FAQ`, description.slice(0, descriptionLength));
}

/** A FAQ question's title and description: the answer's text, cut to 160 characters. */
export function faqQuestionMeta(question: { title: string; text: string }): PageMeta {
  return pageMeta(`${question.title} | FAQ`, question.text.slice(0, descriptionLength));
}

/** The schema.org FAQPage of one question and its answer's text (accounts-content §9 structured data). */
export function faqQuestionJsonLd(question: { title: string; text: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: question.title,
        acceptedAnswer: { '@type': 'Answer', text: question.text },
      },
    ],
  };
}

/** A FAQ category of the index with its questions. */
export interface FaqIndexCategory {
  title: string;
  url_key: string;
  description: string;
  questions: Array<{ title: string; url_key: string }>;
}

/**
 * The FAQ index (accounts-content §2 knowledge base, §3 FAQ): each category in the given order
 * (position ascending) with the questions that name it in `category_ids`.
 *
 * @example
 * faqIndex({ categories: await content.faqCategories(), items: await content.faqItems() });
 */
export function faqIndex({
  categories,
  items,
}: {
  categories: readonly FaqCategory[];
  items: readonly FaqItem[];
}): FaqIndexCategory[] {
  return categories.map((category) => ({
    title: category.title,
    url_key: category.url_key,
    description: category.description ?? '',
    questions: items
      .filter((item) => (item.category_ids ?? []).map(String).includes(String(category.id)))
      .map((item) => ({ title: item.title, url_key: item.url_key })),
  }));
}

/**
 * The text of the contact page's CMS page without its own leading `<h1>` (the page has its heading).
 *
 * @example
 * withoutLeadingHeading('<h1>Contact</h1><p>Call us</p>'); // '<p>Call us</p>'
 */
export function withoutLeadingHeading(html: string | null | undefined): string {
  return (html ?? '').replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>/i, '');
}

/** Titles of the accounts-content §2 pages that have no content of their own yet, by route id. */
export const placeholderPageTitles: Readonly<Record<string, string>> = {
  'customer-account': 'My Account',
  checkout: 'Checkout',
  'my-account': 'My Account',
  'my-account-shipping-details': 'Shipping details',
  'my-account-newsletter': 'Newsletter',
  'my-account-orders': 'My orders',
  'my-account-order': 'Order',
  'my-account-recently-viewed': 'Recently viewed',
  compare: 'Compare Products',
  'create-password': 'Set a new password',
  'recover-password': 'Reset password',
  'order-success': 'Thank you for your order',
};

/**
 * The title of a placeholder page by its route id, or by its path: the longest route id that
 * matches whole path segments (`/my-account/orders` is `my-account-orders`, not `my-account`);
 * 'Kauppa' for an unknown one.
 */
export function placeholderPageTitle({ id, pathname }: { id?: string; pathname?: string }): string {
  const dashed = (pathname ?? '').replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  const key =
    id ??
    Object.keys(placeholderPageTitles)
      .filter((k) => dashed === k || dashed.startsWith(`${k}-`))
      .sort((a, b) => b.length - a.length)[0];
  return placeholderPageTitles[key ?? ''] ?? 'Kauppa';
}

/** Pages that need a signed-in shopper (accounts-content §6: everything under /my-account). */
export const requiresLogin = (routeId: string): boolean => routeId.startsWith('my-account');
