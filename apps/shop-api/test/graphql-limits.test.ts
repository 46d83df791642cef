import { afterAll, describe, expect, it } from 'vitest';
import { createShopApiApp } from '../src/index.ts';

/**
 * What one `POST /graphql` may cost (issue 29.1): one unauthenticated 5 KB request with 100 aliases
 * of `products(pageSize: 10000)` answered 403 MB after 19 s. Each bound is checked before any
 * resolver runs, and a request over one answers 400 with a GraphQL error naming it:
 * `{ errors: [{ message, extensions: { code, bound, limit } }] }` and no `data`.
 */

const app = createShopApiApp({ batteryProducts: 200 });
afterAll(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely; expect checks their shape
type Json = any;
type Answer = {
  data?: Json;
  errors?: Array<{ message: string; extensions?: { code?: string; bound?: string; limit?: number } }>;
};

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await app.fetch(
    new Request('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const text = await response.text();
  return { status: response.status, bytes: text.length, body: JSON.parse(text) as Answer };
}

/** The storefront's own products document (`@kauppa/search-query` graphql-query.ts). */
const storefrontProducts = `query products($filter: ProductFilterInput, $search: String, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $_sourceInclude: [String], $_sourceExclude: [String]) {
  products(filter: $filter, search: $search, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, _sourceInclude: $_sourceInclude, _sourceExclude: $_sourceExclude) { items total_count aggregations } }`;

const refusedFor = (body: Answer, bound: string) => {
  expect(body.data).toBeUndefined();
  expect(body.errors).toHaveLength(1);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_OVER_BOUND', bound });
  expect(body.errors?.[0]?.message).toContain(`"${bound}" bound`);
};

describe('GraphQL amplification: the cost of a request is bounded before it runs (issue 29.1)', () => {
  it('refuses the 100-alias products(pageSize: 10000) request without running it: a small answer naming the aliases bound', async () => {
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `a${i}: products(pageSize: 10000) { items total_count }`,
    ).join('\n');
    const { status, bytes, body } = await gql(`{ ${aliases} }`);
    expect(status).toBe(400);
    refusedFor(body, 'aliases');
    expect(body.errors?.[0]?.extensions?.limit).toBe(10);
    expect(bytes).toBeLessThan(1000);
  });

  it('refuses a pageSize over the bound, from the query or from a variable', async () => {
    const literal = await gql('{ products(pageSize: 10000) { total_count } }');
    expect(literal.status).toBe(400);
    refusedFor(literal.body, 'pageSize');
    expect(literal.body.errors?.[0]?.extensions?.limit).toBe(4000);
    const variable = await gql(storefrontProducts, { pageSize: 4001 });
    refusedFor(variable.body, 'pageSize');
  });

  it('refuses a few aliases whose estimated cost (rows × selected fields) is over the bound', async () => {
    const aliases = Array.from({ length: 5 }, (_, i) => `a${i}: products(pageSize: 1000) { items }`).join(
      ' ',
    );
    const { status, body } = await gql(`{ ${aliases} }`);
    expect(status).toBe(400);
    refusedFor(body, 'cost');
  });

  it('refuses nesting deeper than the bound before validating it', async () => {
    const deep = `{ products { ${'page_info { '.repeat(12)}page_size${' }'.repeat(12)} } }`;
    const { status, body } = await gql(deep);
    expect(status).toBe(400);
    refusedFor(body, 'depth');
  });

  it('refuses a fragment that multiplies its fields (fragments expanded, the walk stops at the bound)', async () => {
    const levels = 12;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment f${i} on Products { total_count }`
        : `fragment f${i} on Products { ...f${i + 1} ...f${i + 1} total_count }`,
    ).join('\n');
    const { status, body } = await gql(`{ products(pageSize: 1) { ...f0 } }\n${fragments}`);
    expect(status).toBe(400);
    refusedFor(body, 'selections');
  });

  it('refuses a query text of more lexical tokens than the bound', async () => {
    const { status, body } = await gql(
      `{ products(pageSize: 1) { total_count ${'total_count '.repeat(2100)}} }`,
    );
    expect(status).toBe(400);
    refusedFor(body, 'tokens');
  });

  it('refuses an answer larger than its bound (a server with a small answer bound)', async () => {
    const small = createShopApiApp({ batteryProducts: 50, graphqlLimits: { maxAnswerBytes: 10_000 } });
    try {
      const response = await small.fetch(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ products(pageSize: 50) { items } }' }),
        }),
      );
      expect(response.status).toBe(400);
      refusedFor((await response.json()) as Answer, 'answerBytes');
    } finally {
      small.close();
    }
  });

  it("still answers the storefront's queries: a listing page, the category filter query (999 rows, no documents), the category tree", async () => {
    const listing = await gql(storefrontProducts, { pageSize: 50, currentPage: 1, search: '' });
    expect(listing.status).toBe(200);
    expect(listing.body.errors).toBeUndefined();
    expect(listing.body.data.products.items.length).toBeGreaterThan(0);
    const filters = await gql(storefrontProducts, { pageSize: 999, _sourceExclude: ['*'] });
    expect(filters.status).toBe(200);
    expect(filters.body.errors).toBeUndefined();
    const tree = await gql('query categories($pageSize: Int) { categories(pageSize: $pageSize) { hits } }', {
      pageSize: 4000,
    });
    expect(tree.status).toBe(200);
    expect(tree.body.errors).toBeUndefined();
  });
});
