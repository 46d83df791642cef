/**
 * @kauppa/pages: the storefront's page models, free of any UI framework. Each page's loader takes a
 * request scope (the shop's search adapter, configuration, store view and clock through ports) and
 * answers plain data or a typed outcome (not found, redirect) that the front end maps to its router.
 */
export const pagesPackage = '@kauppa/pages';
