/**
 * @kauppa/conformance — the platform conformance suite's parts: the Vue Storefront API 1.12's
 * request rules, written from its published schemas, and a server that answers as the platform does.
 */

export type { CatalogAnswer, ElasticsearchOptions, PlatformTaxConfig } from './elasticsearch.ts';
export { createCatalogSearch, platformIndexTypes } from './elasticsearch.ts';
export { explicitMapping, groupProductExtension, groupProductExtensionFile } from './es-mapping.ts';
export {
  platformAttributeIncludeFields,
  platformCategoryIncludeFields,
  shippedGraphqlAnswer,
  shippedGraphqlErrors,
  shippedPlatformSdl,
} from './graphql-platform.ts';
export type { OrderFault, PlatformServer, PlatformServerOptions, SeenRequest } from './platform-server.ts';
export { startPlatformServer } from './platform-server.ts';
export type { PlatformRoute, Violation } from './rules.ts';
export {
  checkGraphqlRequest,
  checkRequest,
  matchRoute,
  platformGraphqlRequest,
  platformOrder,
  platformProfileUpdate,
  platformReview,
  platformRoutes,
  platformUserRegister,
} from './rules.ts';
