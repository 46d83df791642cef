import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useCartCount, useListItems, useShop, useUi, useUiStore } from '../shop/react.tsx';
import { ShopIcon } from './ShopIcon.tsx';

// The shop bar is on every page; the panels its buttons open load their code when first opened
// (`OverlayHost`, issue 20.1), so the toggles live here, apart from the panels.

/** The shop bar: menu (sidebar), search panel, account, wishlist and mini cart toggles. */
export function SidebarShopBar() {
  const t = useT();
  const ui = useUiStore();
  const state = useUi();
  const shop = useShop();
  const account = useAccountState();
  const wishlist = useListItems(shop?.wishlist);
  return (
    <nav className="shop-bar" aria-label={t('Shop')} data-testid="shop-bar">
      <button
        type="button"
        className="shop-bar__button"
        aria-expanded={state.sidebar}
        onClick={() => ui.togglePanel('sidebar')}
      >
        <ShopIcon name="menu" /> <span className="shop-bar__label">{t('Menu')}</span>
      </button>
      <button
        type="button"
        className="shop-bar__button"
        aria-expanded={state.searchpanel}
        onClick={() => ui.togglePanel('searchpanel')}
      >
        <ShopIcon name="search" /> <span className="shop-bar__label">{t('Search')}</span>
      </button>
      {account?.authorized ? (
        <Link className="shop-bar__button" to="/my-account" data-testid="account-link">
          <ShopIcon name="account" />{' '}
          <span className="shop-bar__label">{account.current?.firstname ?? t('My Account')}</span>
        </Link>
      ) : (
        <button
          type="button"
          className="shop-bar__button"
          onClick={() => ui.setAuthElem('login')}
          data-testid="login-open"
        >
          <ShopIcon name="account" /> <span className="shop-bar__label">{t('Log in')}</span>
        </button>
      )}
      <button
        type="button"
        className="shop-bar__button"
        aria-expanded={state.wishlist}
        onClick={() => ui.togglePanel('wishlist')}
        data-testid="wishlist-toggle"
      >
        <ShopIcon name="wishlist" /> <span className="shop-bar__label">{t('Wishlist')}</span>{' '}
        <span className="shop-bar__count">{wishlist.length}</span>
      </button>
      <NewsletterOpenButton />
      <MiniCartToggle />
    </nav>
  );
}

/** The mini cart toggle with the count (quantities or lines per `cart.minicartCountType`). */
export function MiniCartToggle() {
  const t = useT();
  const ui = useUiStore();
  const count = useCartCount();
  return (
    <button
      type="button"
      className="shop-bar__button"
      aria-expanded={useUi().microcart}
      onClick={() => ui.togglePanel('microcart')}
      data-testid="minicart-toggle"
    >
      <CartIcon /> <span className="shop-bar__label">{t('Cart')}</span>{' '}
      <span className="shop-bar__count" data-testid="minicart-count">
        {count}
      </span>
    </button>
  );
}

/** The cart icon, drawn (an emoji shows as an empty box where no emoji font is installed; issue 14). */
function CartIcon() {
  return (
    <svg
      className="shop-bar__icon"
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid="cart-icon"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 11.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L22 7H6.2" />
    </svg>
  );
}

/** The shop bar button that opens the newsletter pop-up. */
export function NewsletterOpenButton() {
  const t = useT();
  const ui = useUiStore();
  return (
    <button
      type="button"
      className="shop-bar__button"
      onClick={() => ui.setNewsletterPopup(true)}
      data-testid="newsletter-open"
    >
      <ShopIcon name="newsletter" /> <span className="shop-bar__label">{t('Newsletter')}</span>
    </button>
  );
}
