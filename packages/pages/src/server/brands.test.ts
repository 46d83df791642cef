import { readFileSync } from 'node:fs';
import { parseBannerFile } from '@kauppa/config';
import { createMemoryLogger } from '@kauppa/ports';
import { describe, expect, it, vi } from 'vitest';
import { createBannerRegistry, createBrandRegistry } from './brands.ts';

// The banner file check of @kauppa/config itself, counted: the real check behind a spy.
vi.mock('@kauppa/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@kauppa/config')>();
  return { ...real, parseBannerFile: vi.fn(real.parseBannerFile) };
});

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

describe('banner files read once per process (issue 31.2)', () => {
  it("defect: every home render checked its banner file anew — a store view's file is checked once", () => {
    const banners = createBannerRegistry({
      '../../brands/battery/banners/default.json': repoFile('brands/battery/banners/default.json'),
    });
    const logger = createMemoryLogger();
    const first = banners('battery', '', logger);
    const checked = vi.mocked(parseBannerFile);
    checked.mockClear();
    for (let render = 0; render < 3; render++) expect(banners('battery', '', logger)).toEqual(first);
    expect(checked).not.toHaveBeenCalled();
  });
});
