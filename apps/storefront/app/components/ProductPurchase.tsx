import type { CartProduct } from '@kauppa/cart-sync';
import {
  addToCartRequest,
  type CatalogMessage,
  type CatalogProduct,
  initialChoices,
  type ProductVariant,
  type PurchaseChoices,
  purchaseUnitPrice,
} from '@kauppa/catalog-pricing';
import { priceView } from '@kauppa/pages';
import {
  chooseBundleLink,
  purchaseFormView,
  type Surcharge,
  setBundleQuantity,
  setCustomChoice,
} from '@kauppa/pages/views';
import { useState } from 'react';
import { pageClock } from '../catalog/clock.ts';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useAddToCart, useWhenShop } from '../shop/react.tsx';
import { PriceText } from './Price.tsx';

/**
 * The purchase block of the product page: bundle options, custom options, grouped products,
 * quantity, the live price of the choices and "Add to cart". Submitting checks the choices
 * (quantity rule, options chosen, price known) and adds the configured product to the shop's cart
 * (its notifications say how it went). Without JavaScript the form posts to the page, which
 * checks the quantity.
 */
export function ProductPurchase({
  product,
  variant,
  now,
  available,
  listOutOfStockProducts,
  action,
  showPrice = true,
  serverErrors = [],
}: {
  product: CatalogProduct & { name: string };
  variant: ProductVariant | undefined;
  now?: number | undefined;
  available?: number | undefined;
  listOutOfStockProducts?: boolean | undefined;
  /** The page that answers the form without JavaScript. */
  action: string;
  /** Show the live price of the choices (bundle, grouped, custom options). */
  showPrice?: boolean;
  serverErrors?: CatalogMessage[];
}) {
  const t = useT();
  const clock = pageClock(now);
  const [choices, setChoices] = useState<PurchaseChoices>(() => initialChoices({ product }));
  const [errors, setErrors] = useState<CatalogMessage[]>(serverErrors);
  const addToCart = useAddToCart();
  // Hovering or focusing the button starts loading the shop, so the click itself does not wait for it.
  const whenShop = useWhenShop();
  const warmUp = () => void whenShop().catch(() => {});
  const unit = purchaseUnitPrice({ product, variant, choices, clock });
  const finalPriceOf = (linked: CatalogProduct) => priceView(linked, clock).final;
  const view = purchaseFormView({ product, choices, unit, finalPriceOf });
  const setCustom = (id: string, value: string | string[]) =>
    setChoices((c) => setCustomChoice(c, id, value));

  return (
    <form
      method="post"
      action={action}
      className="purchase"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const request = addToCartRequest({ product, variant, choices, available, listOutOfStockProducts });
        setErrors(request.errors ?? []);
        if (request.detail) {
          const { product: purchased, ...rest } = request.detail;
          // The cart's rules answer through the notifications; a shop that failed to start is logged.
          addToCart({ ...rest, product: purchased as CartProduct }).catch((error: unknown) =>
            console.warn('Add to cart failed', error),
          );
        }
      }}
    >
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="sku" value={variant?.sku ?? product.sku} />

      {view.bundle.map((option) => (
        <fieldset key={option.id} className="purchase__bundle">
          <legend>{option.title}</legend>
          {option.links.map((link) => (
            <div key={link.id} className="purchase__choice">
              <input
                id={link.inputId}
                type="radio"
                name={`bundle_option[${option.id}]`}
                value={link.id}
                checked={link.checked}
                onChange={() => setChoices((c) => chooseBundleLink(c, option.id, link.id))}
              />
              <label htmlFor={link.inputId}>
                {link.name}{' '}
                <span className="purchase__muted">
                  <PriceText value={link.price} />
                </span>
              </label>
            </div>
          ))}
          <label htmlFor={`bundle-qty-${option.id}`}>{t('Quantity')}</label>
          <input
            id={`bundle-qty-${option.id}`}
            name={`bundle_option_qty[${option.id}]`}
            type="number"
            inputMode="numeric"
            min={0}
            value={option.qty}
            onChange={(e) => {
              const qty = e.currentTarget.value;
              setChoices((c) => setBundleQuantity(c, option.id, qty));
            }}
          />
        </fieldset>
      ))}

      {view.grouped && (
        <table className="purchase__grouped">
          <caption className="visually-hidden">{product.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Price')}</th>
            </tr>
          </thead>
          <tbody>
            {view.grouped.map((link) => (
              <tr key={link.sku}>
                <th scope="row">{link.name}</th>
                <td>{link.price !== undefined ? <PriceText value={link.price} /> : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {view.custom.map((option) => (
        <div key={option.id} className="purchase__custom">
          <label htmlFor={option.inputId}>
            {option.title}
            {option.surcharge !== undefined ? ` (+${formatPrice(option.surcharge)})` : ''}
          </label>
          {option.choice ? (
            <select
              id={option.inputId}
              name={`custom_option[${option.id}]`}
              value={option.value}
              onChange={(e) => setCustom(option.id, e.currentTarget.value)}
            >
              <option value="">–</option>
              {option.values.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.title}
                  {v.surcharge ? ` (+${surchargeText(v.surcharge)})` : ''}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={option.inputId}
              name={`custom_option[${option.id}]`}
              type="text"
              value={option.value}
              onChange={(e) => setCustom(option.id, e.currentTarget.value)}
            />
          )}
        </div>
      ))}

      {showPrice && (
        <p className="purchase__price" aria-live="polite">
          <PriceText value={unit} />
        </p>
      )}
      <div className="purchase__row">
        <label htmlFor="purchase-qty">{t('Quantity')}</label>
        <input
          id="purchase-qty"
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          {...(available !== undefined ? { max: available } : {})}
          value={choices.qty}
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={errors.length > 0 ? 'purchase-errors' : undefined}
          onChange={(e) => {
            const qty = e.currentTarget.value;
            setChoices((c) => ({ ...c, qty }));
          }}
        />
        <button type="submit" className="purchase__add" onPointerEnter={warmUp} onFocus={warmUp}>
          {t('Add to cart')}
        </button>
      </div>
      {errors.length > 0 && (
        <ul id="purchase-errors" className="form-errors" role="alert">
          {errors.map((e) => (
            <li key={e.id}>{t(e.id, e.params)}</li>
          ))}
        </ul>
      )}
    </form>
  );
}

/** A value's surcharge as shown: "10 %" or the formatted amount. */
const surchargeText = (surcharge: Surcharge) =>
  surcharge.percent !== undefined ? `${surcharge.percent} %` : formatPrice(surcharge.amount);
