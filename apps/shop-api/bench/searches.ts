/**
 * What the benches search: misspelt shopper words and the storefront's fuzzy product search
 * document (function_score over a multi_match with fuzziness 2, commerce-core §9).
 */

/** Misspelt search words, as shoppers type them. */
export const words = [
  'duracel',
  'alkaliparsto',
  'varta longlife',
  'akkulatur',
  'power bnk',
  'energiser aa',
  'käynistysakku',
  'ctek mxs',
];

/** The fuzzy product search document of one text. */
export const fuzzySearch = (text: string) => ({
  query: {
    function_score: {
      query: {
        bool: {
          filter: [{ terms: { visibility: [3, 4] } }, { terms: { status: [0, 1] } }],
          must: {
            multi_match: {
              query: text,
              fields: ['name^4', 'sku^3', 'short_description^2', 'description', 'category.name'],
              fuzziness: 2,
              prefix_length: 1,
              max_expansions: 3,
              operator: 'or',
              minimum_should_match: '75%',
              tie_breaker: 1,
            },
          },
        },
      },
      functions: [{ filter: { range: { 'stock.qty': { gt: 0 } } }, weight: 2 }],
      score_mode: 'multiply',
      boost_mode: 'multiply',
      max_boost: 100,
      min_score: 0.02,
    },
  },
  size: 50,
});
