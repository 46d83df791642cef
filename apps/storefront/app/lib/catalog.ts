/** The catalogue reads of `@kauppa/pages`: the shop's composition root imports this module on demand, so its chunk holds only these. */
export { type Catalog, catalogIndex, createCatalog } from '@kauppa/pages';
