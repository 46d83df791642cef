import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteClassifier, normalizeEncoding, privateRouteIds } from './routes.ts';
import { privateSamples, spellings, storefrontManifest } from './test-routes.ts';

const classify = createRouteClassifier({
  routes: storefrontManifest(),
  storeCodes: ['de', 'it'],
  privateRouteIds,
});

describe('privacy is decided by the matched route of the canonical path (issue 29.4, accounts-content §2)', () => {
  for (const store of ['', '/de', '/it', '/DE']) {
    for (const sample of privateSamples) {
      it(`${store}${sample} under every spelling is private`, () => {
        for (const spelling of spellings(sample)) {
          const match = classify(`${store}${spelling}`);
          expect(match?.private, `${store}${spelling}`).toBe(true);
        }
      });
    }
  }

  it('catalogue, CMS and dispatcher pages are public', () => {
    for (const path of ['/', '/c/aa', '/i/about', '/paristot/aa-paristot', '/de/i/about', '/search/aa'])
      expect(classify(path)?.private, path).toBe(false);
  });
});

describe('one canonical spelling per page (issue 29.5)', () => {
  it('writes static segments as the route table does and the store code in lower case', () => {
    expect(classify('/CHECKOUT')?.canonicalPath).toBe('/checkout');
    expect(classify('/%63heckout')?.canonicalPath).toBe('/checkout');
    expect(classify('/DE/My-Account.data')?.canonicalPath).toBe('/de/my-account.data');
    expect(classify('/I/ABOUT')?.canonicalPath).toBe('/i/about');
    expect(classify('/i/%61bout')?.canonicalPath).toBe('/i/about');
  });

  it('keeps the case of SKUs, tokens and e-mails, and the encoding of reserved characters', () => {
    expect(classify('/p/AK-12/Akku-12v')?.canonicalPath).toBe('/p/AK-12/akku-12v');
    expect(classify('/create-password/token/Ab12/email/anna%40example.com')?.canonicalPath).toBe(
      '/create-password/token/Ab12/email/anna%40example.com',
    );
    expect(classify('/search/a%2fb')?.canonicalPath).toBe('/search/a%2Fb');
  });

  it('names the home page and its data request as React Router does', () => {
    expect(classify('/')?.canonicalPath).toBe('/');
    expect(classify('/_.data')?.canonicalPath).toBe('/_.data');
    expect(classify('/i/about/_.data')?.canonicalPath).toBe('/i/about.data');
    expect(classify('/de')?.canonicalPath).toBe('/de');
    expect(classify('/de/')?.canonicalPath).toBe('/de');
    expect(classify('/de.data')?.canonicalPath).toBe('/de.data');
    expect(classify('/de/_.data')?.canonicalPath).toBe('/de.data');
  });

  it('collapses slashes, so a redirect never leaves the origin', () => {
    expect(classify('//evil.example/x')?.canonicalPath).toBe('/evil.example/x');
  });

  it('lists the matched route ids, root first, for `_routes`', () => {
    expect(classify('/c/aa.data')?.routeIds).toEqual(['root', 'layouts/default', 'category']);
  });

  it('normalizes percent-encoding (RFC 3986 §6.2.2)', () => {
    expect(normalizeEncoding('/%7e%41%2f%zz%')).toBe('/~A%2F%25zz%25');
  });
});

describe('route classification once per shape of path (issue 31.2: no matching of the whole table per new path)', () => {
  const counting = () => {
    let calls = 0;
    const classifier = createRouteClassifier({
      routes: storefrontManifest(),
      storeCodes: ['de'],
      privateRouteIds,
      matchRoutes: (routes: RouteObject[], path: string) => {
        calls += 1;
        return matchRoutes(routes, path);
      },
    });
    return { classifier, calls: () => calls };
  };

  it('matches the route table once for a hundred product pages of the same shape', () => {
    const { classifier, calls } = counting();
    for (let i = 0; i < 100; i++) {
      expect(classifier(`/p/SKU-${i}/akku-${i}`)?.canonicalPath).toBe(`/p/SKU-${i}/akku-${i}`);
    }
    expect(calls()).toBe(1);
  });

  it('answers as a full match would, for every sample path and spelling', () => {
    const shaped = counting().classifier;
    const samples = [
      '/',
      '/c/aa',
      '/c/AA.data',
      '/p/AK-12/Akku-12v',
      '/p/AK-12/akku/AK-12-B',
      '/i/about',
      '/search',
      '/search/a%2fb',
      '/paristot/aa-paristot',
      '/paristot/aa-paristot/x/y',
      '/de/c/aa',
      '/de/checkout',
      '/DE',
      '/knowledge-base/akut/miten',
      '/my-account/orders',
      '/my-account/x',
      '/sitemap.xml',
      '/error',
      ...privateSamples.flatMap(spellings),
    ];
    for (const path of [...samples, ...samples]) {
      const reference = createRouteClassifier({
        routes: storefrontManifest(),
        storeCodes: ['de'],
        privateRouteIds,
        memoSize: 0,
      });
      expect(shaped(path), path).toEqual(reference(path));
    }
  });
});
