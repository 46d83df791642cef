import type { CartProduct } from '@kauppa/cart-sync';
import { type ListProduct, type ProductList, watchedProduct } from '@kauppa/engagement';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { useAddToCart, useListItems, useShop, useWhenShop } from '../shop/react.tsx';
import { BackInStock } from './DeferredParts.tsx';

/** A product as the shop's product actions need it. */
export type ShopProduct = CartProduct & { name?: string | undefined; [field: string]: unknown };

/**
 * Product actions outside the product page (Style Guide): add to cart (with quantity), wishlist
 * and compare toggles. Add to cart tracks itself; "Viewed Product" is the product page's.
 */
export function CartProductActions({ product }: { product: ShopProduct }) {
  const t = useT();
  const addToCart = useAddToCart();
  const [qty, setQty] = useState('1');
  return (
    <div className="product-actions" data-testid="product-actions">
      <label>
        {t('Quantity')}{' '}
        <input
          type="number"
          min={1}
          value={qty}
          onChange={(e) => setQty(e.currentTarget.value)}
          aria-label={t('Quantity')}
        />
      </label>{' '}
      <button
        type="button"
        className="button"
        data-testid="add-to-cart"
        onClick={() => void addToCart({ sku: product.sku, qty, product })}
      >
        {t('Add to cart')}
      </button>{' '}
      <ProductListToggles product={product} />
    </div>
  );
}

/**
 * The back-in-stock form for a product outside the product page (Style Guide): the one form of
 * `ProductBackInStock` (its code loaded apart), through the shop only.
 */
export function CartBackInStock({ product }: { product: ShopProduct & { parentSku?: string | undefined } }) {
  return <BackInStock product={watchedProduct(product)} />;
}

/**
 * The wishlist and compare toggles of a product (accounts-content §4: add ignores duplicates by
 * sku; the lists' notifications say what happened). A click starts the shop when it has not
 * started (issue 8: on demand) and toggles against the list it restored.
 */
export function ProductListToggles({ product }: { product: ShopProduct }) {
  const t = useT();
  const shop = useShop();
  const whenShop = useWhenShop();
  const wishlist = useListItems(shop?.wishlist);
  const compare = useListItems(shop?.compare);
  const inWishlist = wishlist.some((p) => p.sku === product.sku);
  const inCompare = compare.some((p) => p.sku === product.sku);
  return (
    <>
      <button
        type="button"
        aria-pressed={inWishlist}
        data-testid="wishlist-toggle-product"
        onClick={() => void whenShop().then(({ wishlist: list }) => toggle(list, product), shownByNotice)}
      >
        {t(inWishlist ? 'Remove from wishlist' : 'Add to favorite')}
      </button>{' '}
      <button
        type="button"
        aria-pressed={inCompare}
        data-testid="compare-toggle-product"
        onClick={() => void whenShop().then(({ compare: list }) => toggle(list, product), shownByNotice)}
      >
        {t(inCompare ? 'Remove from compare' : 'Add to compare')}
      </button>
    </>
  );
}

/** A shop that could not start is shown by the offline layer's notice (issue 20.2), not rejected again. */
const shownByNotice = () => undefined;

/** Removes the product from the list when it is there, else adds it. */
function toggle(list: ProductList<ListProduct>, product: ShopProduct): Promise<unknown> {
  return list.has(product.sku) ? list.remove(product.sku) : list.add(product as ListProduct);
}
