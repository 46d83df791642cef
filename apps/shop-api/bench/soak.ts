/**
 * The search soak of issue 20.3 ("search that does not decay"): the fuzzy full-text p95 of a fresh
 * process, then again after a spell of mixed traffic — orders changing stock, the searches of
 * product and category renders, shoppers' searches with ever new words — with the heap and RSS
 * printed at each step. Printed, never asserted.
 *
 * Run: `pnpm --filter @kauppa/shop-api bench:soak` (`--seconds 1800` for the issue's 30 minutes,
 * `--products 10000` for a smaller catalogue; default 60 s on the 50 000-product catalogue; `--runs N`
 * timed searches a measurement, 1000: the p95 of 300 moved by ±10 % between processes).
 * Node's `--expose-gc` lets it collect garbage before each measurement.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShopApi } from '../src/index.ts';
import { fuzzySearch, words } from './searches.ts';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const batteryProducts = flag('products', 50_000);
const seconds = flag('seconds', 60);
const runs = flag('runs', 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'kauppa-soak-'));
const gc = (globalThis as { gc?: () => void }).gc;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return `heap ${mb(m.heapUsed)}, external ${mb(m.external + m.arrayBuffers)}, RSS ${mb(m.rss)}`;
};

const server = await startShopApi({ port: 0, dataDir, batteryProducts, scryptCost: 1024 });
const index = 'kauppa_battery_fi';
console.log(`catalogue: ${server.app.productCount} products; ${memory()}`);

/** A search answer: the search engine's body as it is (the platform sends it without the envelope). */
type Answer = { hits: { total: { value: number }; hits: Array<{ _source: Record<string, unknown> }> } };

/** One in-process call through the app (routing, evaluation, JSON serialisation). */
async function call(path: string, body?: unknown): Promise<unknown> {
  const response = await server.app.fetch(
    new Request(`http://soak/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return response.json();
}
const search = (body: unknown) => call(`catalog/${index}/product/_search`, body) as Promise<Answer>;

/**
 * One turn of the event loop, as every request of a real server arrives in a task of its own. An
 * in-process loop of awaited calls never gives one, so finalizers never ran: the `Request` objects'
 * abort-signal bookkeeping (undici's `FinalizationRegistry`) piled up, about 0.8 KB a call, and the
 * heap and the searches' GC time grew with the soak, which a served process does not do.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** With `--profile <dir>`, a CPU profile of each measurement is written there (`fresh.cpuprofile`, `aged.cpuprofile`). */
const profileAt = process.argv.indexOf('--profile');
const profileDir = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
const inspector = profileDir ? new (await import('node:inspector/promises')).Session() : undefined;
inspector?.connect();

async function fuzzyP95(label: string): Promise<number> {
  for (let i = 0; i < 20; i++) await search(fuzzySearch(words[i % words.length]!));
  gc?.();
  const cpu = process.cpuUsage();
  if (inspector) {
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await turn();
    const t = performance.now();
    await search(fuzzySearch(words[i % words.length]!));
    samples.push(performance.now() - t);
  }
  if (inspector && profileDir) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(join(profileDir, `${label}.cpuprofile`), JSON.stringify(profile));
  }
  const used = process.cpuUsage(cpu);
  const p95 = percentile(samples, 95);
  console.log(
    `${label}: fuzzy p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, CPU ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms per search (all threads, GC included); ${memory()}`,
  );
  return p95;
}

// The products the traffic visits and orders.
const picked = await search({
  query: {
    bool: {
      filter: [
        { term: { type_id: 'simple' } },
        { term: { status: 1 } },
        { range: { 'stock.qty': { gte: 50 } } },
      ],
    },
  },
  size: 2000,
  _source: ['sku', 'category_ids', 'url_path'],
});
const products = picked.hits.hits.map(
  (h) => h._source as { sku: string; category_ids: number[]; url_path: string },
);

const fresh = await fuzzyP95('fresh');

/** A shopper's word: a catalogue word with a typo, so that searches keep bringing new terms. */
let seed = 1;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const vocabulary = [
  'akku',
  'laturi',
  'paristo',
  'alkali',
  'litium',
  'varavirta',
  'kaapeli',
  'energizer',
  'varta',
  'duracell',
  'panasonic',
  'bosch',
  'ctek',
  'käynnistys',
  'mopo',
  'vene',
  'auto',
];
const typo = (word: string) => {
  const at = Math.floor(random() * word.length);
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  return random() < 0.5
    ? word.slice(0, at) + letter + word.slice(at + 1)
    : word.slice(0, at) + letter + word.slice(at);
};
const address = {
  firstname: 'Soak',
  lastname: 'Test',
  street: ['Katu 1'],
  city: 'Helsinki',
  postcode: '00100',
  countryId: 'FI',
  country_id: 'FI',
  telephone: '+358401234567',
  email: 'soak@example.fi',
};

const until = performance.now() + seconds * 1000;
const counts = { orders: 0, refused: 0, renders: 0, searches: 0, listings: 0 };
let nextReport = performance.now() + 15_000;
for (let i = 0; performance.now() < until; i++) {
  await turn();
  const product = products[i % products.length]!;
  // A product render: the product, its related products, its categories.
  await search({ query: { bool: { filter: [{ term: { sku: product.sku } }] } }, size: 1 });
  await search({ query: { bool: { filter: [{ term: { url_path: product.url_path } }] } }, size: 1 });
  await search({
    query: {
      bool: {
        filter: [
          { terms: { category_ids: [product.category_ids.at(-1)] } },
          { terms: { visibility: [2, 4] } },
          { terms: { status: [1] } },
        ],
        must_not: [{ term: { sku: product.sku } }],
      },
    },
    size: 8,
    sort: [{ sort_qty: { order: 'desc' } }],
  });
  await call(`catalog/${index}/category/_search`, {
    query: { bool: { filter: [{ terms: { id: product.category_ids } }] } },
  });
  counts.renders++;
  // An order: stock changes.
  if (i % 3 === 0) {
    const placed = (await call('order', {
      order_id: `soak-${i}`,
      products: [{ sku: product.sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    })) as { code: number };
    // A sold-out product refuses the order; the others change stock.
    if (placed.code === 200) counts.orders++;
    else counts.refused++;
  }
  // A category listing with price filter and aggregations.
  if (i % 2 === 0) {
    await search({
      query: {
        bool: {
          filter: [
            { terms: { category_ids: [product.category_ids[0]] } },
            { range: { final_price: { gte: 0, lte: 10 + (i % 200) } } },
          ],
        },
      },
      sort: [{ final_price: { order: 'asc' } }],
      size: 50,
      aggs: { agg_terms_valmistaja: { terms: { field: 'valmistaja', size: 10 } } },
    });
    counts.listings++;
  }
  // A shopper's search.
  await search(
    fuzzySearch(
      `${typo(vocabulary[Math.floor(random() * vocabulary.length)]!)} ${typo(vocabulary[Math.floor(random() * vocabulary.length)]!)}`,
    ),
  );
  counts.searches++;
  if (performance.now() > nextReport) {
    nextReport += 15_000;
    console.log(`  … ${JSON.stringify(counts)}; ${memory()}`);
  }
}
console.log(`traffic: ${seconds} s, ${JSON.stringify(counts)}`);
const aged = await fuzzyP95('aged');
console.log(`aged / fresh fuzzy p95: ${(aged / fresh).toFixed(2)}× (issue 20.3 target: within 10 %)`);

await server.close();
rmSync(dataDir, { recursive: true, force: true });
