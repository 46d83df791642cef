/**
 * Loaded into the processes whose memory `render-cost.ts` measures (`node --import
 * ./memory-probe.ts …`, spawned with an IPC channel): answers {@link memoryRequest} with
 * `process.memoryUsage()` (rss, heap, external, array buffers) as found, and again after a full
 * garbage collection (`live`): what the process retains, without the garbage the last requests
 * left — the figure that tells a leak or a cache from collection timing (issue 31.4). The bench
 * reads the resident set before it asks. It answers nothing else and holds no process open.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export const memoryRequest = 'kauppa-bench:memory';

if (process.send) {
  // `gc()` without starting the process with --expose-gc (so its flags stay the production ones).
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  process.on('message', (message) => {
    if (message !== memoryRequest) return;
    const usage = process.memoryUsage();
    // Array buffers are freed by a sweeper after the collection, not within it: collect, let it
    // finish, collect again (one collection alone sometimes still counted 40–70 MB of garbage).
    gc();
    setTimeout(() => {
      gc();
      process.send?.({ kind: memoryRequest, usage, live: process.memoryUsage() });
    }, 500).unref();
  });
  process.channel?.unref();
}
