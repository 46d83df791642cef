/**
 * Loaded into the processes whose memory `render-cost.ts` measures (`node --import
 * ./memory-probe.ts …`, spawned with an IPC channel): answers {@link memoryRequest} with
 * `process.memoryUsage()` (rss, heap, external, array buffers), so the bench prints where the
 * resident set goes beside the floor's (issue 31.4). It answers nothing else and holds no process open.
 */
export const memoryRequest = 'kauppa-bench:memory';

if (process.send) {
  process.on('message', (message) => {
    if (message === memoryRequest) process.send?.({ kind: memoryRequest, usage: process.memoryUsage() });
  });
  process.channel?.unref();
}
