import { describe, expect, it } from 'vitest';
import * as taskQueue from './index.ts';

describe('public surface of @kauppa/task-queue', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(taskQueue).sort()).toEqual([
      'SyncTaskError',
      'createRefreshingHttp',
      'createTaskQueue',
      'executeStockCheck',
      'isSuccessCode',
      'listStock',
      'queueStockCheck',
      'taskQueueEvents',
      'taskQueueMessages',
      'tokenRefreshPort',
    ]);
  });

  it('keeps the result readers, the connectivity search and the token refresh machine internal (issue 19.5)', () => {
    for (const name of [
      'isErrorResult',
      'taskErrorMessage',
      'offlineSearchResult',
      'searchWithConnectivity',
      'tokenRefreshMachine',
    ]) {
      expect(taskQueue).not.toHaveProperty(name);
    }
  });

  it('keeps the spec texts word for word (commerce-core §8)', () => {
    expect(taskQueue.taskQueueMessages).toMatchObject({
      invalidToken: 'Invalid token - need to be revalidated',
      refreshTokenUnauthorized: 'Error refreshing user token. User is not authorized to access the resource',
      refreshTokenInternalError:
        'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
    });
  });
});
