import type { ProductPrices } from '@kauppa/catalog-pricing';
import { priceView } from '@kauppa/pages';
import { wishlistItemView } from '@kauppa/pages/views';
import { Link } from 'react-router';
import { pageClock } from '../catalog/clock.ts';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { usePanelFocus } from '../lib/panel-focus.ts';
import { useListItems, useShop, useUi, useUiStore } from '../shop/react.tsx';

/** The wishlist panel: the saved products, each to the cart or off the list. */
export function WishlistPanel() {
  const t = useT();
  const { wishlist: open } = useUi();
  const ui = useUiStore();
  const shop = useShop();
  const items = useListItems(shop?.wishlist);
  const panel = usePanelFocus<HTMLElement>(() => ui.setPanel('wishlist', false));
  if (!open) return null;
  return (
    <aside
      className="panel panel--right"
      aria-label={t('Wishlist')}
      data-testid="wishlist-panel"
      ref={panel}
      tabIndex={-1}
    >
      <header className="panel__header">
        <h2>{t('Wishlist')}</h2>
        <button
          type="button"
          className="panel__close"
          onClick={() => ui.setPanel('wishlist', false)}
          aria-label={t('Close')}
        >
          ×
        </button>
      </header>
      <WishlistItems />
      {items.length > 0 && (
        <p>
          <Link to="/wishlist" onClick={() => ui.setPanel('wishlist', false)}>
            {t('Wishlist')}
          </Link>
        </p>
      )}
    </aside>
  );
}

/** The price to pay now (`getProductPrice` of `@kauppa/catalog-pricing`: special price only in its window). */
const priceOf = (item: object) => priceView(item as ProductPrices, pageClock(undefined)).final;

/** The wishlist items (panel and the /wishlist page). */
export function WishlistItems() {
  const t = useT();
  const shop = useShop();
  const items = useListItems(shop?.wishlist);
  if (items.length === 0) return <p>{t('Your wishlist is empty.')}</p>;
  return (
    <ul className="product-list" data-testid="wishlist-items">
      {items.map((item) => {
        const { name, price } = wishlistItemView(item, priceOf);
        return (
          <li key={item.sku} className="product-list__item" data-sku={item.sku}>
            <span className="product-list__name">{name}</span>
            {price !== undefined && <span>{formatPrice(price)}</span>}
            <button
              type="button"
              onClick={() => shop && void shop.addToCart({ sku: item.sku, product: item })}
            >
              {t('Add to cart')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => shop && void shop.wishlist.remove(item.sku)}
            >
              {t('Remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
