/** The id source port: unique ids for tasks and client order ids. */
export interface IdSource {
  next(prefix?: string): string;
}

/** Random UUIDs from `crypto.randomUUID`, read lazily. */
export function createRandomIds(): IdSource {
  return { next: (prefix = '') => `${prefix}${globalThis.crypto.randomUUID()}` };
}

/** Sequential, repeatable ids for tests: `task-1`, `task-2`, … */
export function createSequentialIds(): IdSource {
  let n = 0;
  return { next: (prefix = 'id-') => `${prefix}${++n}` };
}
