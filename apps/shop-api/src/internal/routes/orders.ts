import { defaultShopConfig } from '@kauppa/config';
import type { Order } from '@kauppa/contract';
import type { Hono } from 'hono';
import { unitPriceInclTax } from '../catalog-state.ts';
import { HttpError, messages, optionalUser, readBody, reply, type ShopContext } from '../context.ts';
import { transaction } from '../db.ts';
import { refuseUnknownOptionFields } from '../magento-options.ts';
import { computeTotals, isFlatRate, paymentMethods, type ResolvedLine, resolveLine } from '../totals.ts';
import { couponFor } from './cart.ts';

/** The answer of a placed order. */
/** What a placed order answers: the platform's Magento bridge answer (o2m.js), no client order id. */
export interface PlacedOrder {
  magentoOrderId: number;
  orderNumber: string;
  backendOrderId: number;
  transferedAt: string;
}

/** Who places an order: the user of its token, `null` for a guest. */
export interface OrderCaller {
  userId: number | null;
}

/**
 * Places an order in one transaction: idempotent on the client order id (a second call answers
 * the first result and creates nothing), refuses unavailable products and missing shipping,
 * decrements stock and closes the cart.
 *
 * The customer is the caller's (the user token's, issue 18.1): a `user_id` other than the caller's
 * is a 401, and so is a customer cart without its customer's token (a guest cart's id is its
 * token: whoever holds it may order it). The quantities of all lines of one sku (one child of a
 * configurable) are summed before the stock check (issue 18.2).
 */
export function placeOrder(ctx: ShopContext, order: Order, caller: OrderCaller): PlacedOrder {
  const { maxQty, maxLines } = ctx.settings.limits;
  if (order.products.length > maxLines) throw new HttpError(400, `An order has at most ${maxLines} lines`);
  for (const product of order.products)
    if (!Number.isInteger(product.qty) || product.qty < 1 || product.qty > maxQty)
      throw new HttpError(400, `The quantity of ${product.sku} must be a whole number from 1 to ${maxQty}`);
  if (order.user_id !== undefined && order.user_id !== null && order.user_id !== '') {
    if (caller.userId === null) throw new HttpError(401, messages.invalidToken);
    if (String(caller.userId) !== String(order.user_id).trim())
      throw new HttpError(401, messages.foreignCustomer);
  }
  return transaction(ctx.db, () => {
    const previous = ctx
      .sql('SELECT user_id, data, result FROM orders WHERE client_order_id = ?')
      .get(order.order_id) as { user_id: number | null; data: string; result: string } | undefined;
    if (previous) {
      // A customer's order answers its customer only; a guest order whoever holds its order id.
      if (previous.user_id !== null && previous.user_id !== caller.userId)
        throw new HttpError(401, messages.foreignCustomer);
      // A retry is the same order; another order under a used id is a conflict (issue 29.8).
      if (canonicalJson(JSON.parse(previous.data)) !== canonicalJson(order))
        throw new HttpError(409, messages.orderIdReused);
      return JSON.parse(previous.result) as PlacedOrder;
    }
    const cart = order.cart_id
      ? (ctx.sql('SELECT id, user_id, coupon FROM carts WHERE id = ?').get(String(order.cart_id)) as
          | { id: string; user_id: number | null; coupon: string | null }
          | undefined)
      : undefined;
    // A customer cart is used with its customer's token only; a guest cart by whoever holds its id
    // (its token), signed in or not (an order placed as a guest may be sent after a sign-in).
    if (cart && cart.user_id !== null && cart.user_id !== caller.userId)
      throw new HttpError(401, messages.foreignCart);

    const now = ctx.clock.now();
    const lines: ResolvedLine[] = [];
    const wanted = new Map<
      string,
      { stock: { qty: number; is_in_stock: boolean; manage_stock?: boolean }; qty: number }
    >();
    for (const [index, product] of order.products.entries()) {
      const line = resolveLine(
        ctx.catalog,
        { item_id: index + 1, sku: product.sku, qty: product.qty, product_option: product.product_option },
        now,
      );
      if (!line) throw new HttpError(400, messages.notAvailable);
      // A configurable product is ordered as one of its children, as `cart/update` requires
      // (issue 29.7): its own aggregate stock is not stock and is not decremented.
      if (line.doc.type_id === 'configurable') throw new HttpError(400, messages.noSuchConfiguration);
      const source = line.parent ?? line.doc;
      if (source.type_id === 'grouped' || Number(source.status ?? 1) >= 2)
        throw new HttpError(400, messages.notAvailable);
      const stock = line.doc.stock as
        | { qty: number; is_in_stock: boolean; manage_stock?: boolean }
        | undefined;
      if (stock) {
        // One entry per stocked sku (a configurable's child has its own): the lines' sum is checked.
        const sku = line.doc.sku as string;
        const entry = wanted.get(sku) ?? { stock, qty: 0 };
        entry.qty += product.qty;
        wanted.set(sku, entry);
      }
      lines.push(line);
    }
    for (const { stock, qty } of wanted.values())
      if (!stock.is_in_stock || (stock.manage_stock !== false && stock.qty < qty))
        throw new HttpError(400, messages.notAvailable);
    if (lines.length === 0) throw new HttpError(400, 'Shopping cart is empty before checkout');
    const info = order.addressInformation;
    const physical = lines.some((l) => !l.virtual);
    if (physical && !isFlatRate(info.shipping_carrier_code, info.shipping_method_code))
      throw new HttpError(400, messages.shippingMissing);
    const address = info.billingAddress ?? info.shippingAddress;
    if (!address?.firstname || !address.lastname) throw new HttpError(400, messages.invalidAddress);
    if (!paymentMethods.some((p) => p.code === info.payment_method_code))
      throw new HttpError(400, `The requested Payment Method is not available: ${info.payment_method_code}`);

    const subtotal = lines.reduce((s, l) => s + unitPriceInclTax(l.doc, now) * l.input.qty, 0);
    const coupon = cart?.coupon ? couponFor(ctx, cart.coupon, subtotal) : undefined;
    const totals = computeTotals(lines, {
      coupon: typeof coupon === 'object' ? coupon : undefined,
      withShipping: physical,
      paymentCode: info.payment_method_code,
    });

    for (const line of lines) {
      const stock = line.doc.stock as { qty: number; manage_stock?: boolean } | undefined;
      if (stock && stock.manage_stock !== false)
        ctx.catalog.setStock(line.doc.sku as string, stock.qty - line.input.qty);
    }
    const userId = caller.userId;
    const count = (ctx.sql('SELECT COALESCE(MAX(id), 0) AS n FROM orders').get() as { n: number }).n;
    const incrementId = String(count + 1).padStart(9, '0');
    const createdAt = new Date(now).toISOString();
    const inserted = ctx
      .sql(
        'INSERT INTO orders (client_order_id, increment_id, user_id, cart_id, store_code, email, grand_total, data, totals, result, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        order.order_id,
        incrementId,
        userId,
        cart?.id ?? null,
        order.store_code ?? null,
        info.shippingAddress?.email ?? info.billingAddress?.email ?? null,
        totals.grand_total,
        JSON.stringify(order),
        JSON.stringify(totals),
        '{}',
        now,
      );
    const backendOrderId = Number(inserted.lastInsertRowid);
    const result: PlacedOrder = {
      magentoOrderId: backendOrderId,
      orderNumber: incrementId,
      backendOrderId,
      transferedAt: createdAt,
    };
    ctx.sql('UPDATE orders SET result = ? WHERE id = ?').run(JSON.stringify(result), result.backendOrderId);
    if (cart) {
      ctx.sql('UPDATE carts SET active = 0 WHERE id = ?').run(cart.id);
      ctx.sql('DELETE FROM cart_items WHERE cart_id = ?').run(cart.id);
    }
    return result;
  });
}

/** JSON with the keys of every object sorted: two bodies that differ only in key order are equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** `POST /api/order`, stock and prices (commerce-core §7). */
export function orderRoutes(app: Hono, ctx: ShopContext): void {
  app.post('/api/order', async (c) => {
    const order = await readBody<Order>(c, 'order.place');
    for (const line of order.products)
      refuseUnknownOptionFields(line.product_option, 'Error while adding products. ');
    return reply(c, 200, placeOrder(ctx, order, { userId: optionalUser(ctx, c) }));
  });

  const stockOf = (sku: string) => {
    const entry = ctx.catalog.bySku(sku);
    if (!entry) return undefined;
    const stock = entry.doc.stock as {
      qty: number;
      is_in_stock: boolean;
      product_id?: number;
      manage_stock?: boolean;
    };
    // A Magento stock item, as the platform answers it: keyed by product_id, no sku.
    const productId = Number(stock.product_id ?? entry.doc.id);
    return {
      item_id: productId,
      product_id: productId,
      stock_id: 1,
      qty: stock.qty,
      is_in_stock: stock.is_in_stock,
      is_qty_decimal: false,
      manage_stock: stock.manage_stock ?? true,
      min_sale_qty: 1,
      max_sale_qty: 10000,
      backorders: 0,
      low_stock_date: null,
      stock_status_changed_auto: 0,
    };
  };

  app.get('/api/stock/check', (c) => {
    const sku = c.req.query('sku');
    if (!sku) throw new HttpError(400, 'The sku query parameter is required');
    const stock = stockOf(sku);
    if (!stock) return reply(c, 404, { code: 'ENOTFOUND', message: `No product with sku ${sku}` });
    return reply(c, 200, stock);
  });

  app.get('/api/stock/list', (c) => {
    const skus = (c.req.query('skus') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (skus.length === 0) throw new HttpError(400, 'The skus query parameter is required');
    // One item per asked sku, in the order asked; like the platform, an unknown sku fails the list.
    const items = skus.map((sku) => stockOf(sku));
    const unknown = skus.find((_, i) => items[i] === undefined);
    // src/api/stock.ts `list` answers the first Magento error with its code: 404, Magento's text.
    if (unknown !== undefined)
      return reply(c, 404, "The product that was requested doesn't exist. Verify the product and try again.");
    return reply(c, 200, items);
  });

  app.get(`/api/${defaultShopConfig.api.productsEndpoint}/render-list`, (c) => {
    const skus = (c.req.query('skus') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (skus.length === 0) throw new HttpError(400, 'The skus query parameter is required');
    const currency = c.req.query('currencyCode') ?? 'EUR';
    if (currency !== 'EUR') throw new HttpError(400, `Unsupported currencyCode ${currency}`);
    const now = ctx.clock.now();
    const round = (n: number) => Math.round(n * 100) / 100;
    const items = skus.flatMap((sku) => {
      const line = resolveLine(ctx.catalog, { item_id: 0, sku, qty: 1 }, now);
      if (!line) return [];
      const regular = Number(line.doc.price_incl_tax ?? 0);
      const final = line.unitInclTax;
      const excl = (n: number) => round(n / (1 + line.rate / 100));
      return [
        {
          id: line.doc.id,
          sku,
          sgn: `${String(line.doc.id)}-${final}`,
          price_info: {
            final_price: final,
            max_price: final,
            max_regular_price: regular,
            minimal_regular_price: regular,
            minimal_price: final,
            regular_price: regular,
            special_price: final < regular ? final : null,
            formatted_prices: { final_price: `${final.toFixed(2).replace('.', ',')} €` },
            extension_attributes: {
              tax_adjustments: {
                final_price: excl(final),
                regular_price: excl(regular),
                max_price: excl(final),
                minimal_price: excl(final),
              },
            },
          },
        },
      ];
    });
    return reply(c, 200, { items });
  });
}
