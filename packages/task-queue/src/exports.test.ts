import { describe, expect, it } from 'vitest';
import * as taskQueue from './index.ts';

describe('public surface of @kauppa/task-queue', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(taskQueue).sort()).toEqual([
      'SyncTaskError',
      'checkStock',
      'createRefreshingHttp',
      'createTaskQueue',
      'isErrorResult',
      'isSuccessCode',
      'listStock',
      'offlineSearchResult',
      'queueStockCheck',
      'searchWithConnectivity',
      'taskErrorMessage',
      'taskQueueEvents',
      'taskQueueMessages',
      'tokenRefreshMachine',
      'tokenRefreshPort',
    ]);
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
