import { describe, expect, it } from 'vitest';
import {
  aboutMeta,
  contactMeta,
  faqCategoryMeta,
  faqIndex,
  faqIndexMeta,
  faqQuestionJsonLd,
  faqQuestionMeta,
  homeMeta,
  placeholderPageTitle,
  requiresLogin,
  withoutLeadingHeading,
} from './index.ts';

describe('page titles and descriptions (accounts-content §2 pages, §9 SEO)', () => {
  it("titles the home page with the brand and the hero's title when it says more", () => {
    expect(homeMeta({ name: 'Kauppa', hero: { title: 'Tools', text: 'For every job.' } })).toEqual([
      { title: 'Kauppa – Tools' },
      { name: 'description', content: 'Kauppa: For every job.' },
    ]);
    expect(homeMeta({ name: 'Kauppa', hero: { title: 'Kauppa', text: '' } })).toEqual([
      { title: 'Kauppa' },
      { name: 'description', content: 'Kauppa: online shop' },
    ]);
    expect(homeMeta(undefined)[0]).toEqual({ title: 'Kauppa' });
  });

  it('names the brand on the contact, about and FAQ pages', () => {
    expect(contactMeta('Kauppa')).toEqual([
      { title: 'Contact us | Kauppa' },
      { name: 'description', content: 'Contact Kauppa customer service.' },
    ]);
    expect(aboutMeta('Kauppa', '')[1]).toEqual({ name: 'description', content: 'About Kauppa.' });
    expect(aboutMeta('Kauppa', 'Since 1921.')[1]).toEqual({ name: 'description', content: 'Since 1921.' });
    expect(faqIndexMeta('Kauppa')[0]).toEqual({ title: 'FAQ | Kauppa' });
  });

  it('cuts FAQ descriptions to the 160 characters search engines show', () => {
    const questions = Array.from({ length: 20 }, (_, i) => ({ title: `Question number ${i}?` }));
    const [title, description] = faqCategoryMeta({ title: 'Delivery' }, questions);
    expect(title).toEqual({ title: 'Delivery | FAQ' });
    expect(description && 'content' in description && description.content).toHaveLength(160);
    expect(faqQuestionMeta({ title: 'Q', text: 'x'.repeat(300) })[1]).toEqual({
      name: 'description',
      content: 'x'.repeat(160),
    });
  });
});

describe('FAQ (accounts-content §2 knowledge base, §3 FAQ)', () => {
  const categories = [
    { id: 1, title: 'Delivery', url_key: 'delivery', position: 1 },
    { id: 2, title: 'Returns', url_key: 'returns', position: 2, description: 'How to return' },
  ];
  const items = [
    { id: 10, title: 'When?', url_key: 'when', position: 1, category_ids: ['1'] },
    { id: 11, title: 'Where?', url_key: 'where', position: 2, category_ids: [1, 2] },
    { id: 12, title: 'Orphan', url_key: 'orphan', position: 3 },
  ];

  it('lists each category with the questions that name it', () => {
    expect(faqIndex({ categories, items })).toEqual([
      {
        title: 'Delivery',
        url_key: 'delivery',
        description: '',
        questions: [
          { title: 'When?', url_key: 'when' },
          { title: 'Where?', url_key: 'where' },
        ],
      },
      {
        title: 'Returns',
        url_key: 'returns',
        description: 'How to return',
        questions: [{ title: 'Where?', url_key: 'where' }],
      },
    ]);
  });

  it('marks a question up as a schema.org FAQPage', () => {
    expect(faqQuestionJsonLd({ title: 'When?', text: 'Tomorrow.' })).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'When?', acceptedAnswer: { '@type': 'Answer', text: 'Tomorrow.' } },
      ],
    });
  });
});

describe('content pages', () => {
  it("drops the contact CMS page's own heading", () => {
    expect(withoutLeadingHeading('  <h1 class="x">Contact</h1><p>Call us</p>')).toBe('<p>Call us</p>');
    expect(withoutLeadingHeading('<p>Call us</p><h1>Later</h1>')).toBe('<p>Call us</p><h1>Later</h1>');
    expect(withoutLeadingHeading(undefined)).toBe('');
  });

  it('titles a placeholder page by its route id or its path, else Kauppa', () => {
    expect(placeholderPageTitle({ id: 'my-account-orders' })).toBe('My orders');
    expect(placeholderPageTitle({ pathname: '/create-password/abc' })).toBe('Set a new password');
    expect(placeholderPageTitle({ pathname: '/nowhere' })).toBe('Kauppa');
  });

  it('titles a placeholder page by its path with the longest route id that matches whole segments (/my-account/orders is "My orders", not "My Account")', () => {
    expect(placeholderPageTitle({ pathname: '/my-account/orders' })).toBe('My orders');
    expect(placeholderPageTitle({ pathname: '/my-account/newsletter' })).toBe('Newsletter');
    expect(placeholderPageTitle({ pathname: '/my-account' })).toBe('My Account');
    expect(placeholderPageTitle({ pathname: '/checkoutx' })).toBe('Kauppa');
  });

  it('asks a shopper to sign in for everything under my account (accounts-content §6)', () => {
    expect(requiresLogin('my-account-newsletter')).toBe(true);
    expect(requiresLogin('compare')).toBe(false);
  });
});
