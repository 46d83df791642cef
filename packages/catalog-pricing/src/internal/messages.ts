import type { MessageParams } from '@kauppa/ports';

/** Parameters of a message, substituted for `{name}` placeholders: the translator port's. */
export type { MessageParams };

/** A text the core wants shown: the i18n id (the English text) and its parameters. */
export interface CatalogMessage {
  id: string;
  params?: MessageParams;
}

/**
 * The message ids of this package. An id is the English text; the texts the spec quotes are word
 * for word (commerce-core §5, §8) and match the catalogue of `@kauppa/i18n`.
 */
export const catalogMessages = {
  productQueryEmpty: 'Product query returned empty result',
  groupedProductWithoutLinks: 'Product with type grouped has no product_links set!',
  productLinkNotFound: 'Product link not found',
  noAvailableProductVariants: 'No available product variants',
  noSuchConfiguration: 'No such configuration for the product',
  productPriceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  /** Our wording for commerce-core §5 "bundle option quantity must be 0 or more" (`queryMessages` of `@kauppa/i18n`). */
  bundleOptionQtyNegative: 'Bundle option quantity must be 0 or more',
  /** Our wording for commerce-core §5 "a single-product lookup requires the search key" (`queryMessages`). */
  searchKeyMissing: 'Please provide the search key {key} for the single-product lookup',
  /** Our wording for commerce-core §4 "fetch and fetchAsync are retired in favour of loadProduct" (`queryMessages`). */
  entryPointRetired: '{name} is retired, use loadProduct instead',
  /** The add-to-cart quantity rule (accounts-content §5), word for word. */
  quantityPositiveInteger: 'Quantity must be a positive integer.',
  quantityAboveZero: 'Quantity must be above 0.',
  quantityBelowAvailable: 'Quantity must be below {quantity}.',
  /** Our wording for commerce-core §4 "a configurable product needs its options chosen". */
  chooseOptionFirst: 'Please choose the product options first.',
} as const;
