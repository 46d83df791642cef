import type { DatabaseSync } from 'node:sqlite';
import { entityTypes } from '@kauppa/contract';
import { brands, indexTable } from './catalog/brands.ts';
import { type BrandCatalog, generateCatalog, taxRates } from './catalog/generate.ts';
import { transaction } from './db.ts';
import { createSearchCollection, type SearchCollection } from './search/engine.ts';
import { computedInAnswers, productIndexMapping } from './search/mapping.ts';

type Doc = Record<string, unknown>;

/** A product (or configurable child) found by sku. */
export interface SkuEntry {
  doc: Doc;
  parent: Doc | undefined;
  brand: string;
}

/** The live catalogue: search collections per brand and entity type, skus, stock. */
export interface CatalogState {
  readonly indexes: Map<string, string>;
  collection(brand: string, entity: string): SearchCollection | undefined;
  bySku(sku: string): SkuEntry | undefined;
  /** Sets the stock of a sku (persisted) and refreshes the search caches. */
  setStock(sku: string, qty: number, isInStock?: boolean): void;
  productCount: number;
}

const idField: Record<string, string> = {
  product: 'id',
  category: 'id',
  attribute: 'attribute_id',
  taxrule: 'id',
  cms_page: 'id',
  cms_block: 'id',
  cms_faq: 'id',
  cms_faq_category: 'id',
  cms_hierarchy: 'node_id',
  url_rewrite: 'request_path',
};

/** Text fields indexed ahead of the first query (the spec's boosted search fields). */
const warmFields = ['name', 'sku', 'short_description', 'description', 'category.name', 'valmistaja'];

function seed(db: DatabaseSync, catalogs: BrandCatalog[]): void {
  transaction(db, () => {
    db.exec('DELETE FROM documents; DELETE FROM stock;');
    const insert = db.prepare(
      'INSERT INTO documents (brand, entity, id, position, doc) VALUES (?, ?, ?, ?, ?)',
    );
    const stock = db.prepare('INSERT OR REPLACE INTO stock (sku, qty, is_in_stock) VALUES (?, ?, ?)');
    for (const catalog of catalogs) {
      for (const [entity, docs] of Object.entries(catalog.entities)) {
        docs.forEach((doc, position) => {
          insert.run(catalog.brand, entity, String(doc[idField[entity]!]), position, JSON.stringify(doc));
        });
      }
      for (const product of catalog.entities.product) {
        const s = product.stock as { qty: number; is_in_stock: boolean };
        stock.run(product.sku as string, s.qty, s.is_in_stock ? 1 : 0);
        for (const child of (product.configurable_children as Doc[] | undefined) ?? []) {
          const cs = child.stock as { qty: number; is_in_stock: boolean };
          stock.run(child.sku as string, cs.qty, cs.is_in_stock ? 1 : 0);
        }
      }
    }
  });
}

/**
 * Loads the catalogue from the database, seeding it first when it is empty or was generated with
 * other options, and builds the in-memory search indexes.
 */
export function loadCatalog(
  db: DatabaseSync,
  options: {
    batteryProducts: number;
    seedDate: string;
    now: () => number;
    /** Called with the product (and its parent) whose stock changed (issue 17: cache invalidation). */
    onProductChange?: (docs: Doc[]) => void;
  },
): CatalogState {
  const signature = JSON.stringify({
    v: 4,
    batteryProducts: options.batteryProducts,
    seedDate: options.seedDate,
  });
  const current = db.prepare("SELECT value FROM meta WHERE key = 'catalog'").get() as
    | { value: string }
    | undefined;
  if (current?.value !== signature) {
    seed(db, generateCatalog({ batteryProducts: options.batteryProducts, seedDate: options.seedDate }));
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('catalog', ?)").run(signature);
  }

  const stockRows = db.prepare('SELECT sku, qty, is_in_stock FROM stock').all() as Array<{
    sku: string;
    qty: number;
    is_in_stock: number;
  }>;
  const liveStock = new Map(stockRows.map((r) => [r.sku, r]));
  const skus = new Map<string, SkuEntry>();
  const collections = new Map<string, SearchCollection>();
  let productCount = 0;
  const select = db.prepare('SELECT doc FROM documents WHERE brand = ? AND entity = ? ORDER BY position');
  const volatile = (field: string) => field.includes('stock') || field === 'sort_qty';
  for (const brand of brands) {
    for (const entity of entityTypes) {
      const docs = (select.all(brand.id, entity) as Array<{ doc: string }>).map(
        (row) => JSON.parse(row.doc) as Doc,
      );
      if (entity === 'product') {
        productCount += docs.length;
        for (const doc of docs) {
          const applyStock = (d: Doc) => {
            const live = liveStock.get(d.sku as string);
            if (live && d.stock)
              Object.assign(d.stock as Doc, { qty: live.qty, is_in_stock: live.is_in_stock === 1 });
          };
          applyStock(doc);
          indexFinalPrice(doc, options.now());
          skus.set(doc.sku as string, { doc, parent: undefined, brand: brand.id });
          for (const child of (doc.configurable_children as Doc[] | undefined) ?? []) {
            applyStock(child);
            indexFinalPrice(child, options.now());
            skus.set(child.sku as string, { doc: child, parent: doc, brand: brand.id });
          }
        }
      }
      const field = idField[entity]!;
      // The product index has the platform's mapping (issue 27.6): sorts and aggregations on a
      // field it does not map are refused as Elasticsearch refuses them, and prices with tax are
      // in the answers only (search/mapping.ts).
      const collection = createSearchCollection(`${brand.id}:${entity}`, docs, (d) => String(d[field]), {
        volatile,
        now: options.now,
        ...(entity === 'product'
          ? { mapping: productIndexMapping(docs), answerOnly: computedInAnswers }
          : {}),
      });
      if (entity === 'product') collection.warm(warmFields);
      collections.set(`${brand.id}/${entity}`, collection);
    }
  }

  const updateStock = db.prepare('INSERT OR REPLACE INTO stock (sku, qty, is_in_stock) VALUES (?, ?, ?)');
  return {
    indexes: indexTable(),
    productCount,
    collection: (brand, entity) => collections.get(`${brand}/${entity}`),
    bySku: (sku) => skus.get(sku),
    setStock(sku, qty, isInStock) {
      const entry = skus.get(sku);
      if (!entry) return;
      const stock = entry.doc.stock as { qty: number; is_in_stock: boolean };
      stock.qty = qty;
      stock.is_in_stock = isInStock ?? qty > 0;
      updateStock.run(sku, qty, stock.is_in_stock ? 1 : 0);
      if (entry.parent) {
        const children = entry.parent.configurable_children as Array<{
          stock: { qty: number; is_in_stock: boolean };
        }>;
        const parentStock = entry.parent.stock as { qty: number; is_in_stock: boolean };
        parentStock.qty = children.reduce((s, c) => s + c.stock.qty, 0);
        parentStock.is_in_stock = children.some((c) => c.stock.is_in_stock);
        entry.parent.sort_qty = parentStock.qty;
        updateStock.run(entry.parent.sku as string, parentStock.qty, parentStock.is_in_stock ? 1 : 0);
      } else entry.doc.sort_qty = qty;
      collections.get(`${entry.brand}/product`)?.refresh(entry.parent ?? entry.doc);
      options.onProductChange?.(entry.parent ? [entry.doc, entry.parent] : [entry.doc]);
    },
  };
}

/** The tax rate (percent) of a product's tax class. */
export function taxRate(doc: Doc): number {
  return taxRates[Number(doc.tax_class_id ?? 2)] ?? 25.5;
}

function parseDate(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The unit price including tax a shopper pays now: the special price when it is below the
 * original and `now` lies within its window (commerce-core §4 special price).
 */
/**
 * The final price as the platform's indexer writes it (Magento's price index, issue 14.8): the
 * special price while it applies (below the regular price, within its dates, commerce-core §4),
 * else the regular price, with and without tax. Filters and sorting on `final_price*` then follow
 * the price the shopper sees.
 */
export function indexFinalPrice(doc: Doc, now: number): void {
  if (typeof doc.price_incl_tax !== 'number') return;
  const special = unitPriceInclTax(doc, now) !== doc.price_incl_tax;
  doc.final_price_incl_tax = special ? doc.special_price_incl_tax : doc.price_incl_tax;
  if (typeof doc.price === 'number')
    doc.final_price = special && typeof doc.special_price === 'number' ? doc.special_price : doc.price;
}

export function unitPriceInclTax(doc: Doc, now: number): number {
  const regular = Number(doc.price_incl_tax ?? 0);
  const special = doc.special_price_incl_tax;
  if (typeof special !== 'number' || special >= regular) return regular;
  const from = parseDate(doc.special_from_date);
  const to = parseDate(doc.special_to_date);
  if (from !== null && now < from) return regular;
  if (to !== null && now > to) return regular;
  return special;
}
