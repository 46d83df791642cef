/**
 * commerce-core §8 "Query and catalogue errors", §5 (default tax country, bundle quantities,
 * single-product lookup), §4 (retired entry points) and the search transport.
 */
export const queryMessages = {
  productQueryEmpty: 'Product query returned empty result',
  categoryQueryEmpty: 'Category query returned empty result {key} = {value}',
  groupedProductWithoutLinks: 'Product with type grouped has no product_links set!',
  productLinkNotFound: 'Product link not found',
  noEntityTypeRegistered: 'No entity type registered for {type}',
  noProductsSynchronized: 'No products synchronized for this category. Please come back while online!',
  setDefaultTaxCountry: 'No country given for the totals. Please set the default tax country.',
  // Our wording for rules commerce-core §4/§5 describe without quoting a text.
  bundleOptionQtyNegative: 'Bundle option quantity must be 0 or more',
  searchKeyMissing: 'Please provide the search key {key} for the single-product lookup',
  entryPointRetired: '{name} is retired, use loadProduct instead',
  searchFailed: 'Search request failed with code {code}',
  graphqlNoQuery: 'The GraphQL search has no query for {type}',
  graphqlCannotExpress: 'The GraphQL search cannot express {what} of a {type} query',
  graphqlFailed: 'The GraphQL search failed: {message}',
  graphqlUnsupported:
    'The GraphQL search cannot serve {feature} ({what}) on Elasticsearch {version}: {reason}. Set api.searchAdapter to "api", or name the feature in api.graphqlFallback to serve it through the catalogue search',
  graphqlUnknownFeature: 'api.graphqlFallback names an unknown feature {feature}',
} as const;
