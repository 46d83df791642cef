import type { ShopConfig } from '@kauppa/config';
import {
  buildAggregations,
  optionsSuffix,
  rangeAggregationPrefix,
  termsAggregationPrefix,
} from './aggregations.ts';
import { SearchQueryError, searchQueryMessages } from './errors.ts';
import type { QueryClause, QueryDocument } from './types.ts';

/**
 * The translation of a query document into the platform's GraphQL variables (vue-storefront-api
 * 1.12 `src/graphql/elasticsearch/{entity}/schema.graphqls`, read by its `queryBuilder.ts` through
 * storefront-query-builder's `buildQueryBodyFromFilterObject`):
 *
 * - a filter is an object keyed by field; a dotted field (`configurable_children.color`,
 *   `stock.qty`) is nested objects, read back as the dotted path; each top-level key carries ONE
 *   condition (the platform keeps only the last nested one);
 * - a condition is `{ eq }` / `{ in }` (terms; `eq: null` is "the field exists"), `{ neq }` /
 *   `{ nin }` (must not; `neq: null` is "the field is missing"), or range operators
 *   (`gt`/`gte`/`lt`/`lte`, declared as String);
 * - `scope: 'catalog'` makes a condition match a simple product's own value or a configurable
 *   product's `{field}_options`, and asks for the field's aggregations (`agg_terms_{field}`,
 *   `agg_terms_{field}_options`, `agg_range_price`), sized and ranged by the platform's config;
 * - `search` is the text (the platform scores it by its own config), `sort` one `{ field: ASC|DESC }`
 *   (an input object: GraphQL reads its fields in the schema's order, so one field only),
 *   `pageSize`/`currentPage` the page, `_sourceInclude`/`_sourceExclude` the fields.
 *
 * What the arguments cannot carry raises "The GraphQL search cannot express {what} of a {type}
 * query"; nothing is dropped.
 */

/** What one entity type's GraphQL query takes and answers. */
export interface GraphqlEntity {
  /** The query field of the platform's schema. */
  readonly field: string;
  /** The GraphQL document sent. */
  readonly document: string;
  /** The name of the filter argument. */
  readonly filterArg: 'filter' | 'attributes';
  /** The filter argument is required (`AttributeInput!`). */
  readonly filterRequired?: boolean;
  /** How the answer reads: `products` `{items,total_count,aggregations}`, `es` `{hits}`. */
  readonly answer: 'products' | 'es';
  readonly search?: boolean;
  readonly sort?: boolean;
  /** `pageSize`/`currentPage` are arguments; else the platform's resolver uses `fixedPageSize`. */
  readonly paging?: boolean;
  readonly fixedPageSize?: number;
  readonly sourceInclude?: boolean;
  readonly sourceExclude?: boolean;
  readonly aggregations?: boolean;
}

/**
 * The entity types the platform's GraphQL schema has a query for, with its arguments. Its CMS
 * queries are not used: the shipped cms resolver searches a `cms` type the platform does not index
 * (vue-storefront-api 1.12.5 cms/resolver.js; issue 27.9).
 */
export const graphqlEntities: Readonly<Record<string, GraphqlEntity>> = {
  product: {
    field: 'products',
    document:
      'query products($filter: ProductFilterInput, $search: String, $pageSize: Int, $currentPage: Int, $sort: ProductSortInput, $_sourceInclude: [String], $_sourceExclude: [String]) { products(filter: $filter, search: $search, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, _sourceInclude: $_sourceInclude, _sourceExclude: $_sourceExclude) { items total_count aggregations } }',
    filterArg: 'filter',
    answer: 'products',
    search: true,
    sort: true,
    paging: true,
    sourceInclude: true,
    sourceExclude: true,
    aggregations: true,
  },
  category: {
    field: 'categories',
    document:
      'query categories($filter: CategoryFilterInput, $pageSize: Int, $currentPage: Int, $sort: CategorySortInput, $_sourceInclude: [String]) { categories(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, _sourceInclude: $_sourceInclude) { hits } }',
    filterArg: 'filter',
    answer: 'es',
    sort: true,
    paging: true,
    sourceInclude: true,
  },
  attribute: {
    field: 'customAttributeMetadata',
    document:
      'query customAttributeMetadata($attributes: AttributeInput!, $_sourceInclude: [String]) { customAttributeMetadata(attributes: $attributes, _sourceInclude: $_sourceInclude) { hits } }',
    filterArg: 'attributes',
    filterRequired: true,
    answer: 'es',
    // vue-storefront-api src/graphql/elasticsearch/attribute/resolver.js: pageSize 150.
    fixedPageSize: 150,
    sourceInclude: true,
  },
  taxrule: {
    field: 'taxrule',
    document: 'query taxrule($filter: TaxRuleInput) { taxrule(filter: $filter) { hits } }',
    filterArg: 'filter',
    answer: 'es',
    // taxrule/resolver.js: pageSize 150.
    fixedPageSize: 150,
  },
};

/** One condition of the platform's `FilterTypeInput`. */
type Condition = Record<string, unknown>;

/** The translated search: the variables, and how to read the answer. */
export interface GraphqlSearch {
  entity: GraphqlEntity;
  variables: Record<string, unknown>;
  /** The aggregation names the query asked for (the platform may answer more). */
  aggregationNames: string[];
  /** The dotted fields the filter argument has a condition on. */
  filterPaths: string[];
  /** The fields of the sort argument. */
  sortFields: string[];
  /**
   * With the platform's fixed page size (`page`): the slice of the answer the query asked for.
   * Reaching past `page` is only possible when the answer shows there is no more.
   */
  slice?: { from: number; size: number; page: number };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const rangeOperators = ['gt', 'gte', 'lt', 'lte'] as const;

/** Translates a query document of `type` into the platform's GraphQL variables. */
export function toGraphqlSearch(type: string, query: QueryDocument, config: ShopConfig): GraphqlSearch {
  const entity = graphqlEntities[type];
  if (!entity) throw new SearchQueryError(searchQueryMessages.graphqlNoQuery, { type });
  const cannot = (what: string): never => {
    throw new SearchQueryError(searchQueryMessages.graphqlCannotExpress, { what, type });
  };

  for (const key of Object.keys(query)) {
    if (!['query', 'sort', 'from', 'size', '_source', 'aggs', 'min_score'].includes(key)) cannot(`"${key}"`);
  }

  const conditions = new Map<string, Condition>();
  const put = (path: string, condition: Condition) => {
    const seen = conditions.get(path);
    if (!seen) {
      conditions.set(path, condition);
      return;
    }
    // Two ranges of one field merge ({ gte } and { lt }); anything else cannot share a field.
    const ranges = (c: Condition) =>
      Object.keys(c).every((k) => (rangeOperators as readonly string[]).includes(k));
    if (ranges(seen) && ranges(condition) && Object.keys(condition).every((k) => !(k in seen))) {
      Object.assign(seen, condition);
      return;
    }
    cannot(`two conditions on ${path}`);
  };

  const single = (clause: Record<string, unknown>, name: string): [string, unknown] => {
    const entries = Object.entries(clause).filter(([k]) => k !== 'boost');
    if (entries.length !== 1) cannot(`a ${name} clause on ${entries.length} fields`);
    return entries[0] as [string, unknown];
  };
  const termValue = (value: unknown): unknown => (isObject(value) && 'value' in value ? value.value : value);

  let search = '';
  const positive = (clause: QueryClause) => {
    const [kind, body] = single(clause, 'query');
    if (kind === 'term' && isObject(body)) {
      const [field, value] = single(body, 'term');
      put(field, { eq: termValue(value) });
    } else if (kind === 'terms' && isObject(body)) {
      const [field, values] = single(body, 'terms');
      if (!Array.isArray(values)) cannot(`terms on ${field} without a list`);
      put(field, { in: [...(values as unknown[])] });
    } else if (kind === 'range' && isObject(body)) {
      const [field, range] = single(body, 'range');
      if (!isObject(range)) return cannot(`the range on ${field}`);
      const condition: Condition = {};
      for (const [op, value] of Object.entries(range)) {
        if (!(rangeOperators as readonly string[]).includes(op)) cannot(`"${op}" in the range on ${field}`);
        // FilterTypeInput declares the range operators as String; the search engine reads "50" as 50.
        condition[op] = String(value);
      }
      put(field, condition);
    } else if (kind === 'exists' && isObject(body) && typeof body.field === 'string') {
      put(body.field, { eq: null });
    } else if (kind === 'multi_match' && isObject(body) && entity.search) {
      if (search !== '') cannot('two text searches');
      search = String(body.query ?? '').trim();
      if (search === '') cannot('an empty text search');
    } else if (kind === 'match_all') {
      // Matches everything: no condition.
    } else if (kind === 'bool' && isObject(body) && textQuery(body) !== undefined) {
      positive({ multi_match: textQuery(body) } as QueryClause);
    } else if (kind === 'bool' && isObject(body)) {
      nested(body);
    } else {
      cannot(`a ${kind} clause`);
    }
  };
  /**
   * The text part of a product search (`productTextQuery`: the fuzzy multi_match or an sku, the
   * parent's or a child's) is the platform's `search` argument: its products resolver searches the
   * text and the skus the same way (storefront-query-builder's text query).
   */
  const textQuery = (bool: Record<string, unknown>): Record<string, unknown> | undefined => {
    const should = list(bool.should);
    if (Object.keys(bool).some((key) => key !== 'should' && key !== 'minimum_should_match')) return undefined;
    const [text, skus] = should;
    if (should.length !== 2 || !isObject(text?.multi_match) || !isObject(skus?.bool)) return undefined;
    const query = String(text.multi_match.query ?? '');
    const skuClauses = list(skus.bool.should);
    const skuQuery = (clause: QueryClause | undefined) =>
      JSON.stringify(Object.values(isObject(clause?.match_phrase) ? clause.match_phrase : {})[0]);
    const isSkuPart =
      skuClauses.length === 3 &&
      isObject(skuClauses[0]?.terms) &&
      skuQuery(skuClauses[1]) === JSON.stringify({ query, boost: 1 }) &&
      skuQuery(skuClauses[2]) === JSON.stringify({ query, boost: 1 });
    return isSkuPart ? text.multi_match : undefined;
  };
  const negative = (clause: QueryClause) => {
    const [kind, body] = single(clause, 'query');
    if (kind === 'term' && isObject(body)) {
      const [field, value] = single(body, 'term');
      put(field, { neq: termValue(value) });
    } else if (kind === 'terms' && isObject(body)) {
      const [field, values] = single(body, 'terms');
      if (!Array.isArray(values) || values.length === 0) return cannot(`must_not terms on ${field}`);
      // nin is [String] in FilterTypeInput; one value keeps its type through neq (JSON).
      put(field, values.length === 1 ? { neq: values[0] } : { nin: values.map(String) });
    } else if (kind === 'exists' && isObject(body) && typeof body.field === 'string') {
      put(body.field, { neq: null });
    } else {
      cannot(`a must_not ${kind} clause`);
    }
  };
  /** A `bool` inside the filter: AND of its parts; a should only as the catalog pattern. */
  const nested = (bool: Record<string, unknown>) => {
    for (const key of Object.keys(bool)) {
      if (!['must', 'filter', 'must_not', 'should', 'minimum_should_match'].includes(key))
        cannot(`"${key}" in a bool`);
    }
    for (const clause of list(bool.must)) positive(clause);
    for (const clause of list(bool.filter)) positive(clause);
    for (const clause of list(bool.must_not)) negative(clause);
    const should = list(bool.should);
    if (should.length > 0) catalog(should, bool.minimum_should_match);
  };
  /**
   * `should: [terms {f: X}, terms {f_options: X}]` (a simple product's value or a configurable
   * product's child values, issue 14.7) is the platform's catalog scope on `f`; one should clause
   * is that clause.
   */
  const catalog = (should: QueryClause[], minimum: unknown) => {
    if (Number(minimum) !== 1) cannot('a should without minimum_should_match 1');
    if (should.length === 1) return positive(should[0]!);
    const [a, b] = should;
    if (should.length === 2 && isObject(a?.terms) && isObject(b?.terms)) {
      const [field, values] = single(a.terms, 'terms');
      const [optionsField, optionValues] = single(b.terms, 'terms');
      if (
        optionsField === field + optionsSuffix &&
        Array.isArray(values) &&
        JSON.stringify(values) === JSON.stringify(optionValues)
      ) {
        put(field, { in: [...values], scope: 'catalog' });
        return;
      }
    }
    // `should: [terms {f: X}, bool { filter: [terms {f_options: X}, match type_id configurable] }]`
    // (buildCategoryListingQuery's selected option, issue 15.9) is the same catalog scope.
    if (should.length === 2 && isObject(a?.terms) && isObject(b?.bool) && Object.keys(b.bool).length === 1) {
      const [field, values] = single(a.terms, 'terms');
      const [options, configurable, ...rest] = list(b.bool.filter);
      if (
        rest.length === 0 &&
        isObject(options?.terms) &&
        JSON.stringify(configurable) === JSON.stringify({ match: { type_id: 'configurable' } }) &&
        JSON.stringify(options.terms) === JSON.stringify({ [field + optionsSuffix]: values }) &&
        Array.isArray(values)
      ) {
        put(field, { in: [...values], scope: 'catalog' });
        return;
      }
    }
    if (should.length === 2 && catalogGroup(a, b)) return;
    cannot('alternatives (should) other than a field or its _options');
  };
  /**
   * storefront-query-builder's own catalog group: `should: [bool { filter: [own conditions] },
   * bool { filter: [the same on {field}_options (ranges on the field itself), match type_id
   * configurable] }]` is the catalog scope of each field.
   */
  const catalogGroup = (a: QueryClause | undefined, b: QueryClause | undefined): boolean => {
    const own = isObject(a?.bool) && Object.keys(a.bool).length === 1 ? list(a.bool.filter) : undefined;
    const options = isObject(b?.bool) && Object.keys(b.bool).length === 1 ? list(b.bool.filter) : undefined;
    if (!own || !options || own.length === 0 || options.length !== own.length + 1) return false;
    const configurable = options[options.length - 1];
    if (JSON.stringify(configurable) !== JSON.stringify({ match: { type_id: 'configurable' } })) return false;
    const found: Array<[string, Condition]> = [];
    for (const [i, clause] of own.entries()) {
      const other = options[i];
      if (isObject(clause.terms) && isObject(other?.terms)) {
        const [field, values] = single(clause.terms, 'terms');
        const [optionsField, optionValues] = single(other.terms, 'terms');
        if (optionsField !== field + optionsSuffix || !Array.isArray(values)) return false;
        if (JSON.stringify(values) !== JSON.stringify(optionValues)) return false;
        found.push([field, { in: [...values], scope: 'catalog' }]);
      } else if (isObject(clause.range) && JSON.stringify(clause) === JSON.stringify(other)) {
        const [field, range] = single(clause.range, 'range');
        if (!isObject(range)) return false;
        const condition: Condition = { scope: 'catalog' };
        for (const [op, value] of Object.entries(range)) {
          if (!(rangeOperators as readonly string[]).includes(op)) return false;
          condition[op] = String(value);
        }
        found.push([field, condition]);
      } else return false;
    }
    for (const [field, condition] of found) put(field, condition);
    return true;
  };

  const root: Record<string, unknown> = query.query ?? {};
  if (!isObject(root)) return cannot('a query that is not an object');
  if (isObject(root.function_score)) {
    const fs = root.function_score;
    if (!entity.search) cannot('function_score');
    if (Array.isArray(fs.functions) && fs.functions.length > 0) cannot('scoring functions');
    if (!isObject(fs.query)) return cannot('function_score without a query');
    if (Object.keys(root).length !== 1) cannot('a query beside function_score');
    positive(fs.query);
  } else {
    if (Object.keys(root).length > 1) cannot('a query of several clauses');
    if (Object.keys(root).length === 1) positive(root);
  }
  if (query.min_score !== undefined && search === '') cannot('min_score without text');

  // Aggregations: the platform aggregates catalog-scoped fields by its own config; only what
  // buildAggregations makes with this shop's config is the same request.
  const aggregationNames = Object.keys(query.aggs ?? {});
  if (aggregationNames.length > 0) {
    if (!entity.aggregations) cannot('aggregations');
    const attributes = new Set<string>();
    for (const name of aggregationNames) {
      const attribute = name.startsWith(rangeAggregationPrefix)
        ? name.slice(rangeAggregationPrefix.length)
        : name.startsWith(termsAggregationPrefix)
          ? name.slice(termsAggregationPrefix.length).replace(new RegExp(`${optionsSuffix}$`), '')
          : cannot(`the aggregation ${name}`);
      attributes.add(attribute);
    }
    for (const attribute of attributes) {
      const expected = buildAggregations({ attributes: [attribute], config });
      const asked = Object.fromEntries(Object.keys(expected).map((name) => [name, query.aggs?.[name]]));
      if (JSON.stringify(asked) !== JSON.stringify(expected))
        cannot(`the aggregation of ${attribute} other than the platform's configured one`);
      const seen = conditions.get(attribute);
      if (!seen) conditions.set(attribute, { scope: 'catalog' });
      else if (seen.scope !== 'catalog') cannot(`an aggregation of ${attribute} beside a filter on it`);
    }
  }

  // One condition per top-level key: the platform reads one nested path per key.
  const filter: Record<string, unknown> = {};
  for (const [path, condition] of conditions) {
    const parts = path.split('.');
    const top = parts[0]!;
    if (top in filter) cannot(`two conditions under ${top}`);
    let value: unknown = condition;
    for (let i = parts.length - 1; i >= 1; i--) value = { [parts[i]!]: value };
    filter[top] = value;
  }

  const variables: Record<string, unknown> = {};
  if (Object.keys(filter).length > 0 || entity.filterRequired) variables[entity.filterArg] = filter;
  if (entity.search) variables.search = search;
  else if (search !== '') cannot('a text search');

  const sort = query.sort ?? [];
  if (sort.length > 0) {
    if (!entity.sort) cannot('a sort');
    if (sort.length > 1) cannot('a sort on several fields');
    const [field, spec] = Object.entries(sort[0] as Record<string, unknown>)[0] ?? [];
    const order = isObject(spec) ? spec.order : spec;
    if (!field || (order !== 'asc' && order !== 'desc')) return cannot('the sort');
    variables.sort = { [field]: order.toUpperCase() };
  }

  const from = query.from ?? 0;
  const size = query.size;
  let slice: GraphqlSearch['slice'];
  if (entity.paging) {
    if (size === undefined || size <= 0 || from % size !== 0) cannot(`from ${from} with size ${size}`);
    variables.pageSize = size;
    variables.currentPage = from / size + 1;
  } else {
    if (size === undefined || size <= 0) return cannot(`size ${size}`);
    slice = { from, size, page: entity.fixedPageSize ?? 0 };
  }

  const source = query._source;
  if (source?.includes && source.includes.length > 0) {
    if (!entity.sourceInclude) cannot('_source.includes');
    variables._sourceInclude = [...source.includes];
  } else if (entity.field === 'categories' || entity.field === 'customAttributeMetadata') {
    // Without `_sourceInclude` the categories and attributes resolvers trim the documents to their
    // config's `entities.{category,attribute}.includeFields` (vue-storefront-api 1.12.5
    // category/resolver.js, attribute/resolver.js), which lack a category's `available_filters`,
    // `url_path`, `position`…: the whole document is asked for.
    variables._sourceInclude = ['*'];
  }
  if (source?.excludes && source.excludes.length > 0) {
    if (!entity.sourceExclude) cannot('_source.excludes');
    variables._sourceExclude = [...source.excludes];
  }

  return {
    entity,
    variables,
    aggregationNames,
    filterPaths: [...conditions.keys()],
    sortFields: isObject(variables.sort) ? Object.keys(variables.sort) : [],
    ...(slice ? { slice } : {}),
  };
}

function list(value: unknown): QueryClause[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as QueryClause[];
}
