/**
 * @kauppa/ports/page — the few ports a page's own code uses before the shop starts: the system
 * clock, the browser's connectivity and message interpolation. The same functions as the main
 * entry's. Importing them from here keeps the other ports and their test doubles (collections,
 * the fake HTTP, the event bus…) out of the page's first scripts: a bundler counts every module a
 * package's main entry re-exports as reachable from whoever imports it (issue 20.1, page JS).
 * @packageDocumentation
 */

export type { Clock, TimerHandle } from './internal/clock.ts';
export { createSystemClock } from './internal/clock.ts';
export type { Connectivity } from './internal/connectivity.ts';
export { createGlobalConnectivity } from './internal/connectivity.ts';
export type { Message, MessageParams, Translator } from './internal/translator.ts';
export { interpolate, message } from './internal/translator.ts';
