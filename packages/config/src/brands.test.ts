import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type BannerFile, type Brand, brandIds, ConfigError, parseBannerFile, parseBrand } from './index.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const brandsDir = join(repoRoot, 'brands');

/** Reads `<dir>/brand.json` and its banner files the way a shop would, naming files relative to the repo. */
function loadBrandFolder(dir: string): { brand: Brand; banners: Record<string, BannerFile> } {
  const name = (file: string) => (file.startsWith(repoRoot) ? relative(repoRoot, file) : file);
  const brandFile = join(dir, 'brand.json');
  const brand = parseBrand(JSON.parse(readFileSync(brandFile, 'utf8')), { source: name(brandFile) });
  const banners: Record<string, BannerFile> = {};
  for (const [storeCode, path] of Object.entries(brand.banners)) {
    const file = join(dir, path);
    banners[storeCode] = parseBannerFile(JSON.parse(readFileSync(file, 'utf8')), { source: name(file) });
  }
  return { brand, banners };
}

function referencedAssets(brand: Brand): string[] {
  const { icon, appleTouchIcon, maskIcon } = brand.favicons;
  return [brand.logo, brand.hero.image, icon, appleTouchIcon, maskIcon, brand.placeholder].filter(
    (path): path is string => path !== undefined,
  );
}

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const folders = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
  .map((entry) => entry.name);

describe('brand folders (issue 2 §8, commerce-core §1 brands)', () => {
  it('has one folder with a brand.json for each of the six brands', () => {
    expect([...folders].sort()).toEqual([...brandIds].sort());
  });

  describe.each(folders)('brands/%s', (id) => {
    const dir = join(brandsDir, id);

    it('brand.json validates and carries the folder name as its id', () => {
      const { brand } = loadBrandFolder(dir);
      expect(brand.id).toBe(id);
      expect(brand.storeCode).toBe(id);
    });

    it('every asset brand.json references exists', () => {
      const { brand } = loadBrandFolder(dir);
      const missing = referencedAssets(brand).filter((path) => !existsSync(join(dir, path)));
      expect(missing).toEqual([]);
    });

    it('the apple touch icon is a real 180 x 180 PNG', () => {
      const { brand } = loadBrandFolder(dir);
      const png = readFileSync(join(dir, brand.favicons.appleTouchIcon));
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    });

    it('the SVG artwork are SVG documents', () => {
      const { brand } = loadBrandFolder(dir);
      for (const path of referencedAssets(brand).filter((p) => p.endsWith('.svg'))) {
        expect(readFileSync(join(dir, path), 'utf8'), path).toMatch(
          /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
        );
      }
    });

    it('has a banner file for the default store and the de and it store views (accounts-content §3 banners)', () => {
      const { banners } = loadBrandFolder(dir);
      expect(Object.keys(banners).sort()).toEqual(['de', 'default', 'it']);
      for (const file of Object.values(banners)) {
        expect(file.mainBanners.length).toBeGreaterThan(0);
        expect(file.smallBanners.length).toBeGreaterThan(0);
        expect(file.productBanners.length).toBeGreaterThan(0);
      }
    });

    it('every banner image and head image exists', () => {
      const { banners } = loadBrandFolder(dir);
      const images = Object.values(banners).flatMap((file) => [
        ...[...file.mainBanners, ...file.smallBanners, ...file.productBanners].map((banner) => banner.image),
        file.headImage.image,
      ]);
      expect(images.filter((path) => !existsSync(join(dir, path)))).toEqual([]);
    });

    it('theme colours meet WCAG AA contrast (4.5:1) for text', () => {
      const { theme } = loadBrandFolder(dir).brand;
      expect(contrast(theme.text, theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.muted, theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.primaryContrast, theme.primary)).toBeGreaterThanOrEqual(4.5);
    });

    it('lists 3 to 6 physical stores located in Finland for the store locator', () => {
      const { stores } = loadBrandFolder(dir).brand;
      expect(stores.length).toBeGreaterThanOrEqual(3);
      expect(stores.length).toBeLessThanOrEqual(6);
      for (const store of stores) {
        expect(store.lat, store.name).toBeGreaterThan(59.7);
        expect(store.lat, store.name).toBeLessThan(70.1);
        expect(store.lon, store.name).toBeGreaterThan(19.4);
        expect(store.lon, store.name).toBeLessThan(31.6);
      }
    });
  });
});

describe('a broken brand folder (issue 2 §8: fails with the file and the field named)', () => {
  let copy = '';
  const brokenCopy = (edit: (brand: Record<string, unknown>) => void): string => {
    copy = mkdtempSync(join(tmpdir(), 'kauppa-brand-'));
    cpSync(join(brandsDir, 'battery'), copy, { recursive: true });
    const file = join(copy, 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    return copy;
  };
  const failure = (dir: string): ConfigError => {
    try {
      loadBrandFolder(dir);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error(`expected ${dir} to fail validation`);
  };

  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = '';
  });

  it('names brand.json and theme.primary for a colour that is not #RRGGBB', () => {
    const dir = brokenCopy((brand) => {
      (brand.theme as Record<string, unknown>).primary = 'yellow';
    });
    const error = failure(dir);
    expect(error.message).toBe(
      `Invalid brand configuration in ${join(dir, 'brand.json')}: field "theme.primary": expected a #RRGGBB colour`,
    );
    expect(error.field).toBe('theme.primary');
  });

  it('names brand.json and warehouseName when the field is missing', () => {
    const dir = brokenCopy((brand) => {
      delete brand.warehouseName;
    });
    const error = failure(dir);
    expect(error.message).toContain(
      `Invalid brand configuration in ${join(dir, 'brand.json')}: field "warehouseName"`,
    );
    expect(error.source).toBe(join(dir, 'brand.json'));
  });

  it('defect: with zod/mini a missing field said only "Invalid input" — it says what was expected, in English (issue 30.6)', () => {
    const dir = brokenCopy((brand) => {
      delete brand.warehouseName;
    });
    expect(failure(dir).message).toBe(
      `Invalid brand configuration in ${join(dir, 'brand.json')}: field "warehouseName": Invalid input: expected string, received undefined`,
    );
  });

  it('names the banner file and the banner field for a link that is not a path', () => {
    const dir = brokenCopy(() => {});
    const bannerFile = join(dir, 'banners', 'de.json');
    const banners = JSON.parse(readFileSync(bannerFile, 'utf8'));
    banners.mainBanners[1].link = 'https://example.com/c/autoakut';
    writeFileSync(bannerFile, JSON.stringify(banners));
    const error = failure(dir);
    expect(error.message).toContain(`Invalid banner file in ${bannerFile}: field "mainBanners.1.link"`);
  });
});
