import { createHash } from 'node:crypto';
import { entityTypes } from '@kauppa/contract';
import type { Context, Hono } from 'hono';
import { HttpError, type ShopContext } from '../context.ts';
import { QueryError, SearchRefusal } from '../search/engine.ts';

function list(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function intParam(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new HttpError(400, `Invalid ${name}: ${value}`);
  return n;
}

/** `/api/catalog/{index}/{entityType}/_search`, POST (document in the body) and GET (`request`). */
export function catalogRoutes(app: Hono, ctx: ShopContext): void {
  const handle = async (c: Context, method: 'GET' | 'POST') => {
    const index = c.req.param('index') ?? '';
    const entityType = c.req.param('entityType') ?? '';
    const brand = ctx.catalog.indexes.get(index);
    if (!brand) throw new HttpError(404, `no such index [${index}]`);
    if (!(entityTypes as readonly string[]).includes(entityType))
      throw new HttpError(400, `No entity type registered for ${entityType}`);
    let body: unknown = {};
    let text = '';
    try {
      // GET: the platform decodes `request` once more after Express did (src/api/catalog.ts
      // `decodeURIComponent(req.query.request)`); a `%` not followed by two hex digits is a
      // URIError answered 500 there (issue 27.1). Clients pre-encode the document for it.
      text = method === 'POST' ? await c.req.text() : decodeURIComponent(c.req.query('request') ?? '');
    } catch {
      throw new HttpError(500, 'URIError: URI malformed');
    }
    try {
      body = text === '' ? {} : JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Malformed query document');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'The query document must be an object');
    const collection = ctx.catalog.collection(brand, entityType)!;
    try {
      const answer = collection.search(body as Record<string, unknown>, {
        from: intParam(c.req.query('from'), 'from'),
        size: intParam(c.req.query('size'), 'size'),
        sort: c.req.query('sort') || undefined,
        sourceInclude: list(c.req.query('_source_include') ?? c.req.query('_source_includes')),
        sourceExclude: list(c.req.query('_source_exclude') ?? c.req.query('_source_excludes')),
      });
      for (const hit of answer.hits.hits) {
        hit._index = index;
        if (entityType === 'product') withoutUntaxedPrices(hit._source);
      }
      // A GET answer (the `request=` form a CDN can cache) carries a weak ETag of its hits and
      // aggregations (`took` aside), and a matching If-None-Match gets 304 (issue 17).
      if (method === 'GET') {
        const took = answer.took;
        answer.took = 0;
        const etag = `W/"${createHash('sha1').update(JSON.stringify(answer)).digest('base64url')}"`;
        answer.took = took;
        const wanted = c.req.header('If-None-Match') ?? '';
        if (wanted === '*' || wanted.split(/\s*,\s*/).includes(etag))
          return c.body(null, 304, { ETag: etag });
        c.header('ETag', etag);
      }
      // The platform answers the search engine's body as it is, without the envelope; only
      // errors are enveloped (src/api/catalog.ts).
      return c.json(answer, 200);
    } catch (error) {
      if (error instanceof QueryError) throw new HttpError(400, error.message);
      // Elasticsearch's refusal, answered as the platform answers it: `apiError` finds no code in
      // the error object and answers 500 with it as the result (src/api/catalog.ts, src/lib/util.js).
      if (error instanceof SearchRefusal) throw new HttpError(500, error.error);
      throw error;
    }
  };
  app.post('/api/catalog/:index/:entityType/_search', (c) => handle(c, 'POST'));
  app.get('/api/catalog/:index/:entityType/_search', (c) => handle(c, 'GET'));
}

/** The price fields the platform's tax processor writes into an answer (never indexed). */
const computedPrice = /_(incl_)?tax$/;

/**
 * The platform's tax processor (src/platform/magento2/tax.js, vsf-utilities `calculateProductTax`)
 * computes the prices with tax from the hit's `tax_class_id`: a product answer whose `_source`
 * lacks it carries none (issue 27.7), so a list that does not ask for it shows prices without tax
 * here as on the platform. The reference documents hold the computed prices; they are dropped.
 */
function withoutUntaxedPrices(source: unknown): void {
  if (typeof source !== 'object' || source === null || 'tax_class_id' in source) return;
  const doc = source as Record<string, unknown>;
  for (const key of Object.keys(doc)) if (computedPrice.test(key)) delete doc[key];
  if (Array.isArray(doc.configurable_children))
    for (const child of doc.configurable_children)
      if (typeof child === 'object' && child !== null)
        for (const key of Object.keys(child))
          if (computedPrice.test(key)) delete (child as Record<string, unknown>)[key];
}
