import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { galleryItems } from './gallery.ts';
import { priceView } from './price.ts';
import { absoluteUrl, productJsonLd, trailJsonLd } from './seo.ts';
import { metaDescription } from './text.ts';

describe('catalogue page data', () => {
  it('issue 14.5: an absolute URL keeps the store view prefix of its base (canonical, JSON-LD under /de/)', () => {
    expect(absoluteUrl('https://shop.test/de', '/c/akut')).toBe('https://shop.test/de/c/akut');
    expect(absoluteUrl('https://shop.test/', 'c/akut')).toBe('https://shop.test/c/akut');
    expect(absoluteUrl('https://shop.test', 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
  });

  it('BreadcrumbList starts at home; the current page has no item (issue 8 search engines)', () => {
    const ld = trailJsonLd(
      'https://shop.test',
      [{ label: 'Akut', path: '/akut' }, { label: 'Akku X' }],
      'Home',
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
      { '@type': 'ListItem', position: 2, name: 'Akut', item: 'https://shop.test/akut' },
      { '@type': 'ListItem', position: 3, name: 'Akku X' },
    ]);
  });

  it('Product JSON-LD carries one offer in EUR with availability', () => {
    const ld = productJsonLd({
      name: 'Akku',
      sku: 'A-1',
      url: 'https://shop.test/akku',
      description: '',
      images: [],
      price: 12.5,
      currency: 'EUR',
      inStock: false,
    });
    expect(ld.offers).toMatchObject({
      price: '12.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('the meta description is plain text of at most 160 characters', () => {
    const text = metaDescription(`<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toContain('<');
  });

  it('the gallery lists media in position order, videos with their address', () => {
    const items = galleryItems({
      name: 'Akku',
      image: '/a.svg',
      media_gallery: [
        { image: '/v.svg', typ: 'video', pos: 2, vid: { video_id: 'abc', type: 'youtube' } },
        { image: '/a.svg', typ: 'image', pos: 1, lab: 'Front' },
      ],
    });
    expect(items).toEqual([
      { image: '/a.svg', alt: 'Front' },
      { image: '/v.svg', alt: 'Akku', videoUrl: 'https://www.youtube.com/watch?v=abc' },
    ]);
  });

  it('shows the special price only inside its window (commerce-core §4 Special price)', () => {
    const product = {
      price: 20,
      price_incl_tax: 25,
      special_price: 16,
      special_price_incl_tax: 20,
      special_from_date: '2026-01-01 00:00:00',
      special_to_date: '2026-01-31 00:00:00',
    };
    expect(priceView(product, createSimulatedClock({ now: Date.UTC(2026, 0, 10) }))).toMatchObject({
      final: 20,
      original: 25,
      discounted: true,
    });
    expect(priceView(product, createSimulatedClock({ now: Date.UTC(2026, 1, 10) }))).toMatchObject({
      final: 25,
      discounted: false,
    });
  });
});

describe('route data', () => {
  it("reads a page's own data under the url dispatcher's { kind, params, data }", async () => {
    const { ownLoaderData } = await import('./route-data.ts');
    expect(ownLoaderData({ kind: 'product', data: { product: 1 } })).toEqual({ product: 1 });
    expect(ownLoaderData({ product: 1 })).toEqual({ product: 1 });
  });
});
