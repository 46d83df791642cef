/**
 * Fewer, larger scripts for a first visit (issue 20.1, page JS).
 *
 * The bundler splits by module graph: every set of routes that shares a module gets a chunk of
 * its own, so a product page fetched 49 scripts, most under 1 KB. Many small files compress
 * worse than one (each starts its gzip dictionary empty) and carry import/export glue.
 *
 * The client is built twice (the package's `build` script; the plugin is `chunk-plan-plugin.ts`).
 * The first, ordinary build is only read: where each module landed and which chunks each page
 * loads. From it `planChunks` assigns modules to a few groups, and the second build puts each
 * group into one script:
 * - `framework`: React, React DOM, React Router and the scheduler (one file that changes rarely);
 * - `shell`: the shop's own code that every page loads before hydrating (the static imports of
 *   the client entry, the root route and the default layout, and those two routes' own code);
 * - `catalog`: code shared by two or more of the first-visit pages (home, category, product and
 *   the url dispatcher that renders the last two at their url_path);
 * - `product-view` / `category-view`: code of one of those pages that the bundler had left in a
 *   common chunk because a later route (checkout, account pages) shares it.
 *
 * Only code a page already loaded at start moves: a module first loaded by `import()` (the shop
 * runtime, panels, order sender) stays where the bundler put it, so nothing starts earlier than
 * it did. Route modules stay their own files, as React Router's manifest names them.
 */

/** One script of the first build, as the plan reads it. */
export interface PlannedChunk {
  fileName: string;
  /** The module the chunk stands for (a route module, an entry), if any. */
  facadeModuleId: string | null;
  /** Scripts this one imports statically. */
  imports: readonly string[];
  /** Ids of the modules rendered into it (tree-shaken ones left out). */
  moduleIds: readonly string[];
}

/** A group name per module id: what the second build puts together. */
export type ChunkPlan = Record<string, ChunkGroup>;
export const chunkGroups = ['framework', 'shell', 'catalog', 'product-view', 'category-view'] as const;
export type ChunkGroup = (typeof chunkGroups)[number];

/** The app's modules the plan starts from, as absolute ids. */
export interface PlanRoots {
  /** The client entry, which stays a script of its own (it hydrates the page). */
  entry: string;
  /**
   * The route modules every page renders (root, default layout): their code joins the shell, and
   * their route scripts only re-export it.
   */
  shell: readonly string[];
  /** The first-visit pages' route modules, by page. */
  pages: Readonly<Record<'home' | 'category' | 'product' | 'dispatcher', string>>;
}

const frameworkModule =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|react-router|scheduler)[\\/]/;

/** Whether a module id is part of the framework (React, React DOM, React Router, scheduler). */
export const isFrameworkModule = (id: string): boolean => frameworkModule.test(id);

/** Bundler-made helper modules (`\0`-prefixed ids: the runtime, the preload helper). */
const isVirtual = (id: string): boolean => id.startsWith('\0');

/** Every script a set of scripts loads through static imports, the set included. */
function staticClosure(chunks: ReadonlyMap<string, PlannedChunk>, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) queue.push(next);
  }
  return seen;
}

/**
 * Plans the groups from the first build's chunks (see the module comment). A chunk that stands
 * for a route module or an entry keeps its modules; only the bundler's common chunks are merged.
 */
export function planChunks(chunks: readonly PlannedChunk[], roots: PlanRoots): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A route module is built twice over: as the route's entry (`…?__react-router-build-client-route`)
  // and, where the url dispatcher loads it by `import()`, as a dynamic entry; both count.
  const moduleOf = (id: string) => id.replace(/\?.*$/, '');
  const filesOf = (ids: readonly string[]) =>
    chunks
      .filter((chunk) => chunk.facadeModuleId !== null && ids.includes(moduleOf(chunk.facadeModuleId)))
      .map((chunk) => chunk.fileName);
  // Entries, route scripts and `import()` targets keep their modules; common chunks are merged.
  const ownsModules = (chunk: PlannedChunk) => chunk.facadeModuleId !== null;

  const plan: ChunkPlan = {};
  const shellRoutes = new Set(filesOf(roots.shell));
  const shell = staticClosure(byFile, [...filesOf([roots.entry]), ...shellRoutes]);
  for (const file of shell) {
    const chunk = byFile.get(file) as PlannedChunk;
    for (const id of chunk.moduleIds) {
      // The bundler's own helpers (its runtime, the preload helper) go with the framework.
      if (isFrameworkModule(id) || isVirtual(id)) plan[id] = 'framework';
      else if (!ownsModules(chunk) || (shellRoutes.has(file) && id !== chunk.facadeModuleId))
        plan[id] = 'shell';
    }
  }

  const pagesOfFile = new Map<string, Set<string>>();
  for (const [page, routeModule] of Object.entries(roots.pages)) {
    for (const file of staticClosure(byFile, filesOf([routeModule]))) {
      if (shell.has(file)) continue;
      pagesOfFile.set(file, (pagesOfFile.get(file) ?? new Set()).add(page));
    }
  }
  for (const [file, pages] of pagesOfFile) {
    const chunk = byFile.get(file) as PlannedChunk;
    if (ownsModules(chunk)) continue;
    const group: ChunkGroup | undefined =
      pages.size > 1
        ? 'catalog'
        : pages.has('product')
          ? 'product-view'
          : pages.has('category')
            ? 'category-view'
            : undefined;
    if (group === undefined) continue;
    for (const id of chunk.moduleIds) if (!isVirtual(id)) plan[id] = group;
  }
  return plan;
}

/** Where the first build leaves its plan for the second. */
export const chunkPlanFile = 'node_modules/.cache/kauppa/chunk-plan.json';
