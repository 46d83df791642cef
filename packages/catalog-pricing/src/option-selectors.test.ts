import { describe, expect, it } from 'vitest';
import { type CatalogProduct, configurableOptionsList, selectionOf } from './index.ts';

const product: CatalogProduct = {
  sku: 'TEE',
  type_id: 'configurable',
  configurable_options: [
    {
      attribute_code: 'color',
      attribute_id: 93,
      label: 'Colour',
      values: [
        { value_index: 49, label: 'Black' },
        { value_index: 50, label: 'White' },
      ],
    },
    {
      attribute_code: 'size',
      attribute_id: 94,
      label: 'Size',
      values: [
        { value_index: 1, label: 'S' },
        { value_index: 2, label: 'M' },
      ],
    },
  ],
  configurable_children: [
    { sku: 'TEE-49-1', color: 49, size: 1, stock: { is_in_stock: true } },
    { sku: 'TEE-49-2', color: 49, size: 2, stock: { is_in_stock: false } },
    {
      sku: 'TEE-50-2',
      custom_attributes: [
        { attribute_code: 'color', value: '50' },
        { attribute_code: 'size', value: '2' },
      ],
    },
    { sku: 'TEE-50-1', color: 50, size: 1, status: 2 },
  ],
};

describe('configurable options list (commerce-core §4 Configuring a product)', () => {
  it("reads a variant's selection from its fields or custom_attributes", () => {
    expect(selectionOf({ product, variant: product.configurable_children?.[0] })).toEqual({
      color: '49',
      size: '1',
    });
    expect(selectionOf({ product, variant: product.configurable_children?.[2] })).toEqual({
      color: '50',
      size: '2',
    });
  });

  it('links each value to the variant matching the selection exactly (childSku)', () => {
    const [color, size] = configurableOptionsList({ product, selection: { color: '49', size: '1' } });
    expect(color?.choices.map((c) => [c.label, c.sku, c.selected])).toEqual([
      ['Black', 'TEE-49-1', true],
      ['White', 'TEE-50-2', false],
    ]);
    expect(size?.choices.map((c) => [c.label, c.sku, c.inStock])).toEqual([
      ['S', 'TEE-49-1', true],
      ['M', 'TEE-49-2', false],
    ]);
  });

  it('ignores variants with status 2 or higher', () => {
    const [color] = configurableOptionsList({ product, selection: { size: '1' } });
    expect(color?.choices.find((c) => c.label === 'White')?.sku).toBe('TEE-50-2');
  });

  it('does not offer out-of-stock variants when out-of-stock listing is off', () => {
    const [, size] = configurableOptionsList({
      product,
      selection: { color: '49' },
      listOutOfStockProducts: false,
    });
    expect(size?.choices.map((c) => c.sku)).toEqual(['TEE-49-1', 'TEE-50-2']);
  });
});
