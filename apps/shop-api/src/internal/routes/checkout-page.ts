import type { Order } from '@kauppa/contract';
import type { Context, Hono } from 'hono';
import { HttpError, messages, type ShopContext, textLimits, tokenUser } from '../context.ts';
import { escapeMarkup as escapeHtml } from '../markup.ts';
import { paymentMethods, shippingMethod } from '../totals.ts';
import { cartLines, cartTotals } from './cart.ts';
import { placeOrder } from './orders.ts';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}input,select{width:100%;padding:.4rem}button{margin-top:1rem;padding:.6rem 1.2rem}table{width:100%;border-collapse:collapse}td{padding:.2rem 0}td:last-child{text-align:right}</style>
</head><body>${body}</body></html>`;
}

const euro = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;

interface CartRef {
  id: string;
  user_id: number | null;
  coupon: string | null;
  shipping_carrier: string | null;
  shipping_method: string | null;
  payment_method: string | null;
  active: number;
}

function findCart(
  ctx: ShopContext,
  userToken: string,
  cartToken: string,
): { cart: CartRef; userId: number | null } {
  const guest =
    userToken === '' || userToken === 'guest' || userToken === 'null' || userToken === 'undefined';
  const userId = guest ? null : (tokenUser(ctx, userToken, 'access') ?? undefined);
  if (userId === undefined) throw new HttpError(401, messages.invalidToken);
  const cart = ctx.sql('SELECT * FROM carts WHERE id = ? AND active = 1').get(cartToken) as
    | CartRef
    | undefined;
  if (!cart) throw new HttpError(404, `No such entity with cartId = ${cartToken}`);
  if ((cart.user_id ?? null) !== userId) throw new HttpError(401, messages.foreignCart);
  return { cart, userId };
}

/** The security headers of the external checkout page (issue 29.8). */
export function checkoutPageHeaders(storefrontUrl: string): Record<string, string> {
  const storefront = new URL(storefrontUrl).origin;
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      'img-src data:',
      `form-action 'self' ${storefront}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'private, no-store',
  };
}

/**
 * The external checkout site: `/vue/cart/sync/token/{userToken}/cart/{cartToken}` (`{userToken}`
 * is empty for a guest: `…/token//cart/{cartToken}`) shows the cart and an address form; posting
 * it places the order and sends the browser to the storefront's `/order-success?orderNumber=…`.
 */
export function checkoutPageRoutes(app: Hono, ctx: ShopContext): void {
  const show = (c: Context, userToken: string, cartToken: string) => {
    let found: ReturnType<typeof findCart>;
    try {
      found = findCart(ctx, userToken, cartToken);
    } catch (error) {
      const status = error instanceof HttpError ? error.code : 500;
      return c.html(
        page(
          'Checkout',
          `<h1>Checkout</h1><p role="alert">${escapeHtml(error instanceof Error ? error.message : 'Error')}</p>`,
        ),
        status as 404,
      );
    }
    const lines = cartLines(ctx, found.cart.id);
    const totals = cartTotals(ctx, found.cart, { carrier: shippingMethod.carrier_code });
    const user = found.userId
      ? (ctx.sql('SELECT email, firstname, lastname FROM users WHERE id = ?').get(found.userId) as
          | { email: string; firstname: string; lastname: string }
          | undefined)
      : undefined;
    const field = (name: string, label: string, value = '', type = 'text') =>
      `<label>${label}<input name="${name}" type="${type}" value="${escapeHtml(value)}" required></label>`;
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${escapeHtml(String(l.doc.name))} × ${l.input.qty}</td><td>${euro(l.unitInclTax * l.input.qty)}</td></tr>`,
      )
      .join('');
    const body = `<h1>Checkout</h1>
<table>${rows}<tr><td>${escapeHtml(shippingMethod.carrier_title)}</td><td>${euro(shippingMethod.price_incl_tax)}</td></tr>
<tr><td><strong>Grand Total</strong></td><td><strong data-testid="grand-total">${euro(totals.grand_total)}</strong></td></tr></table>
${lines.length === 0 ? '<p role="alert">Shopping cart is empty before checkout</p>' : ''}
<form method="post">
${field('firstname', 'First name', user?.firstname)}${field('lastname', 'Last name', user?.lastname)}
${field('email', 'E-mail', user?.email, 'email')}${field('street', 'Street address')}${field('postcode', 'Zip-code')}${field('city', 'City')}
<label>Payment method<select name="payment">${paymentMethods.map((p) => `<option value="${p.code}">${escapeHtml(p.title)}</option>`).join('')}</select></label>
<button type="submit">Place the order</button></form>`;
    return c.html(page('Checkout', body));
  };

  const submit = async (c: Context, userToken: string, cartToken: string) => {
    let found: ReturnType<typeof findCart>;
    try {
      found = findCart(ctx, userToken, cartToken);
    } catch (error) {
      const status = error instanceof HttpError ? error.code : 500;
      return c.html(
        page(
          'Checkout',
          `<p role="alert">${escapeHtml(error instanceof Error ? error.message : 'Error')}</p>`,
        ),
        status as 404,
      );
    }
    const form = (await c.req.parseBody()) as Record<string, string>;
    const long = Object.entries(form).find(
      ([key, value]) =>
        typeof value !== 'string' || value.length > textLimits.name || key.length > textLimits.name,
    );
    if (long)
      return c.html(
        page(
          'Checkout',
          `<p role="alert">${escapeHtml(`${long[0].slice(0, 40)}: at most ${textLimits.name} characters`)}</p>`,
        ),
        400,
      );
    const lines = cartLines(ctx, found.cart.id);
    const address = {
      firstname: form.firstname ?? '',
      lastname: form.lastname ?? '',
      email: form.email ?? '',
      street: [form.street ?? ''],
      postcode: form.postcode ?? '',
      city: form.city ?? '',
      country_id: 'FI',
    };
    const order: Order = {
      order_id: `checkout-${found.cart.id}`,
      ...(found.userId === null || found.userId === undefined ? {} : { user_id: String(found.userId) }),
      cart_id: String(found.cart.id),
      products: lines.map((l) => ({
        sku: l.input.sku,
        qty: l.input.qty,
        price: l.unitInclTax,
        ...(l.input.product_option
          ? { product_option: l.input.product_option as Order['products'][number]['product_option'] }
          : {}),
      })),
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: shippingMethod.carrier_code,
        shipping_method_code: shippingMethod.method_code,
        payment_method_code: form.payment ?? paymentMethods[0].code,
      },
    };
    try {
      const result = placeOrder(ctx, order, { userId: found.userId ?? null });
      return c.redirect(
        `${ctx.settings.storefrontUrl}/order-success?orderNumber=${encodeURIComponent(result.orderNumber)}`,
        303,
      );
    } catch (error) {
      const status = error instanceof HttpError ? error.code : 500;
      return c.html(
        page(
          'Checkout',
          `<p role="alert">${escapeHtml(error instanceof Error ? error.message : 'Error')}</p>`,
        ),
        status as 400,
      );
    }
  };

  // The page carries tokens in its address and takes an address and a payment choice (issue 29.8):
  // no script, no framing, no sniffing, no referrer, never cached; its form posts to itself and
  // is answered by a redirect to the storefront.
  const headers = checkoutPageHeaders(ctx.settings.storefrontUrl);
  app.use('/vue/*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  // `{userToken}` may be empty (a guest): `/vue/cart/sync/token//cart/{cartToken}` (commerce-core §2).
  const address = '/vue/cart/sync/token/:userToken{[^/]*}/cart/:cartToken';
  app.get(address, (c) => show(c, c.req.param('userToken') ?? '', c.req.param('cartToken')));
  app.get('/vue/cart/sync/token/cart/:cartToken', (c) => show(c, '', c.req.param('cartToken')));
  app.post(address, (c) => submit(c, c.req.param('userToken') ?? '', c.req.param('cartToken')));
  app.post('/vue/cart/sync/token/cart/:cartToken', (c) => submit(c, '', c.req.param('cartToken')));
}
