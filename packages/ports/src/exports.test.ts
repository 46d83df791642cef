import { expect, it } from 'vitest';
import * as ports from './index.ts';

it('pins the public surface of @kauppa/ports', () => {
  expect(Object.keys(ports).sort()).toEqual(
    [
      'ApiError',
      'StorageQuotaError',
      'apiErrorMessages',
      'collectionNames',
      'createConsoleLogger',
      'createEchoTranslator',
      'createEventBus',
      'createFakeConnectivity',
      'createFakeShopHttp',
      'createGlobalConnectivity',
      'createMemoryCollections',
      'createMemoryLogger',
      'createRandomIds',
      'createRecordingEventBus',
      'createRecordingNotifier',
      'createSequentialIds',
      'createSimulatedClock',
      'createSystemClock',
      'interpolate',
      'isApiError',
      'message',
      'silentLogger',
    ].sort(),
  );
});
