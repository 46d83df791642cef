/** The brand view of `@kauppa/pages`, for the offline modules that import it from here. */
export { type BrandView, brandAsset, placeholderBrand } from '@kauppa/pages';
