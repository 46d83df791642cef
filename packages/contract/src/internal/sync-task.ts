import * as z from 'zod';

/**
 * A network task of the sync queue as stored, in any writer's shape (commerce-core §3; `transmited`
 * is the spec's spelling). The queue's own task is `SyncTask` of `@kauppa/task-queue`.
 */
export const syncTaskSchema = z.looseObject({
  task_id: z.union([z.number(), z.string()]),
  url: z.string(),
  payload: z.unknown(),
  callback_event: z.string().optional(),
  transmited: z.boolean().optional(),
  transmited_at: z.union([z.number(), z.string()]).nullish(),
  result: z.unknown().optional(),
  resultCode: z.union([z.number(), z.string()]).nullish(),
  code: z.union([z.number(), z.string()]).nullish(),
  acknowledged: z.boolean().optional(),
  meta: z.unknown().optional(),
  is_result_cacheable: z.boolean().optional(),
  silent: z.boolean().optional(),
  created_at: z.union([z.number(), z.string()]).optional(),
  updated_at: z.union([z.number(), z.string()]).optional(),
});
export type StoredSyncTask = z.infer<typeof syncTaskSchema>;
