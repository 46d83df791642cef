/**
 * @kauppa/ports — the ports every Kauppa core package takes, and their test doubles.
 * @packageDocumentation
 */
export type { Clock, SimulatedClock, SimulatedClockOptions, TimerHandle } from './internal/clock.ts';
export { createSimulatedClock, createSystemClock } from './internal/clock.ts';
export type { Connectivity, FakeConnectivity } from './internal/connectivity.ts';
export { createFakeConnectivity, createGlobalConnectivity } from './internal/connectivity.ts';
export type { EventBus, EventHandler, RecordingEventBus } from './internal/event-bus.ts';
export { createEventBus, createRecordingEventBus } from './internal/event-bus.ts';
export type {
  ApiErrorKind,
  ApiRequest,
  ApiResponse,
  FakeRouteHandler,
  FakeShopHttp,
  HttpMethod,
  QueryValue,
  ShopHttp,
} from './internal/http.ts';
export { ApiError, apiErrorMessages, createFakeShopHttp, isApiError } from './internal/http.ts';
export type { IdSource } from './internal/ids.ts';
export { createRandomIds, createSequentialIds } from './internal/ids.ts';
export type { Locks } from './internal/locks.ts';
export { createMemoryLocks } from './internal/locks.ts';
export type { LogEntry, Logger, LogLevel, MemoryLogger } from './internal/logger.ts';
export { createConsoleLogger, createMemoryLogger, silentLogger } from './internal/logger.ts';
export type {
  NotificationAction,
  NotificationRequest,
  NotificationType,
  Notifier,
  RecordingNotifier,
} from './internal/notifier.ts';
export { createRecordingNotifier } from './internal/notifier.ts';
export type {
  Collection,
  CollectionChange,
  CollectionName,
  Collections,
  MemoryCollections,
  MemoryCollectionsOptions,
} from './internal/storage.ts';
export { collectionNames, createMemoryCollections, StorageQuotaError } from './internal/storage.ts';
export type { Listeners, ValueStore } from './internal/store.ts';
export { createListeners, createValueStore } from './internal/store.ts';
export type { Message, MessageParams, Translator } from './internal/translator.ts';
export { createEchoTranslator, interpolate, message } from './internal/translator.ts';
