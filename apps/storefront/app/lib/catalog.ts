/** The catalogue reads of `@kauppa/pages`, for the shop's composition root that loads them from here. */
export { type Catalog, catalogIndex, createCatalog } from '@kauppa/pages';
