import { defaultShopConfig } from '@kauppa/config';
import { buildAggregations, buildProductQuery } from '@kauppa/search-query';
import {
  buildSchema,
  type DocumentNode,
  execute,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { brands, indexName } from '../catalog/brands.ts';
import type { ShopContext } from '../context.ts';
import { QueryError, type SearchAnswer, SearchRefusal } from '../search/engine.ts';
import {
  boundedAnswer,
  checkShape,
  defaultGraphqlLimits,
  type GraphqlLimits,
  overBound,
  queryCost,
} from './graphql-limits.ts';
import { catalogExtension, platformSchema } from './graphql-schema.ts';

type Doc = Record<string, unknown>;
type Clause = Record<string, unknown>;

const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** vue-storefront-api's range operators (storefront-query-builder `rangeOperators`), as the engine reads them. */
const rangeOperators: Readonly<Record<string, string>> = {
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  moreq: 'gte',
  from: 'gte',
  to: 'lte',
};

/** The platform's config the reference server answers with: Kauppa's defaults. */
const config = defaultShopConfig;

/**
 * The platform's `products.filterFieldMapping` / `priceFilterKey` for the reference index: the
 * price filter is on `final_price`, the price the index holds (vue-storefront-api config/default.json
 * `priceFilterKey`; `final_price_incl_tax` is computed in answers only, issue 27.6).
 */
const filterFieldMapping: Readonly<Record<string, string>> = { price: config.catalog.priceFilterKey };
const filterField = (attribute: string) => filterFieldMapping[attribute] ?? attribute;

/** The filter of a GraphQL query, read as the platform reads it (storefront-query-builder `buildQueryBodyFromFilterObject`). */
interface ReadFilter {
  filter: Clause[];
  mustNot: Clause[];
  /** Catalog-scoped conditions: a simple product's own value, or a configurable product's `_options`. */
  catalog: Array<{ attribute: string; value: Doc }>;
  /** Fields to aggregate (every catalog-scoped field). */
  aggregate: string[];
}

/**
 * Reads a GraphQL filter object: each top-level key is one condition; nested objects are a dotted
 * path (`{ configurable_children: { color: { in } } }` → `configurable_children.color`), the last
 * nested one winning; `scope: 'catalog'` puts the condition in the catalog group and aggregates
 * the field; `eq`/`in` are terms (`null`: exists), `neq`/`nin` must-not terms (`null`: missing),
 * range operators a range.
 */
function readFilter(filter: unknown): ReadFilter {
  const out: ReadFilter = { filter: [], mustNot: [], catalog: [], aggregate: [] };
  if (!isObject(filter)) return out;
  const nested = (attribute: string, value: unknown): { attribute: string; value: unknown } => {
    let found = { attribute, value };
    if (!isObject(value)) return found;
    for (const [key, inner] of Object.entries(value)) {
      if (isObject(inner)) found = nested(`${attribute}.${key}`, inner);
    }
    return found;
  };
  for (const [key, raw] of Object.entries(filter)) {
    if (raw === null || raw === undefined) continue;
    const { attribute, value: found } = nested(key, raw);
    const value: Doc = isObject(found) ? { ...found } : { in: [found] };
    const scope = value.scope;
    delete value.scope;
    const catalog = scope === 'catalog' || (Array.isArray(scope) && scope.includes('catalog'));
    if (catalog) {
      out.aggregate.push(attribute);
      if (Object.keys(value).length > 0) out.catalog.push({ attribute, value });
      continue;
    }
    const operators = Object.keys(value);
    if (operators.length === 0) continue;
    if (operators.every((op) => op in rangeOperators)) {
      const range: Doc = {};
      for (const op of operators) range[rangeOperators[op]!] = value[op];
      out.filter.push({ range: { [attribute]: range } });
      continue;
    }
    const operator = operators[0]!;
    const first = value[operator];
    const values = first === null ? null : Array.isArray(first) ? first : [first];
    if (operator === 'eq' || operator === 'in') {
      out.filter.push(
        values === null ? { exists: { field: attribute } } : { terms: { [attribute]: values } },
      );
    } else if (operator === 'neq' || operator === 'nin') {
      out.mustNot.push(
        values === null ? { exists: { field: attribute } } : { terms: { [attribute]: values } },
      );
    } else {
      throw new GraphQLError(`Unsupported filter operator "${operator}" on ${attribute}`);
    }
  }
  return out;
}

/** The catalog group: (own values) OR (`_options` values of a configurable product). */
function catalogClause(catalog: ReadFilter['catalog']): Clause | undefined {
  if (catalog.length === 0) return undefined;
  const side = (suffix: string) =>
    catalog.map(({ attribute, value }) => {
      const operators = Object.keys(value);
      if (operators.some((op) => op in rangeOperators)) {
        const range: Doc = {};
        for (const op of operators) if (op in rangeOperators) range[rangeOperators[op]!] = value[op];
        return { range: { [attribute === 'price' ? filterField('price') : attribute]: range } };
      }
      const first = value[operators[0]!];
      const values = Array.isArray(first) ? first : [first];
      return { terms: { [suffix === '' ? filterField(attribute) : attribute + suffix]: values } };
    });
  return {
    bool: {
      should: [
        { bool: { filter: side('') } },
        { bool: { filter: [...side('_options'), { match: { type_id: 'configurable' } }] } },
      ],
      minimum_should_match: 1,
    },
  };
}

function sortOf(sort: unknown): string | undefined {
  if (!isObject(sort)) return undefined;
  const parts = Object.entries(sort)
    .filter(([, dir]) => dir === 'ASC' || dir === 'DESC')
    .map(([field, dir]) => `${field}:${String(dir).toLowerCase()}`);
  return parts.length > 0 ? parts.join(',') : undefined;
}

function paging(pageSize: unknown, currentPage: unknown): { from: number; size: number } {
  const size = Number(pageSize);
  const page = Number(currentPage);
  if (!Number.isInteger(size) || size < 1) throw new GraphQLError(`pageSize must be a positive integer`);
  if (!Number.isInteger(page) || page < 1) throw new GraphQLError(`currentPage must be a positive integer`);
  return { from: (page - 1) * size, size };
}

/** Where the request runs: the index of the store code in the URL, else the default index. */
interface Scope {
  ctx: ShopContext;
  index: string;
  brand: string;
}

function searchIn(
  scope: Scope,
  entity: string,
  body: Doc,
  source: { include?: unknown; exclude?: unknown } = {},
) {
  const collection = scope.ctx.catalog.collection(scope.brand, entity);
  if (!collection) throw new GraphQLError(`No entity type registered for ${entity}`);
  const list = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.map(String) : undefined);
  try {
    const answer = collection.search(body, {
      sourceInclude: list(source.include),
      sourceExclude: list(source.exclude),
    });
    for (const hit of answer.hits.hits) hit._index = scope.index;
    return answer;
  } catch (error) {
    if (error instanceof QueryError) throw new GraphQLError(error.message);
    // Elasticsearch's refusal reaches the resolver as the search client's error: `[type] reason`.
    if (error instanceof SearchRefusal) {
      const [cause] = error.error.root_cause as Array<{ type: string; reason: string }>;
      throw new GraphQLError(`[${cause?.type}] ${cause?.reason}`);
    }
    throw error;
  }
}

const total = (answer: SearchAnswer) => answer.hits.total.value;

/** An entity search of the non-product queries: filters, sort and a page. */
function entityBody(read: ReadFilter, from: number, size: number, sort?: string): Doc {
  const bool: Doc = {};
  if (read.filter.length > 0) bool.filter = read.filter;
  if (read.mustNot.length > 0) bool.must_not = read.mustNot;
  const body: Doc = { query: { bool }, from, size };
  if (sort) {
    body.sort = sort.split(',').map((part) => {
      const [field, dir] = part.split(':');
      return { [field!]: { order: dir } };
    });
  }
  return body;
}

/** The resolvers (vue-storefront-api src/graphql/elasticsearch/*\/resolver.js). */
const root = {
  products(args: Doc, scope: Scope) {
    const read = readFilter(args.filter);
    const { from, size } = paging(args.pageSize, args.currentPage);
    const text = typeof args.search === 'string' ? args.search : '';
    const catalog = catalogClause(read.catalog);
    const sort = sortOf(args.sort);
    // The platform builds its text query and min_score from its config; the reference server's
    // config is Kauppa's, so the same builder gives the same query as the `api` adapter's.
    const body = buildProductQuery({
      text,
      filterClauses: [...read.filter, ...(catalog ? [catalog] : [])],
      from,
      size,
      ...(sort ? { sort } : {}),
      config,
    }) as unknown as Doc;
    if (!sort) delete body.sort;
    const bool = (
      isObject(body.query) && isObject(body.query.function_score)
        ? (body.query.function_score as Doc).query
        : body.query
    ) as Doc;
    if (read.mustNot.length > 0) (bool.bool as Doc).must_not = read.mustNot;
    if (read.aggregate.length > 0) body.aggs = buildAggregations({ attributes: read.aggregate, config });
    const answer = searchIn(scope, 'product', body, {
      include: args._sourceInclude,
      exclude: args._sourceExclude,
    });
    return {
      items: answer.hits.hits.map((hit) => ({ ...(hit._source as Doc), _score: hit._score })),
      total_count: total(answer),
      aggregations: answer.aggregations ?? null,
      sort_fields: sort
        ? { options: sort.split(',').map((s) => ({ label: s.split(':')[0], value: s.split(':')[0] })) }
        : {},
      page_info: { page_size: size, current_page: from / size + 1 },
    };
  },
  categories(args: Doc, scope: Scope) {
    const read = readFilter(args.filter);
    if (typeof args.search === 'string' && args.search !== '')
      throw new GraphQLError('A text search of categories is not supported');
    const { from, size } = paging(args.pageSize, args.currentPage);
    return searchIn(scope, 'category', entityBody(read, from, size, sortOf(args.sort)), {
      include: args._sourceInclude,
    });
  },
  customAttributeMetadata(args: Doc, scope: Scope) {
    // attribute/resolver.js: pageSize 150.
    return searchIn(scope, 'attribute', entityBody(readFilter(args.attributes), 0, 150), {
      include: args._sourceInclude,
    });
  },
  taxrule(args: Doc, scope: Scope) {
    // taxrule/resolver.js: pageSize 150.
    return searchIn(scope, 'taxrule', entityBody(readFilter(args.filter), 0, 150));
  },
  cmsPages: (args: Doc, scope: Scope) => cms(args, scope, 'cms_page'),
  cmsBlocks: (args: Doc, scope: Scope) => cms(args, scope, 'cms_block'),
  cmsHierarchies: (args: Doc, scope: Scope) => cms(args, scope, 'cms_hierarchy'),
};

/** cms/resolver.js: pageSize 200, the engine's body with `items` (each `_source`). */
function cms(args: Doc, scope: Scope, entity: string) {
  const answer = searchIn(scope, entity, entityBody(readFilter(args.filter), 0, 200));
  return {
    ...answer,
    // Magento names a CMS page's id `page_id` (the CmsPages type's field).
    items: answer.hits.hits.map((hit) => {
      const doc = hit._source as Doc;
      return entity === 'cms_page' && doc.page_id === undefined ? { ...doc, page_id: doc.id } : doc;
    }),
  };
}

/** The schema: the platform's, with the catalogue's fields as an extension (built once per app). */
function schemaFor(ctx: ShopContext): GraphQLSchema {
  const docs = (entity: string) =>
    brands.flatMap((b) => [...(ctx.catalog.collection(b.id, entity)?.docs ?? [])]);
  const extension = catalogExtension({
    product: docs('product'),
    category: docs('category'),
    taxrule: docs('taxrule'),
    attribute: docs('attribute'),
    cms: [...docs('cms_page'), ...docs('cms_block'), ...docs('cms_hierarchy')],
  });
  return buildSchema(`${platformSchema}\n${extension}`);
}

/** The store views the reference server reads from `/graphql/{storeCode}/`: the default brand's views, and every index name. */
function indexOfStore(ctx: ShopContext, storeCode: string | undefined): string | undefined {
  const main = brands[0]!;
  if (!storeCode) return `kauppa_${main.id}`;
  if (main.views.includes(storeCode)) return indexName(main.id, storeCode);
  return ctx.catalog.indexes.has(storeCode) ? storeCode : undefined;
}

/**
 * `POST /graphql` and `POST /graphql/{storeCode}/` as vue-storefront-api 1.12 serves them
 * (apollo-server-express over its `src/graphql/` schema and resolvers): the body is
 * `{ query, variables, operationName }`; a query that does not parse or validate answers 400 with
 * `{ errors }`, a resolver error 200 with `{ data, errors }`. The index comes from the store code
 * in the URL (`mapping.js` getIndexName), else the default index. The arguments are read into the
 * server's own search the way the platform's query builder reads them.
 */
export function graphqlRoutes(
  app: Hono,
  ctx: ShopContext,
  limits: GraphqlLimits = defaultGraphqlLimits,
  allowOrigin: (origin: string | undefined) => string | null = () => null,
): void {
  let schema: GraphQLSchema | undefined;
  const documents = new Map<string, DocumentNode>();
  const handle = async (c: Context) => {
    schema ??= schemaFor(ctx);
    const storeCode = c.req.param('storeCode');
    const index = indexOfStore(ctx, storeCode);
    const brand = index === undefined ? undefined : ctx.catalog.indexes.get(index);
    if (index === undefined || brand === undefined)
      return c.json({ errors: [{ message: `No store view "${storeCode}"` }] }, 400);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ errors: [{ message: 'The POST body is not JSON' }] }, 400);
    }
    if (!isObject(body) || typeof body.query !== 'string')
      return c.json({ errors: [{ message: 'Must provide query string.' }] }, 400);
    if (body.variables !== undefined && body.variables !== null && !isObject(body.variables))
      return c.json({ errors: [{ message: 'Variables must be an object.' }] }, 400);
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const variables = (body.variables as Doc | undefined) ?? {};
    // What the request may cost is bounded before it runs (issue 29.1, graphql-limits.ts).
    const refuse = (error: GraphQLError) => c.json({ errors: [error.toJSON()] }, 400);
    let document = documents.get(body.query);
    const known = document !== undefined;
    if (!document) {
      try {
        document = parse(body.query, { maxTokens: limits.maxTokens });
      } catch (error) {
        const message = (error as Error).message;
        if (/more than \d+ tokens/.test(message))
          return refuse(overBound('tokens', limits, limits.maxTokens + 1, 'lexical tokens, at least'));
        return c.json({ errors: [{ message }] }, 400);
      }
    }
    // Before validation: its overlapping-fields rule is quadratic in the aliases of a field.
    const shape = checkShape(document, operationName, limits);
    if (shape) return refuse(shape);
    if (!known) {
      const invalid = validate(schema, document);
      if (invalid.length > 0) return c.json({ errors: invalid.map((e) => e.toJSON()) }, 400);
      if (documents.size < 100) documents.set(body.query, document);
    }
    const cost = queryCost(schema, document, operationName, variables, limits);
    if ('error' in cost) return refuse(cost.error);
    const scope: Scope = { ctx, index, brand };
    const result = await execute({
      schema,
      document,
      rootValue: root,
      contextValue: scope,
      variableValues: variables,
      operationName,
    });
    const answer = boundedAnswer(result, limits);
    if ('error' in answer) return refuse(answer.error);
    // apollo-server 1.x: no data at all (bad variables) is a 400; resolver errors travel with data.
    return c.body(answer.json, result.data === undefined ? 400 : 200, {
      'Content-Type': 'application/json',
    });
  };
  // The browser posts JSON from the storefront's origin: a preflighted CORS request (the
  // storefront origins only, issue 29.8).
  const allow = cors({
    origin: allowOrigin,
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
  });
  app.use('/graphql', allow);
  app.use('/graphql/*', allow);
  app.post('/graphql', handle);
  app.post('/graphql/', handle);
  app.post('/graphql/:storeCode', handle);
  app.post('/graphql/:storeCode/', handle);
}
