import { describe, expect, it } from 'vitest';
import {
  assertProductPriceKnown,
  isProductPriceKnown,
  ProductPriceUnknownError,
  productCartErrors,
  toQuantity,
} from './index.ts';

const unknownPrice = 'Product price is unknown, product cannot be added to the cart!';

describe('add-to-cart price rule (commerce-core §5)', () => {
  it('refuses a price below zero (commerce-core §5)', () => {
    expect(productCartErrors({ product: { sku: 'a', price_incl_tax: -1 } })).toEqual([{ id: unknownPrice }]);
  });

  it('accepts a zero price while zero-price products are allowed, the default (commerce-core §1, §5)', () => {
    expect(isProductPriceKnown({ product: { sku: 'a', price_incl_tax: 0 } })).toBe(true);
    expect(productCartErrors({ product: { sku: 'a', price: 0 }, zeroPriceProductsAllowed: true })).toEqual(
      [],
    );
  });

  it('refuses a zero price when zero-price products are not allowed (commerce-core §5)', () => {
    expect(
      productCartErrors({ product: { sku: 'a', price_incl_tax: 0 }, zeroPriceProductsAllowed: false }),
    ).toEqual([{ id: unknownPrice }]);
    expect(isProductPriceKnown({ product: { sku: 'a', price: 0.01 }, zeroPriceProductsAllowed: false })).toBe(
      true,
    );
  });

  it('refuses a product without any price (commerce-core §5)', () => {
    expect(isProductPriceKnown({ product: { sku: 'a' } })).toBe(false);
  });

  it('throws the typed error with the message word for word (commerce-core §8)', () => {
    const attempt = () => assertProductPriceKnown({ product: { sku: 'a', price: -5 } });
    expect(attempt).toThrow(ProductPriceUnknownError);
    expect(attempt).toThrow(unknownPrice);
  });

  it("shows every entry of the product's errors as an error (commerce-core §5)", () => {
    const product = {
      sku: 'a',
      price: 10,
      errors: { variants: 'No available product variants', stock: null },
    };
    expect(productCartErrors({ product })).toEqual([{ id: 'No available product variants' }]);
  });
});

describe('quantities (commerce-core §5)', () => {
  it('turns quantities given as text into integers (commerce-core §5)', () => {
    expect(toQuantity({ qty: '3' })).toBe(3);
    expect(toQuantity({ qty: ' 2.7 ' })).toBe(2);
    expect(toQuantity({ qty: 4 })).toBe(4);
    expect(toQuantity({ qty: 'many' })).toBeNaN();
  });
});
