import { describe, expect, it } from 'vitest';
import {
  category,
  cmsBlock,
  cmsPage,
  colorAttribute,
  descriptionAttribute,
  linksTitleAttribute,
  product,
  taxRule,
} from '../test/platform-documents.ts';
import {
  attributeSchema,
  categorySchema,
  cmsBlockSchema,
  cmsPageSchema,
  productSchema,
  taxRuleSchema,
} from './schemas.ts';

/*
 * Catalogue documents as a stock platform's index holds them (`mage2vuestorefront` from Magento 2,
 * as the vue-storefront-api 1.12.5 demo index shows them; written in test/platform-documents.ts):
 * Magento's EAV values arrive as strings (`children_count: "0"`, `is_visible_on_front: "0"`,
 * `sale: "1"`) and CMS documents carry `store_id: [0]`. The entity schemas accept them as they
 * are, and the values Kauppa reads come out with the types the core expects (issue 27, known
 * break 10).
 */

describe('categories as the platform indexes them', () => {
  it('a category with its children parses', () => {
    expect(categorySchema.safeParse(category).error).toBeUndefined();
  });

  it('reads children_count "0" (a Magento EAV string) as the number 0, in nested children too', () => {
    const parsed = categorySchema.parse(category);
    expect(parsed.children_count).toBe(3);
    expect(parsed.children_data?.[0]?.children_count).toBe(0);
  });
});

describe('attributes as the platform indexes them', () => {
  it.each(
    [descriptionAttribute, linksTitleAttribute, colorAttribute].map((a) => [a.attribute_code, a] as const),
  )('attribute %s parses', (_code, source) => {
    expect(attributeSchema.safeParse(source).error).toBeUndefined();
  });

  it('reads the EAV flags "0" and "1" (is_visible_on_front, is_comparable) as booleans', () => {
    const description = attributeSchema.parse(descriptionAttribute);
    expect(description.is_visible_on_front).toBe(false);
    expect(description.is_comparable).toBe(true);
  });

  it('accepts an attribute whose frontend_input is null (links_title)', () => {
    expect(attributeSchema.parse(linksTitleAttribute).frontend_input).toBeNull();
  });
});

describe('CMS documents as the platform indexes them', () => {
  it('accepts a CMS page with store_id [0] (all store views)', () => {
    expect(cmsPageSchema.parse(cmsPage).store_id).toEqual([0]);
  });

  it('accepts a CMS block with store_id [0] (all store views)', () => {
    expect(cmsBlockSchema.parse(cmsBlock).store_id).toEqual([0]);
  });
});

describe('tax rules as the platform indexes them', () => {
  it('parses with its rates', () => {
    expect(taxRuleSchema.parse(taxRule).rates).toHaveLength(4);
  });
});

describe('products as mage2vuestorefront indexes them', () => {
  // mage2vuestorefront names each configurable option's attribute (src/adapters/magento/product.js:
  // `option.attribute_code = atr.attribute_code`).
  const indexed = () => {
    const source = structuredClone(product);
    const options = source.configurable_options as Array<Record<string, unknown>>;
    for (const option of options) option.attribute_code = 'color';
    return source;
  };

  it('parses, with its EAV strings (sale "1", new "1", tax_class_id "2", color "53")', () => {
    expect(productSchema.safeParse(indexed()).error).toBeUndefined();
  });

  it('reads the EAV flags sale "1" and new "1" as the number 1', () => {
    const parsed = productSchema.parse(indexed());
    expect([parsed.sale, parsed.new]).toEqual([1, 1]);
  });

  it('reads a price Magento sends as a decimal string (a custom attribute copied as sent) as a number', () => {
    // mage2vuestorefront copies custom attributes to the document as Magento sends them
    // (src/adapters/magento/product.js preProcessItem): special_price "32.000000".
    const source: Record<string, unknown> = { ...indexed(), special_price: '32.000000' };
    const children = source.configurable_children as Array<Record<string, unknown>>;
    children[0] = { ...children[0], special_price: '30.500000' };
    const parsed = productSchema.parse(source);
    expect(parsed.special_price).toBe(32);
    expect(parsed.configurable_children?.[0]?.special_price).toBe(30.5);
  });

  it('still refuses a price that is no number', () => {
    expect(productSchema.safeParse({ ...indexed(), special_price: 'cheap' }).success).toBe(false);
  });
});
