import { expect, it } from 'vitest';
import * as ports from './index.ts';
import * as page from './page.ts';

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
      'createListeners',
      'createValueStore',
      'createMemoryCollections',
      'createMemoryLocks',
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

it('pins the page entry: the clock, connectivity and interpolation of the main entry, the same functions (issue 20.1)', () => {
  expect(Object.keys(page).sort()).toEqual([
    'createGlobalConnectivity',
    'createSystemClock',
    'interpolate',
    'message',
  ]);
  expect([
    page.createGlobalConnectivity,
    page.createSystemClock,
    page.interpolate,
    page.message,
  ]).toStrictEqual([
    ports.createGlobalConnectivity,
    ports.createSystemClock,
    ports.interpolate,
    ports.message,
  ]);
});
