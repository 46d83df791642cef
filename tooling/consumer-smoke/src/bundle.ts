import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

export interface Bundled {
  /** gzip bytes of the entry chunk and the chunks it imports statically */
  initial: number;
  /** gzip bytes of the chunks loaded through `import()` */
  lazy: number;
  /** the modules (file paths) in the initial chunks */
  initialModules: string[];
  /** the modules (file paths) in the lazy chunks */
  lazyModules: string[];
}

/**
 * Bundles a built entry point as a consumer's bundler would: rolldown, browser platform, ESM,
 * minified, every export kept; `external` names packages left out (with their subpaths).
 */
export async function bundle(input: string, external: readonly string[]): Promise<Bundled> {
  const build = await rolldown({
    input,
    platform: 'browser',
    external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm', minify: true });
  await build.close();
  const chunks = output.flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const eager = new Set<string>();
  const visit = (name: string) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const imported of chunks.find((c) => c.fileName === name)?.imports ?? []) visit(imported);
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry) visit(entry.fileName);
  const result: Bundled = { initial: 0, lazy: 0, initialModules: [], lazyModules: [] };
  for (const chunk of chunks) {
    const size = gzipSync(chunk.code, { level: 9 }).length;
    const modules = Object.entries(chunk.modules)
      .filter(([, info]) => info.renderedLength > 0)
      .map(([id]) => id);
    if (eager.has(chunk.fileName)) {
      result.initial += size;
      result.initialModules.push(...modules);
    } else {
      result.lazy += size;
      result.lazyModules.push(...modules);
    }
  }
  return result;
}

/**
 * The same bundle as {@link bundle} with esbuild (issue 30.6: weight must not depend on the
 * bundler): browser platform, ESM, minified, code splitting; `initial` counts the entry output and
 * the outputs it imports statically.
 */
export async function bundleWithEsbuild(input: string, external: readonly string[]): Promise<Bundled> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [input],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    splitting: true,
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: external.flatMap((name) => [name, `${name}/*`]),
  });
  const outputs = result.metafile?.outputs ?? {};
  const files = new Map(
    result.outputFiles.map((file) => [file.path.replace(/^.*\/virtual-out\//, ''), file]),
  );
  const nameOf = (path: string) => path.replace(/^.*virtual-out\//, '');
  const eager = new Set<string>();
  const visit = (name: string) => {
    if (eager.has(name)) return;
    eager.add(name);
    const meta = Object.entries(outputs).find(([path]) => nameOf(path) === name)?.[1];
    for (const imported of meta?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(nameOf(imported.path));
  };
  const entry = Object.entries(outputs).find(([, meta]) => meta.entryPoint);
  if (entry) visit(nameOf(entry[0]));
  const bundled: Bundled = { initial: 0, lazy: 0, initialModules: [], lazyModules: [] };
  for (const [path, meta] of Object.entries(outputs)) {
    const name = nameOf(path);
    if (!name.endsWith('.js')) continue;
    const size = gzipSync(files.get(name)?.contents ?? new Uint8Array(), { level: 9 }).length;
    const modules = Object.entries(meta.inputs)
      .filter(([, info]) => info.bytesInOutput > 0)
      .map(([id]) => id);
    if (eager.has(name)) {
      bundled.initial += size;
      bundled.initialModules.push(...modules);
    } else {
      bundled.lazy += size;
      bundled.lazyModules.push(...modules);
    }
  }
  return bundled;
}
