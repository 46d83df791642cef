/**
 * First-visit JavaScript of a product page (issue 20.2), gzip, service worker included.
 *
 * A fresh browser context (empty HTTP cache, service workers allowed) opens the product page and
 * waits until the network is idle, the service worker is activated (its install, and so its
 * precache, is done) and nothing has been fetched for a quiet second. Every JavaScript file that
 * came over the network is counted once by URL (gzip of its body, as the storefront bench counts
 * page scripts); answers from the HTTP cache or from the worker are not transfers and are not
 * counted. Three groups:
 *
 * - page JS: the scripts the page itself fetched;
 * - SW script: `service-worker.js` (and anything it imports), and the script of any other worker
 *   the visit registered (the storefront's order sender, when the shop started);
 * - SW fetched: the JavaScript the worker fetched from the network (its precache, its idle warm-up
 *   of later routes' chunks, runtime caching). Files the page had already fetched and the worker
 *   fetched again under another URL (workbox's `__WB_REVISION__` query: the static server ignores
 *   it, but the browser's HTTP cache keys by URL) count again: they were transferred twice.
 *
 * Run (the storefront built and served; it builds nothing):
 *   node tooling/bench/first-visit.ts http://127.0.0.1:3000/some-product-url
 *   node tooling/bench/first-visit.ts http://127.0.0.1:3000 --api http://127.0.0.1:8080/api
 *     (finds a configurable product of the battery shop, as the storefront bench does)
 * Options: --save-data (the page sees `Save-Data`: no idle warm-up), --json.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';

/** One JavaScript file a first visit fetched. */
export interface ScriptFigure {
  url: string;
  /** gzip size of the body, bytes */
  gzipBytes: number;
}

/** What {@link measureFirstVisit} measured. */
export interface FirstVisit {
  url: string;
  page: ScriptFigure[];
  swScript: ScriptFigure[];
  swFetched: ScriptFigure[];
  totals: { page: number; swScript: number; swFetched: number; all: number };
  /** Whether a service worker was activated within the time limit. */
  workerActivated: boolean;
}

export interface FirstVisitOptions {
  /** Chromium binary; `CHROMIUM_PATH` or Debian's `/usr/bin/chromium`. */
  chromiumPath?: string;
  /** Emulate a `Save-Data` connection (the page then asks for no idle warm-up). */
  saveData?: boolean;
  /** Give up waiting for the worker after this long, ms. @default 30000 */
  timeoutMs?: number;
  /** No request for this long counts as quiet, ms. @default 1000 */
  quietMs?: number;
}

const isJs = (url: string, contentType: string | undefined) =>
  /\.m?js$/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');

const sum = (files: ScriptFigure[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

/** Loads `url` in a fresh context and counts the JavaScript the first visit transfers. */
export async function measureFirstVisit(url: string, options: FirstVisitOptions = {}): Promise<FirstVisit> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const quietMs = options.quietMs ?? 1000;
  const browser = await chromium.launch({
    executablePath: options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    if (options.saveData) {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { saveData: true, effectiveType: '4g' },
        });
      });
    }
    const inFlight = new Set<Request>();
    let lastActivity = performance.now();
    context.on('request', (request) => {
      inFlight.add(request);
      lastActivity = performance.now();
    });
    const done = (request: Request) => {
      inFlight.delete(request);
      lastActivity = performance.now();
    };
    context.on('requestfailed', done);
    context.on('requestfinished', done);

    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    // The worker activated: its install, and with it the precache, is done.
    const workerActivated = await page
      .evaluate(async (limit) => {
        if (!('serviceWorker' in navigator)) return false;
        const started = performance.now();
        while (performance.now() < started + limit) {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration?.active?.state === 'activated') return true;
          // A page that registers no worker (the floor app) within 3 s after network idle has none.
          if (!registration && performance.now() > started + 3000) return false;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return false;
      }, timeoutMs)
      .catch(() => false);
    // Then the network quiet (the worker's messages, warm-ups and runtime caching).
    const until = performance.now() + timeoutMs;
    while (performance.now() < until && (inFlight.size > 0 || performance.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // What came over the network: Resource Timing of the page and of the worker (transferSize 0 is
    // an answer from a cache; a revalidation transfers less than its body).
    const transferred = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.transferSize > 0 && entry.transferSize >= entry.encodedBodySize)
        .map((entry) => entry.name);
    // Every worker the visit registered, not only the page's own (a second, small-scoped worker
    // controls no page but was downloaded all the same).
    const scriptUrls = await page
      .evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations())
          .map((registration) => registration.active?.scriptURL ?? '')
          .filter(Boolean),
      )
      .catch(() => [] as string[]);
    const pageUrls = await page.evaluate(transferred);
    const workerUrls: string[] = [];
    for (const worker of context.serviceWorkers().filter((candidate) => scriptUrls.includes(candidate.url())))
      workerUrls.push(...(await worker.evaluate(transferred).catch(() => [] as string[])));

    const sizeOf = async (file: string): Promise<number | undefined> => {
      const answer = await context.request.get(file);
      if (!answer.ok() || !isJs(file, answer.headers()['content-type'])) return undefined;
      return gzipSync(await answer.body()).byteLength;
    };
    const figures = async (files: Iterable<string>): Promise<ScriptFigure[]> => {
      const out: ScriptFigure[] = [];
      for (const file of new Set(files)) {
        const gzipBytes = await sizeOf(file);
        if (gzipBytes !== undefined) out.push({ url: file, gzipBytes });
      }
      return out.sort((a, b) => b.gzipBytes - a.gzipBytes);
    };
    const groups = {
      page: await figures(pageUrls.filter((file) => !scriptUrls.includes(file))),
      swScript: await figures(scriptUrls),
      swFetched: await figures(workerUrls),
    };
    const totals = {
      page: sum(groups.page),
      swScript: sum(groups.swScript),
      swFetched: sum(groups.swFetched),
      all: 0,
    };
    totals.all = totals.page + totals.swScript + totals.swFetched;
    await context.close();
    return { url, ...groups, totals, workerActivated };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

/** The figures as printable lines (per file, then totals). */
export function formatFirstVisit(visit: FirstVisit): string[] {
  const lines: string[] = [];
  const list = (title: string, files: ScriptFigure[], total: number) => {
    lines.push(`${title}: ${kb(total)} (${files.length} files)`);
    for (const file of files) {
      const { pathname, search } = new URL(file.url);
      lines.push(`  ${kb(file.gzipBytes)}  ${pathname}${search}`);
    }
  };
  list('page JS', visit.page, visit.totals.page);
  list('SW script', visit.swScript, visit.totals.swScript);
  list('SW fetched', visit.swFetched, visit.totals.swFetched);
  lines.push(
    `first-visit JS, gzip: ${kb(visit.totals.all)} (page ${kb(visit.totals.page).trim()} + SW script ${kb(visit.totals.swScript).trim()} + SW fetched ${kb(visit.totals.swFetched).trim()})${visit.workerActivated ? '' : ' — the service worker did not activate'}`,
  );
  return lines;
}

/** A configurable product of the battery shop (as the storefront bench picks it). */
async function productPath(apiUrl: string): Promise<string> {
  const answer = (await (
    await fetch(`${apiUrl}/catalog/kauppa_battery/product/_search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: { bool: { filter: [{ term: { type_id: 'configurable' } }] } },
        size: 1,
        _source: { includes: ['url_path'] },
      }),
    })
  ).json()) as { hits: { hits: { _source: { url_path?: string } }[] } };
  return `/${answer.hits.hits[0]?._source.url_path ?? ''}`;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const apiAt = argv.indexOf('--api');
  const apiUrl = apiAt >= 0 ? argv[apiAt + 1] : undefined;
  // The URL is the first argument that is no option and not the value of `--api` (when given).
  const target = argv.find((arg, index) => !arg.startsWith('--') && (apiAt < 0 || index !== apiAt + 1));
  if (!target) {
    console.error(
      'Usage: node tooling/bench/first-visit.ts <product page URL> | <storefront URL> --api <shop API URL> [--save-data] [--json]',
    );
    process.exit(2);
  }
  const url = apiUrl ? new URL(await productPath(apiUrl), target).href : target;
  const visit = await measureFirstVisit(url, { saveData: argv.includes('--save-data') });
  if (argv.includes('--json')) console.log(JSON.stringify(visit, null, 2));
  else console.log(`First visit of ${url}\n${formatFirstVisit(visit).join('\n')}`);
}
