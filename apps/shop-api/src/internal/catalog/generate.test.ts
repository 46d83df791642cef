import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate.ts';

const catalogs = generateCatalog();
const battery = catalogs.find((c) => c.brand === 'battery')!;
const products = battery.entities.product;
const seedMs = Date.parse('2026-01-01T00:00:00Z');
const ms = (text: unknown) => Date.parse(`${String(text).replace(' ', 'T')}Z`);

describe('demo catalogues (issue 3)', () => {
  it('is deterministic: the same options give the same documents', () => {
    const again = generateCatalog();
    expect(JSON.stringify(again[0]!.entities.product.slice(0, 50))).toBe(
      JSON.stringify(products.slice(0, 50)),
    );
  });

  it('serves six brands', () => {
    expect(catalogs.map((c) => c.brand)).toEqual([
      'battery',
      'hair',
      'clothing-fi',
      'clothing-en',
      'mac',
      'wholesale',
    ]);
  });

  it('gives the battery shop at least 2,000 products of every type', () => {
    expect(products.length).toBeGreaterThanOrEqual(2000);
    const types = new Set(products.map((p) => p.type_id));
    for (const type of ['simple', 'configurable', 'bundle', 'grouped', 'downloadable'])
      expect(types).toContain(type);
  });

  it('has special price windows current, expired and future relative to the seed date', () => {
    const windows = products.filter((p) => p.special_price_incl_tax !== null);
    expect(windows.some((p) => ms(p.special_from_date) <= seedMs && ms(p.special_to_date) >= seedMs)).toBe(
      true,
    );
    expect(windows.some((p) => ms(p.special_to_date) < seedMs)).toBe(true);
    expect(windows.some((p) => ms(p.special_from_date) > seedMs)).toBe(true);
  });

  it('has out-of-stock products and the Finnish fields valmistaja, saatavuus, erp', () => {
    expect(products.some((p) => (p.stock as { is_in_stock: boolean }).is_in_stock === false)).toBe(true);
    for (const field of ['valmistaja', 'saatavuus', 'erp'])
      expect(products.every((p) => typeof p[field] === 'string')).toBe(true);
  });

  it('has a category tree several levels deep with url paths', () => {
    const categories = battery.entities.category;
    expect(Math.max(...categories.map((c) => c.level as number))).toBeGreaterThanOrEqual(4);
    expect(categories.find((c) => c.level === 4)?.url_path).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('has home list categories and url rewrites of type 301 and 302', () => {
    const keys = battery.entities.category.map((c) => c.url_key);
    for (const key of ['new-collection', 'bestsellers', 'new', 'featured', 'outlet', 'promo'])
      expect(keys).toContain(key);
    const types = new Set(battery.entities.url_rewrite.map((r) => r.redirect_type));
    expect(types).toContain(301);
    expect(types).toContain(302);
  });

  it('has Finnish tax rules 25.5, 14 and 10 percent for guest and registered customer classes', () => {
    const rates = battery.entities.taxrule.map((r) => (r.rates as Array<{ rate: number }>)[0]!.rate);
    expect(rates).toEqual([25.5, 14, 10]);
  });

  it('gives clothing configurables by colour and size', () => {
    const clothing = catalogs.find((c) => c.brand === 'clothing-fi')!.entities.product;
    const configurable = clothing.find(
      (p) => p.type_id === 'configurable' && (p.configurable_options as unknown[]).length === 2,
    )!;
    expect(
      (configurable.configurable_options as Array<{ attribute_code: string }>).map((o) => o.attribute_code),
    ).toEqual(['color', 'size']);
  });

  it('gives the wholesale shop downloadable and virtual products only', () => {
    const wholesale = catalogs.find((c) => c.brand === 'wholesale')!.entities.product;
    expect(new Set(wholesale.map((p) => p.type_id))).toEqual(new Set(['downloadable', 'virtual']));
  });

  it('generates the large catalogue on demand', () => {
    const large = generateCatalog({ batteryProducts: 5000 });
    expect(large[0]!.entities.product).toHaveLength(5000);
    expect(large[1]!.entities.product[0]!.id).toBe(catalogs[1]!.entities.product[0]!.id);
  });
});

describe('product artwork follows what the product is (issue 14.10)', () => {
  const productsOf = (brand: string) => catalogs.find((c) => c.brand === brand)!.entities.product;

  it('a scarf shows a scarf and gloves show gloves, not the knitted beanie', () => {
    for (const product of productsOf('clothing-en')) {
      const name = String(product.name);
      if (/\bscarf\b/.test(name)) expect(product.image).toMatch(/\/scarf\.svg$/);
      if (/\bgloves\b/.test(name)) expect(product.image).toMatch(/\/gloves\.svg$/);
      if (/\bbeanie\b/.test(name)) expect(product.image).toMatch(/\/accessory\.svg$/);
    }
  });

  it('Mac accessories show devices, never a garment', () => {
    const accessories = productsOf('mac').filter((p) => /Magic|laturi|AirTag/.test(String(p.name)));
    expect(accessories.length).toBeGreaterThan(0);
    for (const product of accessories) expect(product.image).not.toMatch(/\/accessory\.svg$/);
  });
});
