import { readFileSync } from 'node:fs';
import { createMemoryLogger } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createBannerRegistry, createBrandRegistry } from './brands.ts';

const repoFile = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')) as unknown;

describe('the brand files of a deployment (brands/<id>/brand.json)', () => {
  it('finds a bundled brand by its folder name', () => {
    const brands = createBrandRegistry({
      '../../brands/battery/brand.json': repoFile('brands/battery/brand.json'),
    });
    expect(brands.findBrand('battery')?.id).toBe('battery');
    expect(brands.findBrand('nope')).toBeUndefined();
    expect(brands.brandIds()).toEqual(['battery']);
  });

  it('fails on a broken brand file, naming the file', () => {
    expect(() => createBrandRegistry({ '../../brands/broken/brand.json': { id: 'broken' } })).toThrow(
      /brands\/broken\/brand\.json/,
    );
  });
});

describe('banners per store code (accounts-content §7, §8)', () => {
  const files = {
    '../../brands/battery/banners/default.json': repoFile('brands/battery/banners/default.json'),
    '../../brands/battery/banners/de.json': repoFile('brands/battery/banners/de.json'),
    '../../brands/battery/banners/it.json': { mainBanners: 'not a list' },
  };
  const banners = createBannerRegistry(files);

  it("reads the store view's own file, and default.json for the default store", () => {
    const logger = createMemoryLogger();
    expect(banners('battery', 'de', logger)).toEqual(repoFile('brands/battery/banners/de.json'));
    expect(banners('battery', '', logger)).toEqual(repoFile('brands/battery/banners/default.json'));
  });

  it('falls back to default.json for a store view without a file', () => {
    expect(banners('battery', 'fr', createMemoryLogger())).toEqual(
      repoFile('brands/battery/banners/default.json'),
    );
  });

  it('gives no banners for a broken file or a brand without any, logged at debug level', () => {
    const logger = createMemoryLogger();
    expect(banners('battery', 'it', logger)).toBeUndefined();
    expect(banners('hair', '', logger)).toBeUndefined();
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['debug', 'The banner file could not be loaded'],
      ['debug', 'No banner file'],
    ]);
  });
});
