import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attributeSchema,
  categorySchema,
  cmsBlockSchema,
  cmsPageSchema,
  productSchema,
  taxRuleSchema,
} from './schemas.ts';

/*
 * The platform's own demo documents (vue-storefront-api v1.12.5 `var/catalog_*.json` and
 * `doc/product-data-format.json`, copied under test/fixtures): Magento's EAV values arrive as
 * strings (`children_count: "0"`, `is_visible_on_front: "0"`, `sale: "1"`) and CMS documents carry
 * `store_id: [0]`. The entity schemas accept them as they are, and the values Kauppa reads come out
 * with the types the core expects (issue 27, known break 10).
 */

interface Hit {
  _id: string;
  _source: Record<string, unknown>;
}

const demo = (file: string): Hit[] =>
  JSON.parse(
    readFileSync(new URL(`../test/fixtures/vue-storefront-api-1.12.5/${file}`, import.meta.url), 'utf8'),
  ) as Hit[];

const sourceOf = (file: string, id: string): Record<string, unknown> => {
  const hit = demo(file).find((h) => h._id === id);
  if (!hit) throw new Error(`no document ${id} in ${file}`);
  return hit._source;
};

describe("the platform's demo categories (var/catalog_category.json)", () => {
  it.each(demo('catalog_category.json').map((h) => [h._id, h._source] as const))(
    'category %s parses',
    (_id, source) => {
      expect(categorySchema.safeParse(source).error).toBeUndefined();
    },
  );

  it('reads children_count "0" (a Magento EAV string) as the number 0, in nested children too', () => {
    const gear = categorySchema.parse(sourceOf('catalog_category.json', '3'));
    expect(gear.children_count).toBe(3);
    expect(gear.children_data?.[0]?.children_count).toBe(0);
  });
});

describe("the platform's demo attributes (var/catalog_attribute.json)", () => {
  it.each(demo('catalog_attribute.json').map((h) => [h._source.attribute_code, h._source] as const))(
    'attribute %s parses',
    (_code, source) => {
      expect(attributeSchema.safeParse(source).error).toBeUndefined();
    },
  );

  it('reads the EAV flags "0" and "1" (is_visible_on_front, is_comparable) as booleans', () => {
    const description = attributeSchema.parse(sourceOf('catalog_attribute.json', '75'));
    expect(description.is_visible_on_front).toBe(false);
    expect(description.is_comparable).toBe(true);
  });

  it('accepts an attribute whose frontend_input is null (links_title)', () => {
    expect(attributeSchema.parse(sourceOf('catalog_attribute.json', '130')).frontend_input).toBeNull();
  });
});

describe("the platform's demo CMS documents (var/catalog_cms_page.json, var/catalog_cms_block.json)", () => {
  it('accepts a CMS page with store_id [0] (all store views)', () => {
    expect(cmsPageSchema.parse(sourceOf('catalog_cms_page.json', '3')).store_id).toEqual([0]);
  });

  it('accepts a CMS block with store_id [0] (all store views)', () => {
    expect(cmsBlockSchema.parse(sourceOf('catalog_cms_block.json', '1')).store_id).toEqual([0]);
  });
});

describe("the platform's demo tax rule (var/catalog_taxrule.json)", () => {
  it('parses with its rates', () => {
    expect(taxRuleSchema.parse(sourceOf('catalog_taxrule.json', '2')).rates).toHaveLength(4);
  });
});

describe("the platform's product data format (doc/product-data-format.json)", () => {
  // mage2vuestorefront names each configurable option's attribute (src/adapters/magento/product.js:
  // `option.attribute_code = atr.attribute_code`); the documentation's example predates that.
  const codes: Record<string, string> = { '93': 'color', '157': 'size' };
  const indexed = () => {
    const source = structuredClone(sourceOf('product-data-format.json', '19'));
    const options = source.configurable_options as Array<Record<string, unknown>>;
    for (const option of options) option.attribute_code = codes[String(option.attribute_id)];
    return source;
  };

  it('parses, with its EAV strings (sale "1", new "1", tax_class_id "2", color "53")', () => {
    expect(productSchema.safeParse(indexed()).error).toBeUndefined();
  });

  it('reads the EAV flags sale "1" and new "1" as the number 1', () => {
    const product = productSchema.parse(indexed());
    expect([product.sale, product.new]).toEqual([1, 1]);
  });

  it('reads a price Magento sends as a decimal string (a custom attribute copied as sent) as a number', () => {
    // mage2vuestorefront copies custom attributes to the document as Magento sends them
    // (src/adapters/magento/product.js preProcessItem): special_price "32.000000".
    const source: Record<string, unknown> = { ...indexed(), special_price: '32.000000' };
    const children = source.configurable_children as Array<Record<string, unknown>>;
    children[0] = { ...children[0], special_price: '30.500000' };
    const product = productSchema.parse(source);
    expect(product.special_price).toBe(32);
    expect(product.configurable_children?.[0]?.special_price).toBe(30.5);
  });

  it('still refuses a price that is no number', () => {
    expect(productSchema.safeParse({ ...indexed(), special_price: 'cheap' }).success).toBe(false);
  });
});
