import { expect, it } from 'vitest';
import * as catalogPricing from './index.ts';

it('pins the public surface of @kauppa/catalog-pricing', () => {
  expect(Object.keys(catalogPricing).sort()).toEqual(
    [
      'shownStock',
      'BundleOptionQtyError',
      'CatalogError',
      'GroupedProductWithoutLinksError',
      'NoAvailableProductVariantsError',
      'NoSuchConfigurationError',
      'ProductLinkNotFoundError',
      'ProductPriceUnknownError',
      'ProductQueryEmptyError',
      'RetiredEntryPointError',
      'SearchKeyMissingError',
      'addToCartRequest',
      'assertProductPriceKnown',
      'associatedSkus',
      'attachAssociatedProducts',
      'availableQuantity',
      'checkQuantity',
      'configurableOptionsList',
      'initialChoices',
      'purchaseUnitPrice',
      'selectionOf',
      'setupAssociatedProducts',
      'variantValue',
      'catalogMessages',
      'configureProduct',
      'createProductLoader',
      'filterUnavailableVariants',
      'findConfigurableVariant',
      'formatDate',
      'formatPrice',
      'roundMoney',
      'getBundleProductPrice',
      'getCustomOptionPrice',
      'getCustomOptionsPrice',
      'getGroupedProductPrice',
      'getProductPrice',
      'isProductPriceKnown',
      'isSpecialPriceActive',
      'isVariantAvailable',
      'parseCatalogDate',
      'requireSearchKey',
      'toQuantity',
      'validateBundleOptionQty',
      'validateLoadedProduct',
      'productCartErrors',
    ].sort(),
  );
});

it('keeps the internals private', () => {
  expect(catalogPricing).not.toHaveProperty('attributeValue');
  expect(catalogPricing).not.toHaveProperty('fill');
  // The grouped-product link rule the loader and the price use (issue 19.5).
  expect(catalogPricing).not.toHaveProperty('isAssociatedSimpleLink');
});
