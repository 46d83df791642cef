import { catalogMessages, type MessageParams } from './messages.ts';

const fill = (id: string, params: MessageParams): string =>
  id.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/**
 * The base of the errors of `@kauppa/catalog-pricing`: `message` is the English text,
 * `messageId` the i18n id (the text with `{param}` placeholders), `params` its parameters.
 */
export class CatalogError extends Error {
  override readonly name: string = 'CatalogError';
  readonly messageId: string;
  readonly params: MessageParams;
  constructor(messageId: string, params: MessageParams = {}) {
    super(fill(messageId, params));
    this.messageId = messageId;
    this.params = params;
  }
}

/** "Product query returned empty result" (commerce-core §5, §8). */
export class ProductQueryEmptyError extends CatalogError {
  override readonly name = 'ProductQueryEmptyError';
  constructor() {
    super(catalogMessages.productQueryEmpty);
  }
}

/** "Product with type grouped has no product_links set!" (commerce-core §5, §8). */
export class GroupedProductWithoutLinksError extends CatalogError {
  override readonly name = 'GroupedProductWithoutLinksError';
  readonly sku: string;
  constructor(sku: string) {
    super(catalogMessages.groupedProductWithoutLinks);
    this.sku = sku;
  }
}

/** "Product link not found" (commerce-core §8): a linked product could not be loaded. */
export class ProductLinkNotFoundError extends CatalogError {
  override readonly name = 'ProductLinkNotFoundError';
  readonly sku: string;
  constructor(sku: string) {
    super(catalogMessages.productLinkNotFound);
    this.sku = sku;
  }
}

/** "No available product variants" (commerce-core §5, §8). */
export class NoAvailableProductVariantsError extends CatalogError {
  override readonly name = 'NoAvailableProductVariantsError';
  constructor() {
    super(catalogMessages.noAvailableProductVariants);
  }
}

/** "No such configuration for the product" (commerce-core §8). */
export class NoSuchConfigurationError extends CatalogError {
  override readonly name = 'NoSuchConfigurationError';
  constructor() {
    super(catalogMessages.noSuchConfiguration);
  }
}

/** "Product price is unknown, product cannot be added to the cart!" (commerce-core §5, §8). */
export class ProductPriceUnknownError extends CatalogError {
  override readonly name = 'ProductPriceUnknownError';
  constructor() {
    super(catalogMessages.productPriceUnknown);
  }
}

/** A bundle option quantity below 0 (commerce-core §5). */
export class BundleOptionQtyError extends CatalogError {
  override readonly name = 'BundleOptionQtyError';
  constructor() {
    super(catalogMessages.bundleOptionQtyNegative);
  }
}

/** A single-product lookup without its search key (commerce-core §5). */
export class SearchKeyMissingError extends CatalogError {
  override readonly name = 'SearchKeyMissingError';
  constructor(key: string) {
    super(catalogMessages.searchKeyMissing, { key });
  }
}

/** A call of a retired entry point, `fetch` or `fetchAsync` (commerce-core §4 Product loading). */
export class RetiredEntryPointError extends CatalogError {
  override readonly name = 'RetiredEntryPointError';
  constructor(name: string) {
    super(catalogMessages.entryPointRetired, { name });
  }
}
