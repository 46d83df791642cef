import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

export interface Bundled {
  /** gzip bytes of the entry chunk and the chunks it imports statically */
  initial: number;
  /** gzip bytes of the chunks loaded through `import()` */
  lazy: number;
  /** the modules (file paths) in the initial chunks */
  initialModules: string[];
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
  const result: Bundled = { initial: 0, lazy: 0, initialModules: [] };
  for (const chunk of chunks) {
    const size = gzipSync(chunk.code, { level: 9 }).length;
    if (eager.has(chunk.fileName)) {
      result.initial += size;
      result.initialModules.push(
        ...Object.entries(chunk.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .map(([id]) => id),
      );
    } else {
      result.lazy += size;
    }
  }
  return result;
}
