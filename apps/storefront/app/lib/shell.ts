import { useRouteLoaderData } from 'react-router';
import { type BrandView, placeholderBrand } from './brand.ts';
import type { ShopContext } from './context.ts';

/** What every page may read from the root loader. */
export interface ShellData {
  brand: BrandView;
  store: string;
  language: string;
  publicApiUrl: string;
  /** Base of catalogue image paths. */
  imageBase: string;
}

/** The root loader's data, built from the request's ports. */
export function shellData(shop: ShopContext): ShellData {
  const api = shop.scope.publicApiUrl.replace(/\/$/, '');
  return {
    brand: shop.brand,
    store: shop.scope.store,
    language: shop.translator.locale,
    publicApiUrl: api,
    imageBase: `${api}/img`,
  };
}

/** The shell data in a component (falls back to the default brand on error pages without data). */
export function useShell(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  return (
    data ?? {
      brand: placeholderBrand('battery'),
      store: '',
      language: 'en-US',
      publicApiUrl: '',
      imageBase: '',
    }
  );
}
