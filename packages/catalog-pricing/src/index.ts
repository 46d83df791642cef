/**
 * @kauppa/catalog-pricing — the product model's price rules: final and special prices, grouped
 * and bundle prices, custom options, configurable variant selection, product load validation,
 * the add-to-cart price rule and price formatting (commerce-core §3–§5, §9; accounts-content §9).
 * @packageDocumentation
 */

export type {
  AssociatedSkusOptions,
  AttachAssociatedProductsOptions,
  SetupAssociatedProductsOptions,
} from './internal/associated.ts';
export { associatedSkus, attachAssociatedProducts, setupAssociatedProducts } from './internal/associated.ts';
export type { ProductCartRuleOptions } from './internal/cart-rules.ts';
export {
  assertProductPriceKnown,
  isProductPriceKnown,
  productCartErrors,
  toQuantity,
} from './internal/cart-rules.ts';
export type {
  BundleOptionSelection,
  CustomOptionSelection,
  GetBundleProductPriceOptions,
  GetCustomOptionPriceOptions,
  GetCustomOptionsPriceOptions,
  GetGroupedProductPriceOptions,
  PriceAmount,
} from './internal/composite-prices.ts';
export {
  getBundleProductPrice,
  getCustomOptionPrice,
  getCustomOptionsPrice,
  getGroupedProductPrice,
  validateBundleOptionQty,
} from './internal/composite-prices.ts';
export { parseCatalogDate } from './internal/dates.ts';
export {
  BundleOptionQtyError,
  CatalogError,
  GroupedProductWithoutLinksError,
  NoAvailableProductVariantsError,
  NoSuchConfigurationError,
  ProductLinkNotFoundError,
  ProductPriceUnknownError,
  ProductQueryEmptyError,
  RetiredEntryPointError,
  SearchKeyMissingError,
} from './internal/errors.ts';
export type { FormatDateOptions, FormatPriceOptions } from './internal/format.ts';
export { formatDate, formatPrice } from './internal/format.ts';
export type { CatalogMessage, MessageParams } from './internal/messages.ts';
export { catalogMessages } from './internal/messages.ts';
export { roundMoney } from './internal/money.ts';
export type {
  ConfigurableOptionsListOptions,
  OptionChoice,
  OptionSelector,
  SelectionOfOptions,
  VariantValueOptions,
} from './internal/option-selectors.ts';
export { configurableOptionsList, selectionOf, variantValue } from './internal/option-selectors.ts';
export type { GetProductPriceOptions, IsSpecialPriceActiveOptions, ProductPrice } from './internal/prices.ts';
export { getProductPrice, isSpecialPriceActive } from './internal/prices.ts';
export type {
  CreateProductLoaderOptions,
  FindProducts,
  LoadProductOptions,
  ProductLoader,
  ProductQuery,
  RequireSearchKeyOptions,
  ValidateLoadedProductOptions,
} from './internal/product-load.ts';
export { createProductLoader, requireSearchKey, validateLoadedProduct } from './internal/product-load.ts';
export type {
  AddToCartRequest,
  AddToCartRequestOptions,
  AvailableQuantityOptions,
  CheckQuantityOptions,
  PurchaseChoices,
  PurchasedProduct,
  PurchaseUnitPriceOptions,
} from './internal/purchase.ts';
export {
  addToCartRequest,
  availableQuantity,
  checkQuantity,
  initialChoices,
  purchaseUnitPrice,
} from './internal/purchase.ts';
export type { ShownStockItem, ShownStockOptions } from './internal/shown-stock.ts';
export { shownStock } from './internal/shown-stock.ts';
export type {
  CatalogBundleOption,
  CatalogBundleProductLink,
  CatalogConfigurableOption,
  CatalogCustomOption,
  CatalogProduct,
  CatalogProductLink,
  ConfigurableItemOption,
  ConfigurableOptionValue,
  CustomOptionPrice,
  Id,
  Money,
  ProductPrices,
  ProductVariant,
  StockInfo,
} from './internal/types.ts';
export type {
  ConfiguredProduct,
  ConfigureProductResult,
  FilterUnavailableVariantsOptions,
  FindConfigurableVariantOptions,
  VariantRuleOptions,
  VariantSelection,
} from './internal/variants.ts';
export {
  configureProduct,
  filterUnavailableVariants,
  findConfigurableVariant,
  isVariantAvailable,
} from './internal/variants.ts';
