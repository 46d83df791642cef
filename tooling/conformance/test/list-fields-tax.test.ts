import { listFields } from '@kauppa/pages';
import { describe, expect, it } from 'vitest';
import { calculateProductTax } from 'vsf-utilities';

/**
 * Issue 27.7: the platform computes a product's gross prices in each answer from the hit's own
 * `_source` (src/platform/magento2/tax.js → vsf-utilities `calculateProductTax`), and a product
 * list's `_source` is cut to `listFields` by Elasticsearch before that. A tile's gross price must be
 * the one the whole product gets: the fields the tax processor reads have to be listed.
 */

type Doc = Record<string, unknown>;

/** Elasticsearch's `_source.includes`: dotted paths, through arrays of objects. */
function includeOnly(source: Doc, paths: readonly string[]): Doc {
  const out: Doc = {};
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    if (!(head in source)) continue;
    const value = source[head];
    if (rest.length === 0) out[head] = structuredClone(value);
    else if (Array.isArray(value)) {
      const kept = (out[head] as Doc[] | undefined) ?? value.map(() => ({}));
      for (const [i, item] of value.entries())
        Object.assign(kept[i] as Doc, includeOnly(item as Doc, [rest.join('.')]));
      out[head] = kept;
    } else if (typeof value === 'object' && value !== null) {
      out[head] = {
        ...((out[head] as Doc | undefined) ?? {}),
        ...includeOnly(value as Doc, [rest.join('.')]),
      };
    }
  }
  return out;
}

const taxClasses = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ rate: 25.5, tax_country_id: 'FI', tax_region_id: 0, region_name: null }],
  },
];

/** The platform's tax processor on one `_source` (calculateServerSide, FI, net prices). */
function processed(source: Doc): Doc {
  const product = structuredClone(source);
  calculateProductTax({
    product,
    taxClasses,
    taxCountry: 'FI',
    taxRegion: '',
    sourcePriceInclTax: false,
    deprecatedPriceFieldsSupport: false,
    finalPriceInclTax: false,
    userGroupId: null,
    isTaxWithUserGroupIsActive: false,
  });
  return product;
}

const gross = (product: Doc) => ({
  price_incl_tax: product.price_incl_tax,
  final_price_incl_tax: product.final_price_incl_tax,
  special_price_incl_tax: product.special_price_incl_tax,
});

describe("listFields carry what the platform's tax processor reads (issue 27.7, src/platform/magento2/tax.js, vsf-utilities calculateProductTax)", () => {
  it('a simple product: the tile gets the gross prices of the whole product (tax_class_id)', () => {
    const simple = {
      id: 1,
      sku: 'A',
      type_id: 'simple',
      tax_class_id: 2,
      price: 4.99,
      final_price: 4.99,
      description: 'x',
    };
    expect(gross(processed(includeOnly(simple, listFields)))).toEqual(gross(processed(simple)));
    expect(processed(includeOnly(simple, listFields)).final_price_incl_tax).not.toBe(4.99);
  });

  it("a configurable product whose parent price is its first child's (mage2vuestorefront): the tile shows the lowest child's gross price, as the product page does", () => {
    const configurable = {
      id: 2,
      sku: 'C',
      type_id: 'configurable',
      tax_class_id: 2,
      price: 12,
      final_price: 12,
      configurable_children: [
        { sku: 'C-1', price: 12, final_price: 12, color: 1 },
        { sku: 'C-2', price: 8, final_price: 8, color: 2 },
      ],
    };
    expect(gross(processed(includeOnly(configurable, listFields)))).toEqual(gross(processed(configurable)));
  });
});
