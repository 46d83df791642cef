import type { CartItem } from '@kauppa/cart-sync';
import { defaultCatalogConfig } from '@kauppa/config';
import { imageUrl } from '@kauppa/pages';
import { type CartLineView, cartLineView, couponView, totalsRows } from '@kauppa/pages/views';
import type { Message } from '@kauppa/ports';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { systemClock } from '../catalog/clock.ts';
import { formatPrice } from '../lib/format.ts';
import { useServerText, useT } from '../lib/i18n.ts';
import { usePanelFocus } from '../lib/panel-focus.ts';
import { useShell } from '../lib/shell.ts';
import { goToCheckout } from '../shop/navigation.ts';
import { useCartState, useShop, useUi, useUiStore } from '../shop/react.tsx';

/** The mini cart panel: lines with 150×150 thumbnails, quantity, removal, coupon, totals, checkout. */
export function MiniCart() {
  const t = useT();
  const ui = useUiStore();
  const { microcart } = useUi();
  const shop = useShop();
  const cart = useCartState();
  const navigate = useNavigate();
  const close = () => ui.setPanel('microcart', false);
  const panel = usePanelFocus<HTMLElement>(close);
  if (!microcart) return null;
  const items = cart?.cartItems ?? [];
  return (
    <aside
      className="panel panel--right microcart"
      aria-label={t('Shopping cart')}
      data-testid="microcart"
      ref={panel}
      tabIndex={-1}
    >
      <header className="panel__header">
        <h2>{t('Shopping cart')}</h2>
        <button type="button" className="panel__close" onClick={close} aria-label={t('Close')}>
          ×
        </button>
      </header>
      {items.length === 0 ? (
        <p>{t('Your shopping cart is empty.')}</p>
      ) : (
        <>
          <ul className="microcart__items">
            {items.map((item) => (
              <CartLine key={cartLineView(item, { now: 0 }).key} item={item} />
            ))}
          </ul>
          <CartCoupon />
          <CartTotals />
          <div className="microcart__actions">
            <button
              type="button"
              className="button"
              data-testid="go-to-checkout"
              onClick={() => {
                close();
                if (shop) void goToCheckout(shop, navigate);
              }}
            >
              {t('Go to checkout')}
            </button>
            <Link to="/checkout" onClick={close} className="microcart__builtin">
              {t('Checkout')}
            </Link>
          </div>
        </>
      )}
    </aside>
  );
}

/** The id of a cart line's quantity field (the checkout's stock refusal focuses it). */
export const cartLineQuantityId = (key: string) => `cart-qty-${key.replace(/[^\w-]/g, '_')}`;

function CartLine({ item }: { item: CartItem }) {
  const t = useT();
  const shop = useShop();
  const { imageBase } = useShell();
  const [confirming, setConfirming] = useState(false);
  // What the cart said about the quantity typed: refused (error) or taken with a warning.
  const [said, setSaid] = useState<{ error?: Message | undefined; warning?: Message | undefined }>({});
  const thumbnails = (shop?.config.catalog ?? defaultCatalogConfig).thumbnails.cart;
  const line: CartLineView = cartLineView(item, { now: (shop?.clock ?? systemClock).now() });
  const inputId = cartLineQuantityId(line.key);
  const messageId = `${inputId}-message`;
  const remove = () => {
    if (!shop) return;
    // The shop removes the line and tracks it; a refusal is told at the line (issue 30.2).
    void shop.removeFromCart(item).then((outcome) => {
      if (outcome.status === 'refused' && outcome.message) setSaid({ error: outcome.message });
    });
  };
  const shown = said.error ?? said.warning;
  return (
    <li className="cart-line" data-testid="cart-line" data-sku={item.sku}>
      {line.image ? (
        <img
          src={imageUrl(imageBase, line.image)}
          alt=""
          width={thumbnails.width}
          height={thumbnails.height}
        />
      ) : (
        <span
          className="cart-line__placeholder"
          style={{ width: thumbnails.width, height: thumbnails.height }}
        />
      )}
      <div className="cart-line__info">
        <p className="cart-line__name">{line.name}</p>
        <p className="cart-line__sku">{line.sku}</p>
        {/* The unit price shows when it differs from the row total, or on sale. */}
        {line.unit !== undefined && (line.regular !== undefined || line.qty > 1) && (
          <p className="cart-line__price">
            {line.regular !== undefined ? (
              <>
                <ins>
                  <span className="visually-hidden">{t('Price')}: </span>
                  {formatPrice(line.unit)}
                </ins>{' '}
                <del>{formatPrice(line.regular)}</del>
              </>
            ) : (
              formatPrice(line.unit)
            )}
          </p>
        )}
        {line.total !== undefined && (
          <p className="cart-line__total" data-testid="cart-line-total">
            {formatPrice(line.total)}
          </p>
        )}
        <label htmlFor={inputId}>{t('Quantity')}</label>{' '}
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={item.qty}
          key={item.qty}
          aria-invalid={said.error ? true : undefined}
          aria-describedby={shown ? messageId : undefined}
          onChange={() => said.error && setSaid({})}
          onBlur={(event) => {
            if (!shop) return;
            const value = event.currentTarget.value;
            // The cart checks the quantity as adding does; a refused one stays typed with its message.
            void shop.cart.changeQuantity(item, value).then((change) => {
              setSaid(change.status === 'refused' ? { error: change.message } : { warning: change.message });
            });
          }}
        />
        {shown && (
          <p
            id={messageId}
            className={said.error ? 'cart-line__error' : 'cart-line__warning'}
            role={said.error ? 'alert' : 'status'}
          >
            {t(shown.id, shown.params)}
          </p>
        )}
        {confirming ? (
          <p className="cart-line__confirm" role="alertdialog">
            {t('Are you sure you would like to remove this item from the shopping cart?')}{' '}
            <button type="button" onClick={remove}>
              {t('OK')}
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              {t('Cancel')}
            </button>
          </p>
        ) : (
          <button
            type="button"
            className="link-button"
            onClick={() => (shop?.config.cart.askBeforeRemoveProduct ? setConfirming(true) : remove())}
          >
            {t('Remove')}
          </button>
        )}
      </div>
    </li>
  );
}

/** Coupon apply and remove; the cart answers with its notifications (commerce-core §8). */
export function CartCoupon() {
  const t = useT();
  const shop = useShop();
  const cart = useCartState();
  const [code, setCode] = useState('');
  const coupon = couponView({ state: cart });
  return (
    <form
      className="coupon"
      onSubmit={(event) => {
        event.preventDefault();
        // The field keeps the code until the server applied it (queued offline, issue 30.2).
        if (shop)
          void shop.cart.applyCoupon(code).then((outcome) => outcome.status === 'applied' && setCode(''));
      }}
    >
      {coupon.applied ? (
        <p>
          {t('Discount code')}: {coupon.label}{' '}
          <button type="button" className="link-button" onClick={() => shop && void shop.cart.removeCoupon()}>
            {t('Remove')}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor="coupon-code">{t('Discount code')}</label>
          <input id="coupon-code" value={code} onChange={(event) => setCode(event.currentTarget.value)} />
          <button type="submit">{t('Add discount code')}</button>
        </>
      )}
    </form>
  );
}

/** The totals with their segments (subtotal, shipping, discount, tax, grand total). */
export function CartTotals() {
  const t = useT();
  const title = useServerText();
  const cart = useCartState();
  const shop = useShop();
  // The platform's rows, else (or offline) the local ones, without the tax row (`totalsRows`).
  const rows = totalsRows({
    state: cart,
    online: shop?.connectivity.isOnline(),
    now: (shop?.clock ?? systemClock).now(),
  });
  if (!rows) return null;
  return (
    <dl className="totals" data-testid="cart-totals">
      {rows.map((segment) => (
        <div key={segment.code} className={`totals__row totals__row--${segment.code}`}>
          <dt>{title(segment.title ?? segment.code)}</dt>
          <dd>{segment.note ? t(segment.note) : formatPrice(segment.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The grand total on its own, where the shopper decides: beside "Place the order" (issue 28.9: on a
 * phone the summary is below the steps, a screen away from the button).
 */
export function GrandTotal() {
  const t = useT();
  const cart = useCartState();
  const shop = useShop();
  const rows = totalsRows({
    state: cart,
    online: shop?.connectivity.isOnline(),
    now: (shop?.clock ?? systemClock).now(),
  });
  const total = rows?.find((row) => row.code === 'grand_total');
  if (!total || total.value === null) return null;
  return (
    <p className="checkout-review__total" data-testid="review-total">
      <span>{t('Grand total')}</span> <strong>{formatPrice(total.value)}</strong>
    </p>
  );
}
