/**
 * A Chromium performance trace of page loads under CPU throttling (issue 20.1: "find what runs
 * during load and hydration"): for each URL, every main-thread task over 50 ms with the trace
 * events inside it (parse, style, layout, paint, script) and the JavaScript that ran in it (self
 * time per script and per function, from a CPU profile taken at the same time), and the sum of
 * their time over 50 ms (Lighthouse's blocking time, counted from the start of the load).
 *
 * Run against running servers, e.g. Kauppa beside the floor:
 *
 *   node tooling/bench/trace.ts http://127.0.0.1:13280/c/akut http://127.0.0.1:13282/c/akut \
 *     --cpu 4 --slow --wait 8000 --out /tmp/traces
 *
 * `--cpu N` (4) CPU slow-down, `--slow` Lighthouse's devtools network (562.5 ms latency,
 * 1.4 Mbit/s down), `--wait MS` (5000) after the load event, `--out DIR` keeps the trace and CPU
 * profile of each load (open them in Chromium's DevTools, Performance panel), `--over MS` (50)
 * lists the tasks longer than this (the ones just under Lighthouse's 50 ms are the ones a loaded
 * machine pushes over). `--maps DIR` reads the source maps of the scripts in DIR (a storefront
 * built with `KAUPPA_SOURCEMAP=1`, `apps/storefront/build/client/assets`) and adds, per task,
 * the source functions that ran in it, with their callees (inclusive), e.g.
 * `createHydratedRouter@react-router/…/hydrated-router.js:38`; `--top N` (12) how many. Debian's Chromium
 * (`CHROMIUM_PATH`). Nothing is asserted; figures depend on the machine's load.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1]! : fallback;
};
const valued = new Set(['--cpu', '--wait', '--out', '--over', '--maps', '--top']);
const urls = argv.filter((arg, i) => !arg.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
const cpuRate = Number(option('cpu', '4')) || 4;
const waitMs = Number(option('wait', '5000')) || 5000;
const outDir = option('out', '');
const overMs = Number(option('over', '50')) || 50;
const topFunctions = Number(option('top', '12')) || 12;
const mapsDir = option('maps', '');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const file = (url: string) => url.replace(/^.*\//, '') || url;

/** Source maps of the scripts in `--maps DIR`, by file name (none: the frame stays minified). */
const sourceMaps = new Map<string, TraceMap | undefined>();
function sourceMapOf(script: string): TraceMap | undefined {
  if (!sourceMaps.has(script)) {
    const path = join(mapsDir, `${script}.map`);
    sourceMaps.set(
      script,
      mapsDir && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : undefined,
    );
  }
  return sourceMaps.get(script);
}

/** A profile frame as its source function (`name@source:line`), where a source map knows it. */
function sourceFrame(frame: ProfileNode['callFrame']): string | undefined {
  const map = frame.url ? sourceMapOf(file(frame.url)) : undefined;
  if (!map) return undefined;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at.source) return undefined;
  const source = at.source
    .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^(?:\.\.\/)+/, '');
  return `${at.name ?? (frame.functionName || '(anonymous)')}@${source}:${at.line}`;
}
const top = (totals: Map<string, number>, count = 6) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(0)} ${key}`)
    .join(' | ');

async function traceLoad(url: string, index: number): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // Lighthouse's mobile screen: 412 × 823 CSS px.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (argv.includes('--slow')) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
    }
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await complete;
    if (outDir) {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, `${index + 1}.trace.json`), JSON.stringify(events));
      writeFileSync(join(outDir, `${index + 1}.cpuprofile`), JSON.stringify(profile));
    }

    // The page's main thread: the thread that parsed the HTML.
    const parses = new Map<string, number>();
    for (const e of events) {
      if (e.name === 'ParseHTML') parses.set(`${e.pid}:${e.tid}`, (parses.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    }
    const main = [...parses].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events
      .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts);
    const start = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? onMain[0]?.ts ?? 0;

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<ProfileNode, ProfileNode>();
    for (const node of profile.nodes) {
      for (const child of (node as ProfileNode & { children?: number[] }).children ?? []) {
        parents.set(nodes.get(child)!, node);
      }
    }
    const samples: [number, ProfileNode, number][] = [];
    let time = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.timeDeltas[i] ?? 0;
      samples.push([time, nodes.get(profile.samples[i]!)!, (profile.timeDeltas[i + 1] ?? 0) / 1000]);
    }

    console.log(`\n${url} (CPU ${cpuRate}×${argv.includes('--slow') ? ', slow network' : ''})`);
    let blocking = 0;
    for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000)) {
      const end = task.ts + (task.dur ?? 0);
      blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
      const inner = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 3000,
      );
      const outer = inner.filter(
        (e) =>
          !inner.some(
            (o) =>
              o !== e &&
              o.ts <= e.ts &&
              o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
              (o.dur ?? 0) > (e.dur ?? 0),
          ),
      );
      const what = (e: TraceEvent) => {
        const data = e.args?.data ?? e.args?.beginData ?? {};
        const label =
          typeof data.url === 'string'
            ? file(data.url)
            : typeof data.functionName === 'string'
              ? data.functionName
              : '';
        return `${e.name}${label ? `(${label.slice(0, 40)})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      };
      const scripts = new Map<string, number>();
      const functions = new Map<string, number>();
      const sources = new Map<string, number>();
      for (const [at, node, ms] of samples) {
        if (at < task.ts || at > end) continue;
        const seen = new Set<string>();
        for (let frame: ProfileNode | undefined = node; frame; frame = parents.get(frame)) {
          const source = sourceFrame(frame.callFrame);
          if (!source || seen.has(source)) continue;
          seen.add(source);
          sources.set(source, (sources.get(source) ?? 0) + ms);
        }
        const { functionName, url: script, columnNumber } = node.callFrame;
        const where = script ? file(script) : functionName;
        scripts.set(where, (scripts.get(where) ?? 0) + ms);
        const fn = `${functionName || '(anonymous)'}@${where}:${columnNumber}`;
        functions.set(fn, (functions.get(fn) ?? 0) + ms);
      }
      console.log(
        `  task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${outer.map(what).join(', ')}`,
      );
      console.log(`    scripts:   ${top(scripts)}`);
      console.log(`    functions: ${top(functions)}`);
      if (sources.size > 0) {
        const outermost = [...sources].sort((a, b) => b[1] - a[1]).slice(0, topFunctions);
        console.log(
          `    source (inclusive):\n${outermost.map(([key, ms]) => `      ${ms.toFixed(0).padStart(4)} ms  ${key}`).join('\n')}`,
        );
      }
    }
    console.log(`  sum of the tasks' time over 50 ms: ${blocking.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
}

if (urls.length === 0) {
  console.error(
    'Usage: node tooling/bench/trace.ts URL… [--cpu 4] [--slow] [--wait 5000] [--out DIR] [--over 50] [--maps DIR] [--top 12]',
  );
  process.exit(2);
}
for (const [index, url] of urls.entries()) await traceLoad(url, index);
