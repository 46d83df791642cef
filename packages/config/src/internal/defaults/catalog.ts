import type { ShopConfig } from '../schema.ts';

/**
 * The default `catalog` section: listing switches, sizes, sorts, price ranges and thumbnails
 * (commerce-core §1, §9; accounts-content §7, §9). `defaultShopConfig` holds this very object; it
 * has its own module so a browser bundle that reads only this section carries only it
 * (issue 20.1).
 */
export const defaultCatalogConfig: ShopConfig['catalog'] = {
  // commerce-core §1: out-of-stock products are listed; zero-price products allowed; price tiers off.
  listOutOfStockProducts: true,
  zeroPriceProductsAllowed: true,
  usePriceTiers: false,
  preventConfigurableChildrenDirectAccess: true,
  // commerce-core §9: category fetch size 4000 (1000 in the category module), position asc.
  categoryFetchSize: 4000,
  categoryModuleQuerySize: 1000,
  categorySort: 'position:asc',
  attributeListSize: 150,
  productPageSize: 50,
  searchDefaultSize: 50,
  // commerce-core §9: default sort sort_qty descending — the retail group's own field, indexed only
  // with its mapping (docs/platform/README.md); where the index lacks it, listings fall back to
  // `fallbackSort`, the platform client's default (vue-storefront 1.12 config/default.json
  // `products.defaultSortBy`: updated_at desc).
  defaultSort: 'sort_qty:desc',
  fallbackSort: 'updated_at:desc',
  // The fields are the platform index's (issue 27.6): the price sorts sort by the indexed
  // `final_price` (vue-storefront 1.12 `products.sortByAttributes`; `final_price_incl_tax` is
  // computed in answers only), the quantity sorts by `stock.qty` (mage2vuestorefront's stock item).
  sortOptions: [
    { label: 'Latest', value: 'updated_at:desc' },
    { label: 'Price: Low to high', value: 'final_price:asc' },
    { label: 'Price: High to low', value: 'final_price:desc' },
    { label: 'Quantity: Low to high', value: 'stock.qty:asc' },
    { label: 'Quantity: High to low', value: 'stock.qty:desc' },
  ],
  priceRanges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
  // The index field of the price filter and facet (vue-storefront-api 1.12 config/default.json
  // `products.priceFilterKey`). mage2vuestorefront indexes Magento's prices without tax, so the
  // gross ranges the shopper sees are converted with the rate of `priceTaxClassId` (Magento's
  // "Taxable Goods", 2) in the store's tax country; `priceIndexIncludesTax` turns that off.
  priceFilterKey: 'final_price',
  priceIndexIncludesTax: false,
  priceTaxClassId: 2,
  systemFilterNames: ['sort', 'page', 'category_ids'],
  filterAggregationSize: 10,
  maxFilterQuerySize: 999,
  // commerce-core §5: lists of 200 or more entries are de-duplicated through a Set.
  dedupThreshold: 200,
  paginationPages: 3,
  // accounts-content §7/§9: home lists of 8 and 6, created_at desc, visibility 2,3,4, status 0,1.
  homeLists: {
    largeSize: 8,
    smallSize: 6,
    visibility: [2, 3, 4],
    status: [0, 1],
    sort: 'created_at:desc',
    minStockQty: 0,
  },
  thumbnails: {
    cart: { width: 150, height: 150 },
    productList: { width: 310, height: 300 },
    gallery: { width: 889, height: 889 },
    other: { width: 240, height: 240 },
  },
};
