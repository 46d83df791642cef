/**
 * Runs `task` in a task of its own, after the current one; answers the cancel (an effect's
 * cleanup). React runs every passive effect of a hydration in one task: work an effect only starts
 * (the offline runtime, a live stock read) goes to a task of its own, so no task of the first load
 * grows long on a slow phone (issue 20.1: total blocking time).
 */
export function inNextTask(task: () => void): () => void {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
