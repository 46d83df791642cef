import type { CartProduct } from '@kauppa/cart-sync';
import {
  addToCartRequest,
  type CatalogMessage,
  type CatalogProduct,
  getCustomOptionPrice,
  initialChoices,
  type ProductVariant,
  type PurchaseChoices,
  purchaseUnitPrice,
} from '@kauppa/catalog-pricing';
import { priceView } from '@kauppa/pages';
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
  const setCustom = (id: string, value: string | string[]) =>
    setChoices((c) => ({ ...c, custom: { ...c.custom, [id]: value } }));

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

      {product.type_id === 'bundle' &&
        product.bundle_options?.map((option) => {
          const id = String(option.option_id);
          const chosen = choices.bundle[id];
          return (
            <fieldset key={id} className="purchase__bundle">
              <legend>{option.title ?? id}</legend>
              {option.product_links.map((link) => {
                const inputId = `bundle-${id}-${String(link.id)}`;
                const linkName = (link.product as { name?: string } | undefined)?.name ?? link.sku;
                const price = link.product ? priceView(link.product, clock).final : link.price;
                return (
                  <div key={String(link.id)} className="purchase__choice">
                    <input
                      id={inputId}
                      type="radio"
                      name={`bundle_option[${id}]`}
                      value={String(link.id)}
                      checked={chosen?.link === String(link.id)}
                      onChange={() =>
                        setChoices((c) => ({
                          ...c,
                          bundle: { ...c.bundle, [id]: { link: String(link.id), qty: chosen?.qty ?? '1' } },
                        }))
                      }
                    />
                    <label htmlFor={inputId}>
                      {linkName}{' '}
                      <span className="purchase__muted">
                        <PriceText value={price} />
                      </span>
                    </label>
                  </div>
                );
              })}
              <label htmlFor={`bundle-qty-${id}`}>{t('Quantity')}</label>
              <input
                id={`bundle-qty-${id}`}
                name={`bundle_option_qty[${id}]`}
                type="number"
                inputMode="numeric"
                min={0}
                value={chosen?.qty ?? '1'}
                onChange={(e) => {
                  const qty = e.currentTarget.value;
                  setChoices((c) => ({
                    ...c,
                    bundle: { ...c.bundle, [id]: { link: chosen?.link ?? '', qty } },
                  }));
                }}
              />
            </fieldset>
          );
        })}

      {product.type_id === 'grouped' && product.product_links && (
        <table className="purchase__grouped">
          <caption className="visually-hidden">{product.name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Price')}</th>
            </tr>
          </thead>
          <tbody>
            {product.product_links.map((link) => (
              <tr key={link.linked_product_sku}>
                <th scope="row">
                  {(link.product as { name?: string } | undefined)?.name ?? link.linked_product_sku}
                </th>
                <td>{link.product ? <PriceText value={priceView(link.product, clock).final} /> : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {product.custom_options?.map((option) => {
        const id = String(option.option_id);
        const inputId = `custom-option-${id}`;
        const value = choices.custom[id];
        return (
          <div key={id} className="purchase__custom">
            <label htmlFor={inputId}>
              {option.title ?? id}
              {!option.values?.length && option.price
                ? ` (+${formatPrice(getCustomOptionPrice({ option, basePrice: unit }))})`
                : ''}
            </label>
            {option.values?.length ? (
              <select
                id={inputId}
                name={`custom_option[${id}]`}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => setCustom(id, e.currentTarget.value)}
              >
                <option value="">–</option>
                {option.values.map((v) => (
                  <option key={String(v.option_type_id)} value={String(v.option_type_id)}>
                    {v.title ?? String(v.option_type_id)}
                    {v.price
                      ? ` (+${v.price_type === 'percent' ? `${v.price} %` : formatPrice(v.price)})`
                      : ''}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                name={`custom_option[${id}]`}
                type="text"
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => setCustom(id, e.currentTarget.value)}
              />
            )}
          </div>
        );
      })}

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
