import type { CartProduct } from '@kauppa/cart-sync';
import { useState } from 'react';
import { watchedProduct } from '../catalog/viewed.ts';
import { useT } from '../lib/i18n.ts';
import { useListItems, useShop } from '../shop/react.tsx';
import { ProductBackInStock } from './ProductBackInStock.tsx';

/** A product as the shop's product actions need it. */
export type ShopProduct = CartProduct & { name?: string | undefined; [field: string]: unknown };

/**
 * Product actions outside the product page (Style Guide): add to cart (with quantity), wishlist
 * and compare toggles. Add to cart tracks itself; "Viewed Product" is the product page's.
 */
export function CartProductActions({ product }: { product: ShopProduct }) {
  const t = useT();
  const shop = useShop();
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
        disabled={!shop}
        data-testid="add-to-cart"
        onClick={() => shop && void shop.addToCart({ sku: product.sku, qty, product })}
      >
        {t('Add to cart')}
      </button>{' '}
      <ProductListToggles product={product} />
    </div>
  );
}

/**
 * The back-in-stock form for a product outside the product page (Style Guide): the one form of
 * {@link ProductBackInStock}, through the shop only.
 */
export function CartBackInStock({ product }: { product: ShopProduct & { parentSku?: string | undefined } }) {
  return <ProductBackInStock product={watchedProduct(product)} />;
}

/**
 * The wishlist and compare toggles of a product (accounts-content §4: add ignores duplicates by
 * sku; the lists' notifications say what happened). Disabled until the shop runs.
 */
export function ProductListToggles({ product }: { product: ShopProduct }) {
  const t = useT();
  const shop = useShop();
  const wishlist = useListItems(shop?.wishlist);
  const compare = useListItems(shop?.compare);
  const inWishlist = wishlist.some((p) => p.sku === product.sku);
  const inCompare = compare.some((p) => p.sku === product.sku);
  return (
    <>
      <button
        type="button"
        disabled={!shop}
        aria-pressed={inWishlist}
        data-testid="wishlist-toggle-product"
        onClick={() =>
          shop && void (inWishlist ? shop.wishlist.remove(product.sku) : shop.wishlist.add(product))
        }
      >
        {t(inWishlist ? 'Remove from wishlist' : 'Add to favorite')}
      </button>{' '}
      <button
        type="button"
        disabled={!shop}
        aria-pressed={inCompare}
        data-testid="compare-toggle-product"
        onClick={() =>
          shop && void (inCompare ? shop.compare.remove(product.sku) : shop.compare.add(product))
        }
      >
        {t(inCompare ? 'Remove from compare' : 'Add to compare')}
      </button>
    </>
  );
}
