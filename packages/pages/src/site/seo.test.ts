import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, canonicalUrl, hreflangLinks, jsonLdText, robotsTxt, sitemapXml } from './seo.ts';

describe('canonical URLs (issue 8 search engines)', () => {
  it('is the origin and path without query or trailing slash', () => {
    expect(canonicalUrl('https://akku.example/', '/c/akut/')).toBe('https://akku.example/c/akut');
  });

  it('names the home page / for its /pwa.html alias (accounts-content §2)', () => {
    expect(canonicalUrl('https://akku.example', '/pwa.html')).toBe('https://akku.example/');
  });
});

describe('hreflang for the store views (issue 8 search engines)', () => {
  const alternates = [
    { hreflang: 'fi', prefix: '' },
    { hreflang: 'de', prefix: '/de' },
  ];

  it('links every store view with its prefix, and x-default to the default store view', () => {
    expect(hreflangLinks('https://a.example', '/i/about', alternates)).toEqual([
      { hreflang: 'fi', href: 'https://a.example/i/about' },
      { hreflang: 'de', href: 'https://a.example/de/i/about' },
      { hreflang: 'x-default', href: 'https://a.example/i/about' },
    ]);
  });

  it('strips the current store prefix before adding the others', () => {
    const links = hreflangLinks('https://a.example', '/de/i/about', alternates, '/de');
    expect(links[0]).toEqual({ hreflang: 'fi', href: 'https://a.example/i/about' });
    expect(links[1]).toEqual({ hreflang: 'de', href: 'https://a.example/de/i/about' });
  });

  it('gives the store root for the home page', () => {
    expect(hreflangLinks('https://a.example', '/', alternates)[1]?.href).toBe('https://a.example/de');
  });
});

describe('BreadcrumbList JSON-LD (issue 8 search engines)', () => {
  it('starts at Home and ends at the current page', () => {
    const ld = breadcrumbJsonLd(
      'https://a.example',
      'Home',
      [{ label: 'FAQ', to: '/knowledge-base' }, { label: 'Delivery' }],
      '/knowledge-base/delivery',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/' },
        { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://a.example/knowledge-base' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Delivery',
          item: 'https://a.example/knowledge-base/delivery',
        },
      ],
    });
  });

  it('cannot end its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('sitemap and robots.txt (issue 8: a sitemap per brand)', () => {
  it('lists every path once under the origin, XML-escaped', () => {
    const xml = sitemapXml('https://a.example', ['/', '/c/akut', '/i/terms&conditions']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://a.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://a.example/c/akut</loc></url>');
    expect(xml).toContain('<loc>https://a.example/i/terms&amp;conditions</loc>');
  });

  it('percent-encodes non-ASCII paths', () => {
    expect(sitemapXml('https://a.example', ['/c/työkalut'])).toContain('/c/ty%C3%B6kalut');
  });

  it('names the sitemap and keeps crawlers out of checkout and account pages', () => {
    const robots = robotsTxt('https://a.example');
    expect(robots).toContain('Sitemap: https://a.example/sitemap.xml');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Disallow: /my-account');
  });
});
