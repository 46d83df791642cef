import type { Order, ShopApi, StockItem, Totals } from '@kauppa/contract';
import { messages } from '@kauppa/i18n';
import type {
  Clock,
  Collections,
  Connectivity,
  EventBus,
  IdSource,
  Locks,
  Logger,
  Notifier,
} from '@kauppa/ports';
import { message, silentLogger } from '@kauppa/ports';
import { type Actor, createActor, fromPromise } from 'xstate';
import type {
  AccountCreation,
  AccountToCreate,
  CheckoutContext,
  CheckoutMachine,
  LoadMethodsInput,
  PlaceOrderOutput,
  ShippingInformationInput,
  ShippingInformationOutput,
} from './machine.ts';
import { createCheckoutMachine } from './machine.ts';
import {
  availablePaymentMethods,
  availableShippingMethods,
  isVirtualCart,
  offlineMethods,
} from './methods.ts';
import type { OfflineOrders } from './offline-orders.ts';
import { createOfflineOrders } from './offline-orders.ts';
import type { OfflineTotals } from './order.ts';
import {
  externalCheckoutRedirect,
  isOrderPlaced,
  isUserInCheckout,
  offlineTotals,
  refusalText,
  reviewTotalsMethods,
} from './order.ts';
import type { CancelledOrders, OrderOutbox, OrderOutboxOptions } from './order-outbox.ts';
import { createOrderOutbox } from './order-outbox.ts';
import { type CheckoutSteps, createCheckoutSteps } from './steps.ts';
import { type StockShortage, stockShortages } from './stock-shortages.ts';
import type {
  CheckoutCart,
  CheckoutConfig,
  CheckoutMethods,
  CheckoutSyncQueue,
  CheckoutUser,
} from './types.ts';

/** The shop API calls checkout makes (`createShopApi` of `@kauppa/contract`). */
export type CheckoutApi = {
  cart: Pick<ShopApi['cart'], 'shippingMethods' | 'paymentMethods' | 'shippingInformation'> &
    Partial<Pick<ShopApi['cart'], 'collectTotals'>>;
  order: Pick<ShopApi['order'], 'place'>;
  stock?: Pick<ShopApi['stock'], 'list'> | undefined;
};

/** Options of {@link createCheckout}: the ports of the composition root. */
export interface CreateCheckoutOptions {
  /** `defaultShopConfig` of `@kauppa/config`, or the store's configuration. */
  config: CheckoutConfig;
  api: CheckoutApi;
  collections: Collections;
  clock: Clock;
  ids: IdSource;
  connectivity: Connectivity;
  /** Its server cart id travels in every order (`cart_id`). */
  cart: CheckoutCart;
  /** The signed-in customer, whose id travels in every order (`user_id`). @default a guest */
  user?: CheckoutUser | undefined;
  /** The sync queue processed when the connection returns. */
  queue: CheckoutSyncQueue;
  bus: EventBus;
  notifier?: Notifier | undefined;
  /** @default silentLogger */
  logger?: Logger | undefined;
  /** Is the shopper on the thank-you page? @default the checkout actor is in `thankYou` */
  isThankYouPage?: (() => boolean) | undefined;
  /** Sender lease options of the order outbox. */
  leaseMs?: number | undefined;
  /** @default 50 */
  leaseSettleMs?: number | undefined;
  /** The origin's locks: the senders exclude each other without timing (`createOrderOutbox`). */
  locks?: Locks | undefined;
  /**
   * The server de-duplicates orders by client order id, so an order of unknown outcome may be
   * sent again by itself (`api.orderIdempotency`; the reference shop API does, the platform does not).
   * @default false
   */
  serverDeduplicates?: boolean | undefined;
  /** Searches the signed-in customer's order history for an unconfirmed order. @default nothing found */
  lookup?: OrderOutboxOptions['lookup'];
}

/** A running checkout. */
export interface Checkout {
  /** The checkout machine's actor: send it the step events, read its snapshot. */
  readonly actor: Actor<CheckoutMachine>;
  /**
   * The steps as calls that answer (issue 30.3): each resolves with the next step's data (methods
   * offered, totals) or a typed error, driving the same {@link Checkout.actor}.
   *
   * @example
   * const personal = await checkout.steps.personalDetails({ firstName: 'Aino', lastName: 'Virtanen', emailAddress: 'aino@example.fi' });
   * if (personal.ok) {
   *   const shipping = await checkout.steps.shipping({ address, method: personal.value.shippingMethods[0]?.method_code });
   *   const payment = await checkout.steps.payment({ method: 'cashondelivery' });
   *   const placed = await checkout.steps.placeOrder({ termsAccepted: true });
   * }
   */
  readonly steps: CheckoutSteps;
  /** The held orders and their exactly-once transmission. */
  readonly outbox: OrderOutbox;
  /** The offline-order flow, following the connectivity. */
  readonly offlineOrders: OfflineOrders;
  /** Reads the details saved in the `checkout` collection (after a reload) into the machine. */
  restore(): Promise<void>;
  /**
   * Clears the personal, shipping and payment details, their persisted copy and the in-checkout
   * mark (logout, accounts-content §4): `@kauppa/account`'s checkout port.
   */
  clearDetails(): Promise<void>;
  /** Checkout was modified within the in-progress window (30 minutes). */
  isUserInCheckout(): boolean;
  /**
   * Places a given order object (commerce-core §4 placing an order; `Order` of
   * `@kauppa/contract`, e.g. from `buildOrder`), outside the checkout steps: held in the outbox
   * before it is acknowledged, sent when online. Placed (no result code, or 200), the cart is
   * cleared and recreated, the order timestamp saved and the password dropped with `createAccount`;
   * held, it is sent exactly once later; refused, the server's message.
   *
   * @example
   * const built = buildOrder({ orderId, items, personalDetails, shippingDetails, paymentDetails, createdAt, config });
   * if (built.ok) await checkout.placeOrder({ order: built.value });
   */
  placeOrder(options: { order: Order }): Promise<PlaceOrderOutput>;
  /**
   * Cancels the untransmitted orders (commerce-core §4 orders; the platform's `cancelOrders`):
   * drops the held orders not yet sent. Orders being sent, sent, or of unknown outcome stay.
   */
  cancelOrders(): Promise<CancelledOrders>;
  /** The external checkout address, or `null` when none is configured. */
  externalCheckoutUrl(tokens: {
    userToken: string | null | undefined;
    cartToken: string | number;
  }): string | null;
  /** Stops the actor and the connectivity subscription. */
  stop(): void;
}

/** The checkout details persisted in the `checkout` collection (without any password). */
export interface PersistedCheckout {
  personalDetails: Omit<CheckoutContext['personalDetails'], 'password' | 'repeatPassword'>;
  shippingDetails: CheckoutContext['shippingDetails'];
  paymentDetails: CheckoutContext['paymentDetails'];
  modifiedAt: number | null;
  lastOrderAt: number | null;
}

/** The key of the persisted details in the `checkout` collection. */
export const checkoutDetailsKey = 'details';

/**
 * The composition helper: builds the checkout machine with its effects from the ports, the
 * order outbox and the offline-order flow, and starts them.
 *
 * @example
 * const checkout = createCheckout({ config: defaultShopConfig, api: createShopApi({ http }), collections,
 *   clock, ids, connectivity, cart, queue, bus });
 * checkout.actor.send({ type: 'personalDetails.update', details: { firstName: 'Aino' } });
 */
export function createCheckout({
  config,
  api,
  collections,
  clock,
  ids,
  connectivity,
  cart,
  user,
  queue,
  bus,
  notifier,
  logger = silentLogger,
  isThankYouPage,
  leaseMs,
  leaseSettleMs,
  locks,
  serverDeduplicates,
  lookup,
}: CreateCheckoutOptions): Checkout {
  const outbox = createOrderOutbox({
    collections,
    api,
    clock,
    ids,
    leaseMs,
    leaseSettleMs,
    locks,
    notifier,
    logger,
    serverDeduplicates,
    lookup,
  });
  const checkoutStore = collections.collection<PersistedCheckout>('checkout');
  const online = () => connectivity.isOnline();

  /** The payment methods of a virtual cart (no shipping step, issue 14.11): the server's, without cash on delivery. */
  const virtualCartMethods = async (
    items: ShippingInformationInput['items'],
    local: ShippingInformationOutput,
  ): Promise<ShippingInformationOutput> => {
    const ref = cart.serverRef?.() ?? null;
    if (!online() || !ref) return local;
    try {
      const answer = await api.cart.paymentMethods(ref);
      return {
        ...local,
        paymentMethods: availablePaymentMethods({
          items,
          serverMethods: isOrderPlaced(answer) ? answer.result : [],
          config,
        }),
      };
    } catch (error) {
      logger.warn('Loading the payment methods failed', error);
      return local;
    }
  };

  /**
   * The lines of an order refused for stock that the stock cannot serve, with the quantity
   * available (issue 28.1): the platform's refusal names none, so the stock of its skus is asked
   * (`stock/list`). None when the stock cannot be asked.
   */
  async function shortagesOf(order: Order): Promise<{ shortages?: StockShortage[] }> {
    if (!api.stock) return {};
    const skus = [...new Set(order.products.map((p) => p.sku))];
    try {
      const answer = await api.stock.list(skus);
      if (!isOrderPlaced(answer) || !Array.isArray(answer.result)) return {};
      const shortages = stockShortages({ products: order.products, stock: answer.result as StockItem[] });
      return shortages.length > 0 ? { shortages } : {};
    } catch (error) {
      logger.warn('The stock of a refused order could not be read', error);
      return {};
    }
  }

  /**
   * Places an order: persisted before it is acknowledged (a crash or a lost answer never loses
   * it), then sent when online; a refused order is dropped with the server's message; one the
   * server could not take is held and sent by itself with back-off (issue 14.4).
   */
  async function placeHeldOrder(order: Order): Promise<PlaceOrderOutput> {
    const placedOnline = online();
    await outbox.hold(order, { placedOnline });
    if (!placedOnline) return { status: 'held' };
    await outbox.processQueue();
    const record = await outbox.get(order.order_id);
    if (record?.transmitted) return { status: 'placed', result: record.result };
    if (record?.rejected) {
      await collections.collection('orders').delete(record.order_id);
      return {
        status: 'rejected',
        message: message(refusalText(record.result) ?? messages.somethingWentWrong),
        ...(record.result === messages.orderedProductsNotAvailable ? await shortagesOf(order) : {}),
      };
    }
    offlineOrders.retryHeld();
    return { status: 'held' };
  }

  const machine = createCheckoutMachine({
    config,
    clock,
    ids,
    // Read when the order is built, so an order held offline keeps the cart it was placed from.
    orderOwner: () => ({ userId: user?.id() ?? null, cartId: cart.serverRef?.()?.cartId ?? null }),
  }).provide({
    actors: {
      loadShippingMethods: fromPromise<CheckoutMethods, LoadMethodsInput>(async ({ input }) => {
        const ref = cart.serverRef?.() ?? null;
        if (!online() || !ref) return offlineMethods(input.items, config);
        try {
          const [shipping, payment] = await Promise.all([
            api.cart.shippingMethods(ref, input.address),
            api.cart.paymentMethods(ref),
          ]);
          return {
            shippingMethods: availableShippingMethods({
              serverMethods: isOrderPlaced(shipping) ? shipping.result : [],
              config,
            }),
            paymentMethods: availablePaymentMethods({
              items: input.items,
              serverMethods: isOrderPlaced(payment) ? payment.result : [],
              config,
            }),
          };
        } catch (error) {
          logger.warn('Loading the server methods failed; offline methods offered', error);
          return offlineMethods(input.items, config);
        }
      }),
      // A virtual cart skips shipping: no shipping information, its payment methods only.
      sendShippingInformation: fromPromise<ShippingInformationOutput, ShippingInformationInput>(
        async ({ input }) => {
          const local = {
            paymentMethods: availablePaymentMethods({ items: input.items, config }),
            totals: offlineTotals(input),
          };
          if (isVirtualCart(input.items)) return virtualCartMethods(input.items, local);
          if (!input.information.ok) return { ...local, totals: null, message: input.information.message };
          const ref = cart.serverRef?.() ?? null;
          if (!online() || !ref) return local;
          try {
            const answer = await api.cart.shippingInformation(ref, input.information.value);
            if (!isOrderPlaced(answer)) return local;
            return {
              paymentMethods: availablePaymentMethods({
                items: input.items,
                serverMethods: answer.result.payment_methods,
                config,
              }),
              totals: answer.result.totals,
            };
          } catch (error) {
            logger.warn('Sending the shipping information failed; totals computed locally', error);
            return local;
          }
        },
      ),
      placeOrder: fromPromise<PlaceOrderOutput, { order: Order }>(({ input }) => placeHeldOrder(input.order)),
      createAccount: fromPromise<AccountCreation, AccountToCreate>(async ({ input }) => {
        if (!user?.create) return { ok: true };
        const created = await user.create(input);
        return created.ok ? { ok: true } : { ok: false, message: created.message };
      }),
    },
    actions: {
      persistCheckout: ({ context }) => {
        const { password: _p, repeatPassword: _r, ...personalDetails } = context.personalDetails;
        checkoutStore
          .set(checkoutDetailsKey, {
            personalDetails,
            shippingDetails: context.shippingDetails,
            paymentDetails: context.paymentDetails,
            modifiedAt: context.modifiedAt,
            lastOrderAt: context.lastOrderAt,
          })
          .catch((error: unknown) => logger.warn('Persisting the checkout failed', error));
      },
      orderPlaced: () => {
        (async () => {
          await cart.clear();
          await cart.recreate();
        })().catch((error: unknown) => logger.error('Clearing and recreating the cart failed', error));
      },
    },
  });

  const actor = createActor(machine, { input: { items: cart.items() } });
  actor.start();
  const reviewTotals = collectReviewTotals({ actor, api, cart, online, logger });
  const steps = createCheckoutSteps({ actor, totalsSettled: reviewTotals.settled });
  const unsubscribeCart = cart.subscribe?.((items) => actor.send({ type: 'cart.updated', items }));
  const offlineOrders: OfflineOrders = createOfflineOrders({
    outbox,
    clock,
    connectivity,
    queue,
    cart,
    bus,
    config,
    notifier,
    logger,
    isThankYouPage: isThankYouPage ?? (() => actor.getSnapshot().matches('thankYou')),
  });
  offlineOrders.start();

  return {
    actor,
    steps,
    outbox,
    offlineOrders,
    async restore() {
      const saved = await checkoutStore.get(checkoutDetailsKey);
      if (saved) actor.send({ type: 'checkout.restore', saved });
    },
    async clearDetails() {
      actor.send({ type: 'checkout.clear' });
      await checkoutStore.delete(checkoutDetailsKey);
    },
    isUserInCheckout: () =>
      isUserInCheckout({
        modifiedAt: actor.getSnapshot().context.modifiedAt,
        now: clock.now(),
        windowMs: config.checkout.inProgressWindowMs,
      }),
    async placeOrder({ order }) {
      const output = await placeHeldOrder(order);
      if (output.status === 'placed') {
        actor.send({ type: 'order.placedOutside' });
        await cart.clear();
        await cart.recreate();
      }
      return output;
    },
    cancelOrders: () => outbox.cancelUntransmitted(),
    externalCheckoutUrl: ({ userToken, cartToken }) =>
      externalCheckoutRedirect({ config, userToken, cartToken }),
    stop() {
      reviewTotals.stop();
      offlineOrders.stop();
      unsubscribeCart?.();
      actor.stop();
    },
  };
}

/** The checkout steps whose summary reflects the chosen (or preselected) methods (issue 28.3). */
const methodSteps = ['shipping', 'payment', 'reviewAndPayments'] as const;

/**
 * The methods the summary reflects at a step (issue 28.3): from the Shipping step on, the chosen
 * (or preselected) shipping method; from the Payment step on, the payment method too (no payment
 * row before one is chosen, issue 28.10).
 */
function summaryMethods(context: CheckoutContext, step: (typeof methodSteps)[number]) {
  const chosen = reviewTotalsMethods(context);
  if (step !== 'shipping') return chosen;
  const { paymentMethod: _payment, ...methods } = chosen.methods;
  return { methods, shippingMethod: chosen.shippingMethod, paymentMethod: undefined };
}

/**
 * What the shopper sees before "Place the order" is what the order is charged (issue 14.1,
 * commerce-core §4 placing an order), and the summary reflects the chosen (or preselected)
 * methods at every step (issue 28.3): from the Shipping step on, the totals are collected for the
 * methods known (`cart/collect-totals`), or computed locally while offline; the cart is told the
 * methods (its `shipping` and `payment`) and takes the totals as its rows; on the review step they
 * are handed to the machine (`totals`). Collected again whenever the methods or the lines change.
 */
function collectReviewTotals({
  actor,
  api,
  cart,
  online,
  logger,
}: {
  actor: Actor<CheckoutMachine>;
  api: CheckoutApi;
  cart: CheckoutCart;
  online: () => boolean;
  logger: Logger;
}): { stop: () => void; settled: () => Promise<void> } {
  let collectedFor: string | null = null;
  let round = 0;
  let latest: Promise<void> = Promise.resolve();
  const collect = async (context: CheckoutContext, step: (typeof methodSteps)[number], mine: number) => {
    const { methods, shippingMethod, paymentMethod } = summaryMethods(context, step);
    cart.chooseMethods?.({ shipping: shippingMethod, payment: paymentMethod });
    const local = offlineTotals({ items: context.items, shippingMethod, paymentMethod });
    const ref = cart.serverRef?.() ?? null;
    let totals: Totals | OfflineTotals = local;
    if (online() && ref && api.cart.collectTotals) {
      try {
        const answer = await api.cart.collectTotals(ref, { methods });
        if (isOrderPlaced(answer)) {
          totals = answer.result;
          if (mine === round) cart.updateTotals?.(answer.result);
        }
      } catch (error) {
        logger.warn('Collecting the totals failed; totals computed locally', error);
      }
    }
    if (mine === round && step === 'reviewAndPayments') actor.send({ type: 'totals.updated', totals });
  };
  const subscription = actor.subscribe((snapshot) => {
    const step = methodSteps.find((s) => snapshot.matches(s));
    if (!step) {
      collectedFor = null;
      return;
    }
    const { context } = snapshot;
    const summary = summaryMethods(context, step);
    // Before any method is known the cart's own totals stand ('Calculated at checkout').
    if (!summary.shippingMethod && !summary.paymentMethod && step !== 'reviewAndPayments') return;
    const key = JSON.stringify([
      step === 'reviewAndPayments',
      summary.methods,
      context.items.map((item) => [item.sku, item.qty, item.product_option ?? null]),
    ]);
    if (key === collectedFor) return;
    collectedFor = key;
    round += 1;
    latest = collect(context, step, round).catch((error: unknown) =>
      logger.warn('Collecting the totals failed', error),
    );
  });
  return {
    stop: () => subscription.unsubscribe(),
    // The latest round's totals, also when another round started meanwhile.
    settled: async () => {
      let seen: Promise<void>;
      do {
        seen = latest;
        await seen;
      } while (seen !== latest);
    },
  };
}
