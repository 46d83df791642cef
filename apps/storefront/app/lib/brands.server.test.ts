import { describe, expect, it, vi } from 'vitest';
import { brandArtwork, maxInlineArtworkBytes } from './brands.server.ts';

/*
 * Issue 31.5, first paint: the largest element above the fold on the home page is the brand's hero
 * artwork; inline in the HTML it paints with the HTML, without a second round trip on a first visit.
 */
describe('the brand artwork inline in the HTML (issue 31.5)', () => {
  it("gives the home hero of a brand as an SVG data URI that decodes to the brand's file", () => {
    const source = brandArtwork('battery', 'assets/hero.svg');
    expect(source).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(String(source).slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1600 600"/);
    expect(svg).toContain('<title>Akkukauppa: hero</title>');
  });

  it('gives the first main banner too (on a phone the largest element of the home page)', () => {
    expect(brandArtwork('battery', 'assets/banners/main-1.svg')).toMatch(/^data:image\/svg\+xml,%3Csvg /);
  });

  it('keeps a quote inside the artwork intact (clothing-en)', () => {
    const svg = decodeURIComponent(String(brandArtwork('clothing-en', 'assets/hero.svg')).slice(19));
    expect(svg).toContain("'");
    expect(svg).toMatch(/<\/svg>\s*$/);
  });

  it(`leaves an unknown brand or asset, and artwork over ${maxInlineArtworkBytes} bytes, to its URL`, () => {
    expect(brandArtwork('nope', 'assets/hero.svg')).toBeUndefined();
    expect(brandArtwork('battery', 'assets/missing.svg')).toBeUndefined();
    expect(brandArtwork('battery', 'assets/apple-touch-icon.png')).toBeUndefined();
  });

  it('defect: every home render encoded its hero and banner artwork anew (issue 31.2) — each asset is encoded once per process', () => {
    const first = brandArtwork('battery', 'assets/banners/main-2.svg');
    const encoded = vi.spyOn(globalThis, 'encodeURIComponent');
    try {
      for (let render = 0; render < 3; render++) {
        expect(brandArtwork('battery', 'assets/banners/main-2.svg')).toBe(first);
      }
      expect(encoded).not.toHaveBeenCalled();
    } finally {
      encoded.mockRestore();
    }
  });
});
