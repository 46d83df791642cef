import type { CartProduct } from '@kauppa/cart-sync';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useAccountState, useListItems, useShop } from '../shop/react.tsx';
import { Field } from './CheckoutField.tsx';

/** A product as the shop's product actions need it. */
export type ShopProduct = CartProduct & { name?: string | undefined; [field: string]: unknown };

/**
 * Product actions for the catalogue pages: add to cart (with quantity), wishlist and compare
 * toggles. Tracks "Viewed Product" is left to the page; add to cart tracks itself.
 */
export function CartProductActions({ product }: { product: ShopProduct }) {
  const t = useT();
  const shop = useShop();
  const [qty, setQty] = useState('1');
  const wishlist = useListItems(shop?.wishlist);
  const compare = useListItems(shop?.compare);
  const inWishlist = wishlist.some((p) => p.sku === product.sku);
  const inCompare = compare.some((p) => p.sku === product.sku);
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
      <button
        type="button"
        disabled={!shop}
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
        data-testid="compare-toggle-product"
        onClick={() =>
          shop && void (inCompare ? shop.compare.remove(product.sku) : shop.compare.add(product))
        }
      >
        {t(inCompare ? 'Remove from compare' : 'Add to compare')}
      </button>
    </div>
  );
}

/** Back-in-stock subscription of the marketing provider (accounts-content §4, §7). */
export function CartBackInStock({ product }: { product: ShopProduct & { parentSku?: string | undefined } }) {
  const t = useT();
  const shop = useShop();
  const account = useAccountState();
  const form = useShopForm({ email: account?.current?.email ?? '' });
  const [done, setDone] = useState<'subscribed' | 'unsubscribed' | null>(null);
  const watched = { sku: product.sku, ...(product.parentSku ? { parentSku: product.parentSku } : {}) };
  const watching = shop?.marketing.isWatching(watched) ?? false;
  return (
    <form
      noValidate
      className="back-in-stock"
      data-testid="back-in-stock"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.newsletterForm, v)))) return;
        try {
          if (watching) {
            await shop.marketing.backInStockUnsubscribe({ product: watched, email: form.values.email });
            setDone('unsubscribed');
          } else {
            await shop.marketing.backInStockSubscribe({ product: watched, email: form.values.email });
            setDone('subscribed');
          }
        } catch {
          shop.notifications.notify({
            type: 'error',
            message: { id: 'Something went wrong. Try again in a few seconds.' },
          });
        }
      }}
    >
      {done === 'subscribed' && (
        <p role="status">{t('We will let you know when this product is back in stock.')}</p>
      )}
      {done === 'unsubscribed' && (
        <p role="status">{t('You will no longer be notified about this product.')}</p>
      )}
      <Field
        form="bis"
        name="email"
        type="email"
        label={t('E-mail address')}
        value={form.values.email}
        error={form.errors.email}
        onValue={form.set('email')}
      />
      <button type="submit" disabled={!shop}>
        {t(watching ? 'Unsubscribe' : 'Notify me when the product is back in stock')}
      </button>
    </form>
  );
}
