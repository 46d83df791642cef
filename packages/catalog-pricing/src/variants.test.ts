import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  type CatalogProduct,
  configureProduct,
  filterUnavailableVariants,
  findConfigurableVariant,
  getProductPrice,
  NoAvailableProductVariantsError,
  NoSuchConfigurationError,
} from './index.ts';

const tshirt = (): CatalogProduct & { name: string } => ({
  sku: 'TS',
  name: 'T-shirt',
  type_id: 'configurable',
  price: 20,
  configurable_options: [
    {
      attribute_code: 'color',
      attribute_id: 93,
      label: 'Color',
      values: [
        { value_index: 52, label: 'Red' },
        { value_index: 53, label: ' Blue ' },
        { value_index: 54, label: '   ' },
      ],
    },
    {
      attribute_code: 'size',
      attribute_id: 142,
      label: 'Size',
      values: [
        { value_index: 167, label: 'M' },
        { value_index: 168, label: 'L' },
      ],
    },
  ],
  configurable_children: [
    { sku: 'TS-red-M', color: 52, size: 167, price: 20, status: 1, stock: { is_in_stock: true, qty: 3 } },
    { sku: 'TS-red-L', color: '52', size: '168', price: 22, status: 2, stock: { is_in_stock: true, qty: 3 } },
    { sku: 'TS-blue-M', color: 53, size: 167, price: 21, status: 1, stock: { is_in_stock: false, qty: 0 } },
    {
      sku: 'TS-blue-L',
      price: 23,
      status: 1,
      custom_attributes: [
        { attribute_code: 'color', value: '53' },
        { attribute_code: 'size', value: '168' },
      ],
    },
    { sku: 'TS-blank-M', color: 54, size: 167, price: 20, status: 1 },
  ] as CatalogProduct['configurable_children'],
});

describe('configuring a product (commerce-core §4 Configuring a product)', () => {
  it('finds the variant matching the chosen options and marks the product configured (commerce-core §4)', () => {
    const { product, variant } = configureProduct({ product: tshirt(), selection: { color: 52, size: 167 } });
    expect(variant.sku).toBe('TS-red-M');
    expect(product).toMatchObject({
      sku: 'TS-red-M',
      parentSku: 'TS',
      name: 'T-shirt',
      type_id: 'configurable',
    });
    expect(product.is_configured).toBe(true);
    expect(product.product_option.extension_attributes.configurable_item_options).toEqual([
      { option_id: 93, option_value: 52, label: 'Color', value: 'Red' },
      { option_id: 142, option_value: 167, label: 'Size', value: 'M' },
    ]);
  });

  it('matches chosen options exactly, numbers and numeric strings alike (commerce-core §4)', () => {
    expect(findConfigurableVariant({ product: tshirt(), selection: { color: '53', size: '168' } })?.sku).toBe(
      'TS-blue-L',
    );
    expect(
      findConfigurableVariant({ product: tshirt(), selection: { color: 5, size: 167 } }),
    ).toBeUndefined();
  });

  it('is not configured until every option is chosen (commerce-core §4)', () => {
    const { product } = configureProduct({ product: tshirt(), selection: { color: 52 } });
    expect(product.is_configured).toBe(false);
  });

  it('ignores variants with status 2 or higher (commerce-core §4)', () => {
    expect(
      findConfigurableVariant({ product: tshirt(), selection: { color: 52, size: 168 } }),
    ).toBeUndefined();
  });

  it('ignores out-of-stock variants when out-of-stock listing is off (commerce-core §4)', () => {
    const selection = { color: 53, size: 167 };
    expect(findConfigurableVariant({ product: tshirt(), selection, listOutOfStockProducts: true })?.sku).toBe(
      'TS-blue-M',
    );
    expect(
      findConfigurableVariant({ product: tshirt(), selection, listOutOfStockProducts: false }),
    ).toBeUndefined();
  });

  it('says "No such configuration for the product" when no variant matches (commerce-core §8)', () => {
    const attempt = () => configureProduct({ product: tshirt(), selection: { color: 52, size: 168 } });
    expect(attempt).toThrow(NoSuchConfigurationError);
    expect(attempt).toThrow('No such configuration for the product');
  });

  it('says "No available product variants" when no variant remains (commerce-core §5)', () => {
    const product = { ...tshirt(), configurable_children: [{ sku: 'X', color: 52, size: 167, status: 2 }] };
    const attempt = () => configureProduct({ product, selection: { color: 52, size: 167 } });
    expect(attempt).toThrow(NoAvailableProductVariantsError);
    expect(attempt).toThrow('No available product variants');
  });
});

describe('filter unavailable variants (commerce-core §4 Product loading)', () => {
  it('drops variants with status 2 or higher and, with listing off, out-of-stock ones (commerce-core §4)', () => {
    const filtered = filterUnavailableVariants({ product: tshirt(), listOutOfStockProducts: false });
    expect(filtered.configurable_children?.map((c) => c.sku)).toEqual([
      'TS-red-M',
      'TS-blue-L',
      'TS-blank-M',
    ]);
  });

  it('drops option labels blank after trimming and trims the others (commerce-core §4)', () => {
    const color = filterUnavailableVariants({ product: tshirt() }).configurable_options?.[0];
    expect(color?.values).toEqual([
      { value_index: 52, label: 'Red' },
      { value_index: 53, label: 'Blue' },
    ]);
  });

  it('keeps only option values some available variant has (commerce-core §4)', () => {
    const product = tshirt();
    product.configurable_children = product.configurable_children?.filter((c) => c.sku !== 'TS-blue-L');
    const size = filterUnavailableVariants({ product }).configurable_options?.[1];
    expect(size?.values.map((v) => v.value_index)).toEqual([167]);
  });

  it('gives the product the error "No available product variants" when none remains (commerce-core §5)', () => {
    const product = { ...tshirt(), configurable_children: [{ sku: 'X', status: 3 }] };
    expect(filterUnavailableVariants({ product }).errors).toEqual({
      variants: 'No available product variants',
    });
  });

  it('does not modify the loaded product (commerce-core §4)', () => {
    const product = tshirt();
    filterUnavailableVariants({ product, listOutOfStockProducts: false });
    expect(product).toEqual(tshirt());
  });
});

describe('the configured product is a priced product (issue 19.3, README quick start)', () => {
  it('getProductPrice accepts what configureProduct returns, with the variant special price', () => {
    // The parent carries no price of its own: before issue 19 the result's type had no price
    // field, and `getProductPrice({ product })` did not compile (TS2559).
    const red = { sku: 'T-red', color: 52, price: 20, special_price: 16, special_price_incl_tax: 20.08 };
    const color = { attribute_code: 'color', attribute_id: 93, values: [{ value_index: 52, label: 'Red' }] };
    const parent = {
      sku: 'T',
      type_id: 'configurable',
      configurable_options: [color],
      configurable_children: [red],
    };
    const { product } = configureProduct({ product: parent, selection: { color: 52 } });
    const clock = createSimulatedClock({ now: Date.UTC(2026, 5, 15) });
    expect(getProductPrice({ product, clock }).finalPriceInclTax).toBe(20.08);
  });
});
