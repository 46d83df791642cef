import type { Checkout, CheckoutStep } from '@kauppa/checkout';
import { cashOnDeliveryInfo, openStockShortages } from '@kauppa/checkout';
import {
  type CheckoutForm,
  cartLineView,
  checkoutAddressFields,
  checkoutCompletion,
  checkoutFieldUpdate,
  checkoutPrefillEvents,
  checkoutView,
  countryOptions,
  shippingMethodChoice,
} from '@kauppa/pages/views';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Field, FieldMessage } from '../components/CheckoutField.tsx';
import { CartTotals, cartLineQuantityId, GrandTotal } from '../components/MiniCart.tsx';
import { formatPrice } from '../lib/format.ts';
import { useServerText, useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { useAccountState, useCartState, useCheckout, useShop, useUiStore } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Checkout' }];
}

/**
 * Checkout (accounts-content §2): Personal Details, Shipping, Payment, Review & Payments, each
 * validated by the checkout machine of `@kauppa/checkout` with the messages on the fields; what
 * each step shows is `checkoutView` of `@kauppa/pages/views`.
 */
export default function CheckoutPage() {
  const t = useT();
  const shop = useShop();
  const checkout = useCheckout();
  const cart = useCartState();
  if (!shop || !checkout || !cart) {
    return (
      <section className="page">
        <h1>{t('Checkout')}</h1>
        <p>{t('Loading...')}</p>
      </section>
    );
  }
  return <CheckoutSteps checkout={checkout} />;
}

function CheckoutSteps({ checkout }: { checkout: Checkout }) {
  const t = useT();
  const title = useServerText();
  const { language } = useShell();
  const shop = useShop()!;
  const cart = useCartState()!;
  const account = useAccountState();
  const navigate = useNavigate();
  const ui = useUiStore();
  const actor = checkout.actor;
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const send = actor.send;
  const password = useRef<string | undefined>(undefined);

  // Started Checkout is tracked after the next totals update (accounts-content §4 tracking).
  useEffect(() => {
    shop.marketing.checkoutStarted();
    void shop.cart.syncTotals({ forceServerSync: true }).then(() => {
      void shop.marketing.cartTotalsUpdated({ ...shop.cart.getState() } as Record<string, unknown>);
    });
  }, [shop]);

  const { emailAddress } = context.personalDetails;
  const { streetAddress } = context.shippingDetails;
  // A signed-in customer's details come from the profile (`checkoutPrefill` of `@kauppa/checkout`).
  useEffect(() => {
    const user = account?.current;
    const saved = { personalDetails: { emailAddress }, shippingDetails: { streetAddress } };
    const defaultCountry = shop.config.tax.defaultCountry;
    for (const event of checkoutPrefillEvents({ user, context: saved, defaultCountry })) send(event);
  }, [account, emailAddress, streetAddress, send, shop]);

  // Placed: the thank-you page; a guest who asked for an account gets it now.
  useEffect(() => {
    if (!state.matches('thankYou')) return;
    const authorized = shop.account.isAuthorized();
    const done = checkoutCompletion({ context, password: password.current, authorized });
    if (!done) return;
    void shop.marketing.orderPlaced(done.orderPlaced);
    if (done.registration) {
      password.current = undefined;
      void shop.account.register(done.registration);
    }
    send({ type: 'checkout.reset' });
    // A held order (offline, or the shop could not take it) is never shown as received (issue 14.4).
    // (Told through the history state: the URL stays the one the offline cache keeps.)
    navigate(done.successPath, { state: done.held ? { held: true } : null });
  }, [state, context, shop, send, navigate]);

  const items = cart.cartItems;
  const cashOnDeliveryCode = shop.config.checkout.cashOnDelivery.code;
  const view = checkoutView({ context, items, matches: (s) => state.matches(s), cashOnDeliveryCode });
  const { current, virtual, chosenPayment, chosenShipping } = view;
  if (view.empty) {
    return (
      <section className="page">
        <Breadcrumbs trail={[{ label: t('Checkout') }]} />
        <h1>{t('Checkout')}</h1>
        <FieldMessage message={{ id: 'Shopping cart is empty before checkout' }} />
        <Link to="/">{t('Return to shopping')}</Link>
      </section>
    );
  }

  const errors = context.errors;
  const personal = context.personalDetails;
  const setter = (form: CheckoutForm) => (name: string) => (value: string | boolean) => {
    if (form === 'personal' && name === 'password') password.current = String(value);
    send(checkoutFieldUpdate(form, name, value));
  };
  const [setPersonal, setShipping, setPayment] = [setter('personal'), setter('shipping'), setter('payment')];
  const stepClass = (id: CheckoutStep) => `checkout-step${current === id ? '' : ' checkout-step--inactive'}`;
  const editable = (id: Exclude<CheckoutStep, 'reviewAndPayments'>) =>
    view.editable[id] && (
      <button type="button" className="link-button" onClick={() => send({ type: 'step.edit', step: id })}>
        {t('Edit')}
      </button>
    );

  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t('Checkout') }]} />
      <h1>{t('Checkout')}</h1>
      <div className="checkout">
        <div>
          <section className={stepClass('personalDetails')} data-testid="step-personalDetails">
            <h2>
              1. {t('Personal Details')} {editable('personalDetails')}
            </h2>
            {current === 'personalDetails' ? (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'personalDetails.submit' });
                }}
              >
                <Field
                  form="personal"
                  name="firstName"
                  label={t('First name')}
                  value={personal.firstName}
                  error={errors.firstName}
                  onValue={setPersonal('firstName')}
                  autoComplete="given-name"
                />
                <Field
                  form="personal"
                  name="lastName"
                  label={t('Last name')}
                  value={personal.lastName}
                  error={errors.lastName}
                  onValue={setPersonal('lastName')}
                  autoComplete="family-name"
                />
                <Field
                  form="personal"
                  name="emailAddress"
                  type="email"
                  label={t('E-mail address')}
                  value={personal.emailAddress}
                  error={errors.emailAddress}
                  onValue={setPersonal('emailAddress')}
                  autoComplete="email"
                />
                {!account?.authorized && (
                  <Field
                    form="personal"
                    name="createAccount"
                    type="checkbox"
                    label={t('I want to create an account')}
                    value={personal.createAccount}
                    onValue={setPersonal('createAccount')}
                  />
                )}
                {personal.createAccount && !account?.authorized && (
                  <>
                    <Field
                      form="personal"
                      name="password"
                      type="password"
                      label={t('Password')}
                      value={personal.password ?? ''}
                      error={errors.password}
                      onValue={setPersonal('password')}
                      autoComplete="new-password"
                    />
                    <Field
                      form="personal"
                      name="repeatPassword"
                      type="password"
                      label={t('Repeat password')}
                      value={personal.repeatPassword ?? ''}
                      error={errors.repeatPassword}
                      onValue={setPersonal('repeatPassword')}
                      autoComplete="new-password"
                    />
                  </>
                )}
                <button type="submit" className="button">
                  {t(virtual ? 'Continue to payment' : 'Continue to shipping')}
                </button>
              </form>
            ) : (
              <p>
                {personal.firstName} {personal.lastName} — {personal.emailAddress}
              </p>
            )}
          </section>

          {/* A virtual cart ships nothing: no Shipping step at all (issue 28.10), the others renumbered. */}
          {!virtual && (
            <section className={stepClass('shipping')} data-testid="step-shipping">
              <h2>
                2. {t('Shipping')} {editable('shipping')}
              </h2>
              {current === 'shipping' && (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    send({ type: 'shipping.submit' });
                  }}
                >
                  {checkoutAddressFields.map(([name, label, autoComplete]) => (
                    <Field
                      key={name}
                      form="shipping"
                      name={name}
                      label={t(label)}
                      value={String(context.shippingDetails[name] ?? '')}
                      error={errors[name]}
                      onValue={setShipping(name)}
                      autoComplete={autoComplete}
                    />
                  ))}
                  <CountrySelect
                    form="shipping"
                    countries={shop.config.checkout.countries}
                    value={context.shippingDetails.country}
                    error={errors.country}
                    onValue={setShipping('country')}
                  />
                  <fieldset>
                    <legend>{t('Shipping method')}</legend>
                    {view.shippingOptions.map((option) => (
                      <label key={option.code} className="field field--checkbox">
                        <input
                          type="radio"
                          name="shippingMethod"
                          value={option.code}
                          checked={option.checked}
                          onChange={() => send(shippingMethodChoice(option))}
                        />{' '}
                        {title(option.title)} {formatPrice(option.price)}
                      </label>
                    ))}
                    <FieldMessage message={errors.shippingMethod} />
                  </fieldset>
                  <button type="submit" className="button">
                    {t('Continue to payment')}
                  </button>
                </form>
              )}
              {view.shippingSummary && (
                <p className="checkout-step__summary" data-testid="shipping-summary">
                  {context.shippingDetails.firstName} {context.shippingDetails.lastName},{' '}
                  {context.shippingDetails.streetAddress} {context.shippingDetails.apartmentNumber},{' '}
                  {context.shippingDetails.zipCode} {context.shippingDetails.city},{' '}
                  {countryOptions({ codes: [context.shippingDetails.country], locale: language })[0]?.name}
                  {chosenShipping && ` — ${title(chosenShipping.method_title)}`}
                </p>
              )}
            </section>
          )}

          <section className={stepClass('payment')} data-testid="step-payment">
            <h2>
              {virtual ? 2 : 3}. {t('Payment')} {editable('payment')}
            </h2>
            {current === 'payment' && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'payment.submit' });
                }}
              >
                {checkoutAddressFields.map(([name, label, autoComplete]) => (
                  <Field
                    key={name}
                    form="payment"
                    name={name}
                    label={t(label)}
                    value={String(context.paymentDetails[name] ?? '')}
                    error={errors[name]}
                    onValue={setPayment(name)}
                    autoComplete={`billing ${autoComplete}`}
                  />
                ))}
                <CountrySelect
                  form="payment"
                  countries={shop.config.checkout.countries}
                  value={context.paymentDetails.country}
                  error={errors.country}
                  onValue={setPayment('country')}
                />
                <Field
                  form="payment"
                  name="generateInvoice"
                  type="checkbox"
                  label={t('I want to generate an invoice for the company')}
                  value={Boolean(context.paymentDetails.generateInvoice)}
                  onValue={setPayment('generateInvoice')}
                />
                {context.paymentDetails.generateInvoice && (
                  <>
                    <Field
                      form="payment"
                      name="company"
                      label={t('Company name')}
                      value={context.paymentDetails.company ?? ''}
                      error={errors.company}
                      onValue={setPayment('company')}
                    />
                    <Field
                      form="payment"
                      name="taxId"
                      label={t('Tax identification number')}
                      value={context.paymentDetails.taxId ?? ''}
                      error={errors.taxId}
                      onValue={setPayment('taxId')}
                    />
                  </>
                )}
                <fieldset>
                  <legend>{t('Payment method')}</legend>
                  {context.paymentMethods.map((method) => (
                    <label key={method.code} className="field field--checkbox">
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={method.code}
                        checked={context.paymentDetails.paymentMethod === method.code}
                        onChange={() =>
                          send({ type: 'paymentDetails.update', details: { paymentMethod: method.code } })
                        }
                      />{' '}
                      {title(method.title)}
                    </label>
                  ))}
                  <FieldMessage message={errors.paymentMethod} />
                </fieldset>
                {view.cashOnDeliveryInfo && <CashOnDeliveryInfo />}
                <button type="submit" className="button">
                  {t('Go review the order')}
                </button>
              </form>
            )}
            {view.paymentSummary && (
              <p className="checkout-step__summary" data-testid="payment-summary">
                {chosenPayment ? title(chosenPayment.title) : context.paymentDetails.paymentMethod}
                {' — '}
                {context.paymentDetails.firstName} {context.paymentDetails.lastName},{' '}
                {context.paymentDetails.streetAddress}, {context.paymentDetails.zipCode}{' '}
                {context.paymentDetails.city}
              </p>
            )}
          </section>

          <section className={stepClass('reviewAndPayments')} data-testid="step-review">
            <h2>
              {virtual ? 3 : 4}. {t('Review & Payments')}
            </h2>
            {view.review && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  send({ type: 'order.place' });
                }}
              >
                {view.cashOnDeliveryInfo && <CashOnDeliveryInfo />}
                <Field
                  form="review"
                  name="terms"
                  type="checkbox"
                  label={<TermsLabel />}
                  value={context.termsAccepted}
                  error={errors.termsAccepted ?? errors.terms}
                  onValue={(v) => send({ type: 'terms.update', accepted: Boolean(v) })}
                />
                <FieldMessage message={context.message} />
                <StockRefusal
                  shortages={openStockShortages({ shortages: context.stockShortages, items })}
                  onFix={(sku) => {
                    // The mini cart opens with the line's quantity field focused.
                    const line = items.find((item) => item.sku === sku);
                    ui.setPanel('microcart', true);
                    if (!line) return;
                    const id = cartLineQuantityId(cartLineView(line, { now: 0 }).key);
                    focusWhenShown(id);
                  }}
                />
                <GrandTotal />
                <button type="submit" className="button" disabled={view.placing} data-testid="place-order">
                  {t('Place the order')}
                </button>
              </form>
            )}
          </section>
        </div>
        <aside aria-label={t('Order summary')}>
          <h2>{t('Order summary')}</h2>
          <ul className="microcart__items">
            {items
              .map((item) => cartLineView(item, { now: shop.clock.now() }))
              .map((line) => (
                <li key={line.key} className="product-list__item" data-sku={line.sku}>
                  <span className="product-list__name">{line.name}</span>
                  <span>× {line.qty}</span>
                  {line.regular !== undefined && (
                    <del className="product-list__regular">{formatPrice(line.regular * line.qty)}</del>
                  )}
                  {line.total !== undefined && <span>{formatPrice(line.total)}</span>}
                </li>
              ))}
          </ul>
          <CartTotals />
        </aside>
      </div>
    </section>
  );
}

/** Focuses the element once the panel that holds it has rendered (the mini cart loads lazily). */
function focusWhenShown(id: string, frames = 60) {
  const element = document.getElementById(id);
  if (element) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
}

/**
 * The lines an order was refused for (issue 28.1): each names the product and the quantity
 * available ("Only {maxQuantity} products of this type are available", commerce-core §8) and takes
 * the shopper to the line's quantity.
 */
function StockRefusal({
  shortages,
  onFix,
}: {
  shortages: ReadonlyArray<{ sku: string; name: string; available: number }>;
  onFix: (sku: string) => void;
}) {
  const t = useT();
  if (shortages.length === 0) return null;
  return (
    <ul className="stock-refusal" data-testid="stock-refusal">
      {shortages.map((s) => (
        <li key={s.sku}>
          <strong>{s.name}</strong>:{' '}
          {s.available > 0
            ? t('Only {maxQuantity} products of this type are available', { maxQuantity: s.available })
            : t('This product is out of stock')}{' '}
          <button type="button" className="link-button" onClick={() => onFix(s.sku)}>
            {t('Change the quantity')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "I agree to Terms and conditions" with the terms a link to their page (`/i/terms`, issue 28.10),
 * opened beside the checkout so the order in progress stays.
 */
function TermsLabel() {
  const t = useT();
  const text = t('I agree to Terms and conditions');
  const terms = t('Terms and conditions');
  const at = text.toLowerCase().indexOf(terms.toLowerCase());
  const link = (label: string) => (
    <Link to="/i/terms" target="_blank" rel="noopener" data-testid="terms-link">
      {label}
    </Link>
  );
  if (at < 0) {
    return (
      <>
        {text} ({link(terms)})
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {link(text.slice(at, at + terms.length))}
      {text.slice(at + terms.length)}
    </>
  );
}

/** Cash on delivery's info box 'Payment Information' (commerce-core §4), hidden for virtual carts. */
function CashOnDeliveryInfo() {
  const t = useT();
  return (
    <div className="info-box" data-testid="cod-info">
      <h3>{t(cashOnDeliveryInfo.title)}</h3>
      <p>{t(cashOnDeliveryInfo.text)}</p>
    </div>
  );
}

function CountrySelect({
  form,
  countries,
  value,
  error,
  onValue,
}: {
  form: string;
  /** The countries offered (`checkout.countries` of the shop configuration). */
  countries: readonly string[];
  value: string;
  error: { id: string; params?: Record<string, string | number> } | undefined;
  onValue: (value: string) => void;
}) {
  const t = useT();
  const { language } = useShell();
  const id = `${form}-country`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t('Country')}</label>
      <select
        id={id}
        name="country"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
      >
        <option value="">—</option>
        {countryOptions({ codes: countries, locale: language }).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldMessage message={error} />
    </div>
  );
}
