import type { CartItemInput, CheckoutAddress, CollectTotals, ShippingInformation } from '@kauppa/contract';
import type { Context, Hono } from 'hono';
import { type CouponRule, coupons } from '../catalog/generate.ts';
import { HttpError, messages, newToken, readBody, reply, type ShopContext, tokenUser } from '../context.ts';
import { refuseUnknownOptionFields } from '../magento-options.ts';
import {
  computeTotals,
  isFlatRate,
  paymentMethods,
  type ResolvedLine,
  resolveLine,
  shippingMethod,
} from '../totals.ts';

interface CartRow {
  id: string;
  user_id: number | null;
  coupon: string | null;
  shipping_carrier: string | null;
  shipping_method: string | null;
  payment_method: string | null;
  active: number;
}

interface ItemRow {
  item_id: number;
  cart_id: string;
  sku: string;
  qty: number;
  product_option: string | null;
}

/** The cart of the `cartId` query parameter, checked against the `token` (401 for a foreign cart). */
export function requireCart(ctx: ShopContext, c: Context): CartRow {
  const cartId = c.req.query('cartId');
  if (!cartId) throw new HttpError(400, 'The cartId query parameter is required');
  const token = c.req.query('token');
  let userId: number | null = null;
  if (token) {
    const user = tokenUser(ctx, token, 'access');
    if (user === undefined) throw new HttpError(401, messages.invalidToken);
    userId = user;
  }
  const cart = ctx.sql('SELECT * FROM carts WHERE id = ?').get(cartId) as CartRow | undefined;
  if (cart?.active !== 1) throw new HttpError(404, `No such entity with cartId = ${cartId}`);
  if ((cart.user_id ?? null) !== userId) throw new HttpError(401, messages.foreignCart);
  return cart;
}

function items(ctx: ShopContext, cartId: string): ItemRow[] {
  return ctx
    .sql('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY item_id')
    .all(cartId) as unknown as ItemRow[];
}

function serverItem(ctx: ShopContext, row: ItemRow) {
  const line = resolveLine(
    ctx.catalog,
    { item_id: row.item_id, sku: row.sku, qty: row.qty, product_option: parse(row.product_option) },
    ctx.clock.now(),
  );
  return {
    item_id: row.item_id,
    sku: row.sku,
    qty: row.qty,
    name: (line?.doc.name as string | undefined) ?? row.sku,
    price: line?.unitInclTax ?? 0,
    product_type: ((line?.parent ?? line?.doc)?.type_id as string | undefined) ?? 'simple',
    quote_id: row.cart_id,
    ...(row.product_option ? { product_option: parse(row.product_option) } : {}),
  };
}

function parse(text: string | null): unknown {
  return text ? JSON.parse(text) : undefined;
}

/** Resolved lines of a cart (unknown skus are dropped). */
export function cartLines(ctx: ShopContext, cartId: string): ResolvedLine[] {
  const now = ctx.clock.now();
  return items(ctx, cartId).flatMap((row) => {
    const line = resolveLine(
      ctx.catalog,
      { item_id: row.item_id, sku: row.sku, qty: row.qty, product_option: parse(row.product_option) },
      now,
    );
    return line ? [line] : [];
  });
}

/** A coupon that applies now to a subtotal, or the reason it does not. */
export function couponFor(ctx: ShopContext, code: string, subtotal: number): CouponRule | string {
  const rule = coupons.find((c) => c.code.toLowerCase() === code.trim().toLowerCase());
  if (!rule) return messages.couponIncorrect;
  const now = ctx.clock.now();
  if (rule.from && now < Date.parse(`${rule.from}T00:00:00Z`)) return messages.couponInvalid;
  if (rule.to && now > Date.parse(`${rule.to}T23:59:59Z`)) return messages.couponInvalid;
  if (rule.minSubtotal !== undefined && subtotal < rule.minSubtotal) return messages.couponInvalid;
  if (subtotal <= 0) return messages.couponInvalid;
  return rule;
}

/** The totals of a cart with its coupon and chosen methods. */
export function cartTotals(
  ctx: ShopContext,
  cart: CartRow,
  methods: { carrier?: string | null; payment?: string | null } = {},
) {
  const lines = cartLines(ctx, cart.id);
  const subtotal = lines.reduce((s, l) => s + l.unitInclTax * l.input.qty, 0);
  const coupon = cart.coupon ? couponFor(ctx, cart.coupon, subtotal) : undefined;
  return computeTotals(lines, {
    coupon: typeof coupon === 'object' ? coupon : undefined,
    withShipping: Boolean(methods.carrier ?? cart.shipping_carrier),
    paymentCode: methods.payment ?? cart.payment_method ?? undefined,
  });
}

/** Cart calls of commerce-core §7 under `/api/cart/`. */
export function cartRoutes(app: Hono, ctx: ShopContext): void {
  app.post('/api/cart/create', (c) => {
    const token = c.req.query('token');
    let userId: number | null = null;
    if (token) {
      const user = tokenUser(ctx, token, 'access');
      if (user === undefined) throw new HttpError(401, messages.invalidToken);
      userId = user;
      const existing = ctx
        .sql('SELECT id FROM carts WHERE user_id = ? AND active = 1 ORDER BY created_at DESC')
        .get(userId) as { id: string } | undefined;
      if (existing) return reply(c, 200, existing.id);
    }
    const id = newToken().slice(0, 32);
    ctx.sql('INSERT INTO carts (id, user_id, created_at) VALUES (?, ?, ?)').run(id, userId, ctx.clock.now());
    return reply(c, 200, id);
  });

  app.get('/api/cart/pull', (c) => {
    const cart = requireCart(ctx, c);
    return reply(
      c,
      200,
      items(ctx, cart.id).map((row) => serverItem(ctx, row)),
    );
  });

  app.post('/api/cart/update', async (c) => {
    const cart = requireCart(ctx, c);
    const { cartItem } = await readBody<{ cartItem: CartItemInput }>(c, 'cart.update');
    refuseUnknownOptionFields(cartItem.product_option);
    const entry = ctx.catalog.bySku(cartItem.sku);
    if (!entry)
      throw new HttpError(404, `Product that you are trying to add is not available: ${cartItem.sku}`);
    if (entry.doc.type_id === 'grouped')
      throw new HttpError(400, 'Grouped products are added as their associated children');
    if (entry.doc.type_id === 'configurable') {
      const line = resolveLine(
        ctx.catalog,
        { item_id: 0, sku: cartItem.sku, qty: 1, product_option: cartItem.product_option },
        ctx.clock.now(),
      );
      if (!line?.parent) throw new HttpError(400, messages.noSuchConfiguration);
    }
    const qty = Number(cartItem.qty ?? 1);
    const { maxQty, maxLines } = ctx.settings.limits;
    if (!Number.isInteger(qty) || qty < 1 || qty > maxQty)
      throw new HttpError(400, `The quantity must be a whole number from 1 to ${maxQty}`);
    const option = cartItem.product_option ? JSON.stringify(cartItem.product_option) : null;
    let row: ItemRow | undefined;
    if (cartItem.item_id !== undefined) {
      row = ctx
        .sql(
          'UPDATE cart_items SET qty = ?, product_option = COALESCE(?, product_option) WHERE item_id = ? AND cart_id = ? RETURNING *',
        )
        .get(qty, option, Number(cartItem.item_id), cart.id) as ItemRow | undefined;
      if (!row) throw new HttpError(404, `No such entity with itemId = ${String(cartItem.item_id)}`);
    } else {
      row = ctx
        .sql(
          "UPDATE cart_items SET qty = ? WHERE item_id = (SELECT item_id FROM cart_items WHERE cart_id = ? AND sku = ? AND COALESCE(product_option, '') = COALESCE(?, '') LIMIT 1) RETURNING *",
        )
        .get(qty, cart.id, cartItem.sku, option) as ItemRow | undefined;
      if (!row) {
        const { n } = ctx.sql('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?').get(cart.id) as {
          n: number;
        };
        if (n >= maxLines) throw new HttpError(400, `A cart holds at most ${maxLines} lines`);
        row = ctx
          .sql('INSERT INTO cart_items (cart_id, sku, qty, product_option) VALUES (?, ?, ?, ?) RETURNING *')
          .get(cart.id, cartItem.sku, qty, option) as unknown as ItemRow;
      }
    }
    return reply(c, 200, serverItem(ctx, row));
  });

  app.post('/api/cart/delete', async (c) => {
    const cart = requireCart(ctx, c);
    const { cartItem } = await readBody<{ cartItem: CartItemInput }>(c, 'cart.delete');
    const info =
      cartItem.item_id !== undefined
        ? ctx
            .sql('DELETE FROM cart_items WHERE item_id = ? AND cart_id = ?')
            .run(Number(cartItem.item_id), cart.id)
        : ctx.sql('DELETE FROM cart_items WHERE sku = ? AND cart_id = ?').run(cartItem.sku, cart.id);
    if (info.changes === 0)
      throw new HttpError(404, `No such entity with itemId = ${String(cartItem.item_id ?? cartItem.sku)}`);
    return reply(c, 200, true);
  });

  app.get('/api/cart/totals', (c) => {
    const cart = requireCart(ctx, c);
    return reply(c, 200, cartTotals(ctx, cart));
  });

  app.get('/api/cart/payment-methods', (c) => {
    requireCart(ctx, c);
    return reply(c, 200, paymentMethods);
  });

  app.post('/api/cart/shipping-methods', async (c) => {
    requireCart(ctx, c);
    const { address } = await readBody<{ address: CheckoutAddress }>(c, 'cart.shippingMethods');
    const country = address.country_id ?? address.countryId ?? 'FI';
    return reply(c, 200, country === 'FI' ? [shippingMethod] : []);
  });

  app.post('/api/cart/shipping-information', async (c) => {
    const cart = requireCart(ctx, c);
    const { addressInformation } = await readBody<ShippingInformation>(c, 'cart.shippingInformation');
    if (!isFlatRate(addressInformation.shippingCarrierCode, addressInformation.shippingMethodCode))
      throw new HttpError(400, messages.shippingMissing);
    ctx
      .sql(
        'UPDATE carts SET shipping_carrier = ?, shipping_method = ?, shipping_address = ?, billing_address = ? WHERE id = ?',
      )
      .run(
        shippingMethod.carrier_code,
        shippingMethod.method_code,
        JSON.stringify(addressInformation.shippingAddress),
        JSON.stringify(addressInformation.billingAddress ?? addressInformation.shippingAddress),
        cart.id,
      );
    const updated = { ...cart, shipping_carrier: addressInformation.shippingCarrierCode };
    return reply(c, 200, { payment_methods: paymentMethods, totals: cartTotals(ctx, updated) });
  });

  app.post('/api/cart/collect-totals', async (c) => {
    const cart = requireCart(ctx, c);
    const { methods } = await readBody<CollectTotals>(c, 'cart.collectTotals');
    const payment = methods?.paymentMethod?.method;
    if (payment !== undefined && !paymentMethods.some((p) => p.code === payment))
      throw new HttpError(400, `The requested Payment Method is not available: ${payment}`);
    if (payment !== undefined)
      ctx.sql('UPDATE carts SET payment_method = ? WHERE id = ?').run(payment, cart.id);
    if (methods?.shippingCarrierCode)
      ctx
        .sql('UPDATE carts SET shipping_carrier = ?, shipping_method = ? WHERE id = ?')
        .run(methods.shippingCarrierCode, methods.shippingMethodCode ?? null, cart.id);
    return reply(c, 200, cartTotals(ctx, cart, { carrier: methods?.shippingCarrierCode, payment }));
  });

  app.post('/api/cart/apply-coupon', (c) => {
    const cart = requireCart(ctx, c);
    const code = c.req.query('coupon') ?? '';
    const lines = cartLines(ctx, cart.id);
    const subtotal = lines.reduce((s, l) => s + l.unitInclTax * l.input.qty, 0);
    const rule = code ? couponFor(ctx, code, subtotal) : messages.couponIncorrect;
    if (typeof rule === 'string') throw new HttpError(400, rule);
    ctx.sql('UPDATE carts SET coupon = ? WHERE id = ?').run(rule.code, cart.id);
    return reply(c, 200, true);
  });

  app.post('/api/cart/delete-coupon', (c) => {
    const cart = requireCart(ctx, c);
    ctx.sql('UPDATE carts SET coupon = NULL WHERE id = ?').run(cart.id);
    return reply(c, 200, true);
  });
}
