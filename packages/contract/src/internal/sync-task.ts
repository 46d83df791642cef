import * as z from 'zod/mini';

/**
 * A network task of the sync queue as stored, in any writer's shape (commerce-core §3; `transmited`
 * is the spec's spelling). The queue's own task is `SyncTask` of `@kauppa/task-queue`.
 */
export const syncTaskSchema = z.looseObject({
  task_id: z.union([z.number(), z.string()]),
  url: z.string(),
  payload: z.unknown(),
  callback_event: z.optional(z.string()),
  transmited: z.optional(z.boolean()),
  transmited_at: z.nullish(z.union([z.number(), z.string()])),
  result: z.optional(z.unknown()),
  resultCode: z.nullish(z.union([z.number(), z.string()])),
  code: z.nullish(z.union([z.number(), z.string()])),
  acknowledged: z.optional(z.boolean()),
  meta: z.optional(z.unknown()),
  is_result_cacheable: z.optional(z.boolean()),
  silent: z.optional(z.boolean()),
  created_at: z.optional(z.union([z.number(), z.string()])),
  updated_at: z.optional(z.union([z.number(), z.string()])),
});
export type StoredSyncTask = z.infer<typeof syncTaskSchema>;
