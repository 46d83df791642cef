import { type ProductPageData, productMeta as pageProductMeta, type ShellData } from '@kauppa/pages';
import { systemClock } from './clock.ts';

export { categoryMeta } from '@kauppa/pages';

/** The root loader's data among a route's matches (React Router's `meta` arguments). */
export function shellOf(
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>,
): ShellData | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as ShellData | undefined;
}

/** The meta of a product page (`productMeta` of `@kauppa/pages`, the system clock for a page without "now"). */
export function productMeta(data: ProductPageData | undefined, shell: ShellData | undefined) {
  return pageProductMeta(data, shell, systemClock);
}
