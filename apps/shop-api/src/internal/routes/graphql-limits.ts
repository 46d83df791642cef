import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  getArgumentValues,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one `POST /graphql` may cost (issue 29.1). One unauthenticated 5 KB request with 100
 * aliases of `products(pageSize: 10000)` used to answer 403 MB after 19 s: each bound below is
 * checked before anything runs (the structural ones even before validation, whose field-merging
 * rule is quadratic in the number of aliases), and the answer's size after.
 */
export interface GraphqlLimits {
  /** Lexical tokens of the query text (graphql-js `parse` `maxTokens`). @default 2000 */
  maxTokens: number;
  /** Field selections of the operation, fragments expanded. @default 500 */
  maxSelections: number;
  /** Aliased fields of the operation, fragments expanded. @default 10 */
  maxAliases: number;
  /** Nesting of field selections (`{ products { page_info { page_size } } }` is 3). @default 8 */
  maxDepth: number;
  /** Searches of one request: top-level fields (`products`, `categories`, …). @default 10 */
  maxRootFields: number;
  /** The `pageSize` of one search: the shop's largest page is its category tree (`catalog.categoryFetchSize`, 4000). @default 4000 */
  maxPageSize: number;
  /**
   * The estimate of {@link queryCost}: per search, its rows times what each row selects.
   * @default 20_000
   */
  maxCost: number;
  /** The JSON answer, in bytes. @default 16 MiB */
  maxAnswerBytes: number;
}

/** The bounds the reference server applies unless told otherwise. */
export const defaultGraphqlLimits: GraphqlLimits = {
  maxTokens: 2000,
  maxSelections: 500,
  maxAliases: 10,
  maxDepth: 8,
  maxRootFields: 10,
  maxPageSize: 4000,
  maxCost: 20_000,
  maxAnswerBytes: 16 * 1024 * 1024,
};

/** The name of a bound as the error's `extensions.bound` carries it. */
export type GraphqlBound =
  | 'tokens'
  | 'selections'
  | 'aliases'
  | 'depth'
  | 'rootFields'
  | 'pageSize'
  | 'cost'
  | 'answerBytes';

const boundOption: Record<GraphqlBound, keyof GraphqlLimits> = {
  tokens: 'maxTokens',
  selections: 'maxSelections',
  aliases: 'maxAliases',
  depth: 'maxDepth',
  rootFields: 'maxRootFields',
  pageSize: 'maxPageSize',
  cost: 'maxCost',
  answerBytes: 'maxAnswerBytes',
};

/** The error code of a request over a bound: `extensions.code`. */
export const overBoundCode = 'QUERY_OVER_BOUND';

/** A request over one of the {@link GraphqlLimits}: a GraphQL error naming the bound and its limit. */
export function overBound(
  bound: GraphqlBound,
  limits: GraphqlLimits,
  found: number,
  what: string,
): GraphQLError {
  const limit = limits[boundOption[bound]];
  return new GraphQLError(`The request is over the "${bound}" bound: ${what} ${found}, at most ${limit}`, {
    extensions: { code: overBoundCode, bound, limit },
  });
}

/** The operation a request runs: the named one, or the only one (undefined: validation says why). */
export function operationOf(
  document: DocumentNode,
  operationName: string | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName !== undefined) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
}

/** Calls `visit` on each field of a selection set, fragments and inline fragments expanded (cycles skipped). */
function eachField(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visit: (field: FieldNode) => void,
  path: ReadonlySet<string> = new Set(),
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) visit(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      eachField(selection.selectionSet, fragments, visit, path);
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !path.has(name))
        eachField(fragment.selectionSet, fragments, visit, new Set([...path, name]));
    }
  }
}

/**
 * The structural bounds, on the parsed document before validation: selections, aliases, depth and
 * top-level fields of the operation, fragments expanded. The walk stops at the first bound it
 * passes, so a fragment bomb costs at most `maxSelections` steps.
 */
export function checkShape(
  document: DocumentNode,
  operationName: string | undefined,
  limits: GraphqlLimits,
): GraphQLError | undefined {
  const operation = operationOf(document, operationName);
  if (!operation) return undefined;
  const fragments = fragmentsOf(document);
  let selections = 0;
  let aliases = 0;
  let rootFields = 0;
  let error: GraphQLError | undefined;
  const walk = (set: SelectionSetNode, depth: number) => {
    eachField(set, fragments, (field) => {
      if (error) return;
      selections += 1;
      if (field.alias) aliases += 1;
      if (depth === 1) rootFields += 1;
      if (selections > limits.maxSelections)
        error = overBound('selections', limits, selections, 'field selections');
      else if (aliases > limits.maxAliases) error = overBound('aliases', limits, aliases, 'aliases');
      else if (depth > limits.maxDepth) error = overBound('depth', limits, depth, 'nesting depth');
      else if (rootFields > limits.maxRootFields)
        error = overBound('rootFields', limits, rootFields, 'top-level fields');
      else if (field.selectionSet) walk(field.selectionSet, depth + 1);
    });
  };
  walk(operation.selectionSet, 1);
  return error;
}

/**
 * The rows a search reads: its `pageSize` (the schema's default when absent), or the fixed page
 * of the platform's resolvers without paging (attribute/taxrule resolver.js: 150; cms: 200).
 */
const fixedRows: Readonly<Record<string, number>> = {
  customAttributeMetadata: 150,
  taxrule: 150,
  cmsPages: 200,
  cmsBlocks: 200,
  cmsHierarchies: 200,
};

/** What one selected document weighs: a product document is large (children, media, options). */
const documentWeight: Readonly<Record<string, number>> = { products: 10 };

/** The fields whose JSON value is the documents themselves (`Products.items`, `ESResponse.hits`). */
const documentFields = new Set(['items', 'hits']);

/**
 * The cost estimate of a validated operation: per top-level search, its rows times the leaves it
 * selects per row, where a document leaf (`items`, `hits` as JSON) weighs the entity's
 * {@link documentWeight} — unless `_sourceExclude: ['*']` leaves the documents empty (the
 * storefront's filter query of a category, 999 rows, no documents). A `pageSize` over its bound
 * is refused as such. Answers the error or the cost.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  limits: GraphqlLimits,
): { error: GraphQLError } | { cost: number } {
  const operation = operationOf(document, operationName);
  const queryType = schema.getQueryType();
  if (!operation || !queryType || operation.operation !== 'query') return { cost: 0 };
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  // Variables that do not coerce: execution answers that, and runs nothing.
  if (!('variableValues' in coerced)) return { cost: 0 };
  const fragments = fragmentsOf(document);
  let cost = 0;
  let error: GraphQLError | undefined;
  eachField(operation.selectionSet, fragments, (field) => {
    if (error) return;
    const name = field.name.value;
    const definition = queryType.getFields()[name];
    if (!definition) return;
    const args = getArgumentValues(definition, field, coerced.variableValues) as Record<string, unknown>;
    let rows = fixedRows[name] ?? 1;
    if ('pageSize' in args) {
      rows = Number(args.pageSize);
      if (!Number.isFinite(rows) || rows < 1) rows = 1;
      if (rows > limits.maxPageSize) {
        error = overBound('pageSize', limits, rows, `pageSize of ${name}`);
        return;
      }
    }
    const excluded = Array.isArray(args._sourceExclude) && args._sourceExclude.includes('*');
    const weight = excluded ? 1 : (documentWeight[name] ?? 1);
    let perRow = 0;
    const leaves = (set: SelectionSetNode, top: boolean) =>
      eachField(set, fragments, (inner) => {
        if (inner.selectionSet) leaves(inner.selectionSet, false);
        else perRow += top && documentFields.has(inner.name.value) ? weight : 1;
      });
    if (field.selectionSet) leaves(field.selectionSet, true);
    cost += rows * Math.max(1, perRow);
    if (cost > limits.maxCost) error = overBound('cost', limits, cost, 'estimated cost');
  });
  return error ? { error } : { cost };
}

/** The JSON of an answer, or the error naming the `answerBytes` bound when it is larger. */
export function boundedAnswer(
  result: unknown,
  limits: GraphqlLimits,
): { json: string } | { error: GraphQLError } {
  const json = JSON.stringify(result);
  const bytes = Buffer.byteLength(json);
  if (bytes > limits.maxAnswerBytes)
    return { error: overBound('answerBytes', limits, bytes, 'answer bytes') };
  return { json };
}
