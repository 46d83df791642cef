/**
 * @kauppa/config/import-vsf1 — the Kauppa server configuration from a vue-storefront 1.12
 * `config/local.json` (`pnpm kauppa import-vsf1-config local.json > kauppa.json`). An entry of its
 * own: a server or a command imports it, browser code never carries it.
 * @packageDocumentation
 */
export type { NotCarried, Vsf1ConfigImport } from './internal/import-vsf1.ts';
export { importVsf1Config } from './internal/import-vsf1.ts';
