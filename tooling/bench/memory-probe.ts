/**
 * Loaded into the processes whose memory `render-cost.ts` measures (`node --import
 * ./memory-probe.ts …`, spawned with an IPC channel): answers {@link memoryRequest} with
 * `process.memoryUsage()` (rss, heap, external, array buffers) as found, where the resident set
 * lies (`/proc/self/smaps` on Linux: the allocator's main heap, anonymous mappings — V8's heap,
 * the allocator's thread arenas, large buffers — and mapped files), and `process.memoryUsage()`
 * again after a full garbage collection (`live`): what the process retains, without the garbage
 * the last requests left — the figure that tells a leak or a cache from collection timing (issue
 * 31.4). The bench reads the resident set before it asks. It answers nothing else and holds no
 * process open.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export const memoryRequest = 'kauppa-bench:memory';

/** Resident bytes by kind of mapping: `heap` (malloc's main arena), `anonymous`, `files`; undefined off Linux. */
export function residentByMapping(): { heap: number; anonymous: number; files: number } | undefined {
  let text: string;
  try {
    text = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  const resident = { heap: 0, anonymous: 0, files: 0 };
  let kind: keyof typeof resident = 'anonymous';
  for (const line of text.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      kind = name === '[heap]' ? 'heap' : name.startsWith('/') ? 'files' : 'anonymous';
    } else if (line.startsWith('Rss:')) {
      resident[kind] += Number(/(\d+)/.exec(line)?.[1] ?? 0) * 1024;
    }
  }
  return resident;
}

if (process.send) {
  // `gc()` without starting the process with --expose-gc (so its flags stay the production ones).
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  process.on('message', (message) => {
    if (message !== memoryRequest) return;
    const usage = process.memoryUsage();
    const resident = residentByMapping();
    // Array buffers are freed by a sweeper after the collection, not within it: collect, let it
    // finish, collect again (one collection alone sometimes still counted 40–70 MB of garbage).
    gc();
    setTimeout(() => {
      gc();
      process.send?.({ kind: memoryRequest, usage, resident, live: process.memoryUsage() });
    }, 500).unref();
  });
  process.channel?.unref();
}
