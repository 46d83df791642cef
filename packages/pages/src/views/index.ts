/**
 * @kauppa/pages/views — the view models of the storefront's pages and components, free of any UI
 * framework: what the checkout steps, the cart lines and totals, the address book, the product
 * page and the category listing show, computed from the shop's state. A React, Vue or native
 * front end renders these instead of rewriting the rules.
 * @packageDocumentation
 */
export type { AddressFormValues } from './account.ts';
export {
  addressFormFields,
  addressFormValues,
  addressFromForm,
  addressLine,
  loginRequest,
  passwordChangeRequest,
  passwordResetAnswer,
  profileFormValues,
  registrationRequest,
} from './account.ts';
export type { CartLineView, CartLineViewOptions, CouponView, TotalsRow, TotalsRowsInput } from './cart.ts';
export { cartLineView, couponView, totalsRows } from './cart.ts';
export type {
  CheckoutCompletion,
  CheckoutCompletionInput,
  CheckoutForm,
  CheckoutPrefillEventsInput,
  CheckoutView,
  CheckoutViewInput,
  ShippingOption,
} from './checkout.ts';
export {
  checkoutAddressFields,
  checkoutCompletion,
  checkoutFieldUpdate,
  checkoutPrefillEvents,
  checkoutSteps,
  checkoutView,
  countryOptions,
  shippingMethodChoice,
} from './checkout.ts';
export type { CompareRow } from './compare.ts';
export { compareRows } from './compare.ts';
export type { FaqIndexCategory, PageMeta } from './content.ts';
export {
  aboutMeta,
  contactMeta,
  faqCategoryMeta,
  faqIndex,
  faqIndexMeta,
  faqQuestionJsonLd,
  faqQuestionMeta,
  homeMeta,
  placeholderPageTitle,
  placeholderPageTitles,
  requiresLogin,
  withoutLeadingHeading,
} from './content.ts';
export type { CardBar, LoyaltyCardView, MyReview, WishlistItemView } from './engagement.ts';
export { loyaltyCardView, myReviewsCollection, reviewSubmission, wishlistItemView } from './engagement.ts';
export type { HomeListsOf, HomePageData, HomePageDataInput, HomeSection } from './home.ts';
export { homePageData, homeSections } from './home.ts';
export type { LazyImageState } from './lazy-image.ts';
export { afterLazyImageError, lazyImageSource } from './lazy-image.ts';
export type {
  FilterChip,
  FilterGroupView,
  FilterPanelOptions,
  ListingPaging,
  ListingPagingInput,
  LoadedMore,
  PageLink,
} from './listing.ts';
export {
  appendPage,
  filterGroupsInOptionOrder,
  filterPanelView,
  freshListing,
  listingPaging,
} from './listing.ts';
export type {
  OrderDetailView,
  OrderFeedbackEmailInput,
  OrderHistoryRow,
  OrderLineView,
  OrderSuccessView,
  OrderTotalsRow,
} from './orders.ts';
export { orderDetailView, orderFeedbackEmail, orderHistoryRows, orderSuccessView } from './orders.ts';
export type { Crumb, ProductPageProduct, ProductPageView, ProductPageViewInput } from './product.ts';
export { pageTrail, productPageView } from './product.ts';
export type {
  BundleLinkView,
  BundleOptionView,
  CustomOptionView,
  PurchaseFormView,
  PurchaseFormViewInput,
  Surcharge,
} from './purchase.ts';
export { chooseBundleLink, purchaseFormView, setBundleQuantity, setCustomChoice } from './purchase.ts';
export type { DispatchOutcome, SearchPageRequest, SearchPanelState } from './routes.ts';
export {
  dispatchedPath,
  dispatchOutcome,
  searchPanelResults,
  searchPanelSize,
  searchPanelState,
  searchPath,
  searchRequest,
} from './routes.ts';
export type { BrandStore, MapStyle, StoreMapView } from './store-map.ts';
export { defaultMapStyle, storeMapView } from './store-map.ts';
