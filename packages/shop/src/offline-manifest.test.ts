import { describe, expect, it } from 'vitest';
import { manifestPath, shortName, webAppManifest } from './offline.ts';

const brand = {
  id: 'battery',
  name: 'Akkukauppa',
  description: 'Batteries for everything',
  lang: 'fi-FI',
  themeColor: '#0a0',
  backgroundColor: '#fff',
  icon: '/brands/battery/assets/favicon.svg',
  appleTouchIcon: '/brands/battery/assets/apple-touch-icon.png',
};

describe('web app manifest per brand (issue 10: installable)', () => {
  it('names the brand, starts at / standalone, in its colours, with the SVG icon and the 180 px PNG', () => {
    expect(webAppManifest(brand)).toEqual({
      id: '/?brand=battery',
      name: 'Akkukauppa',
      short_name: 'Akkukauppa',
      description: 'Batteries for everything',
      lang: 'fi-FI',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a0',
      background_color: '#fff',
      icons: [
        { src: '/brands/battery/assets/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        {
          src: '/brands/battery/assets/apple-touch-icon.png',
          sizes: '180x180',
          type: 'image/png',
          purpose: 'any',
        },
      ],
    });
    expect(manifestPath).toBe('/manifest.webmanifest');
  });

  it('keeps the short name to 12 characters', () => {
    expect(shortName('Thread & Co.')).toBe('Thread & Co.');
    expect(shortName('Verkkokauppa Suomi')).toBe('Verkkokauppa');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
