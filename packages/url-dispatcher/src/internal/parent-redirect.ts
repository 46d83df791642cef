import type { ShopConfig } from '@kauppa/config';
import { defaultShopConfig } from '@kauppa/config';
import { productLink } from './routes.ts';
import type { RoutableProduct, RouteLink } from './types.ts';

/** A product as far as {@link configurableParentRedirect} reads it. */
export interface ChildProduct extends RoutableProduct {
  id?: number | string | null | undefined;
  visibility?: number | null | undefined;
}

/** Options of {@link configurableParentRedirect}. */
export interface ConfigurableParentRedirectOptions {
  /** The product the load found (a configurable child when its visibility is 1). */
  product: ChildProduct | null | undefined;
  /**
   * Finds the configurable product whose `configurable_children.sku` holds the child's sku (a
   * catalogue search, first hit).
   */
  findParent: (childSku: string) => Promise<ChildProduct | null | undefined>;
  /** The shop configuration (`catalog.preventConfigurableChildrenDirectAccess`, `urls`). @default defaultShopConfig */
  config?: ShopConfig | undefined;
  /** The current store code (multistore). @default storeViews.defaultStoreCode */
  storeCode?: string | undefined;
}

/** Where a configurable child's page goes instead: its parent with the child chosen. */
export interface ConfigurableParentRedirect extends RouteLink {
  /** A permanent redirect. */
  status: 301;
  parentSku: string;
  childSku: string;
}

/**
 * Product loading checks the configurable parent when direct access to children is prevented
 * (commerce-core §4 product loading): a product not visible on its own (visibility 1) is looked up
 * as a configurable child; when a parent holds it, the answer is the parent's link with the child
 * chosen (`/p/{parentSku}/{slug}/{childSku}`, or the parent's url_path with `?childSku=`), to be
 * answered with a 301. Resolves `undefined` when the product is visible, the setting is off, or no
 * other product is its parent; the load then goes on (and §5 answers the empty-result error for a
 * not visible product).
 *
 * @example
 * const goTo = await configurableParentRedirect({ product, findParent: catalog.configurableParentOf, config });
 * if (goTo) throw redirect(goTo.path, goTo.status);
 */
export async function configurableParentRedirect({
  product,
  findParent,
  config = defaultShopConfig,
  storeCode,
}: ConfigurableParentRedirectOptions): Promise<ConfigurableParentRedirect | undefined> {
  if (product?.visibility !== 1) return undefined;
  if (!config.catalog.preventConfigurableChildrenDirectAccess) return undefined;
  const parent = await findParent(product.sku);
  if (!parent || parent.sku === product.sku || (parent.id != null && parent.id === product.id))
    return undefined;
  const link = productLink(
    { ...parent, parentSku: parent.sku },
    { childSku: product.sku, config, storeCode },
  );
  return { ...link, status: 301, parentSku: parent.sku, childSku: product.sku };
}
