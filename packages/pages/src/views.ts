/**
 * @kauppa/pages/views — the view models of the storefront's pages and components, free of any UI
 * framework (see `./views/index.ts`).
 * @packageDocumentation
 */
export * from './views/index.ts';
