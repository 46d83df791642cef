import type { ShopConfig } from '@kauppa/config';
import type { CartItem, CartRef, PaymentMethod, ShippingMethod, Totals } from '@kauppa/contract';
import type { Message } from '@kauppa/ports';

/** Personal details of the checkout (commerce-core §3, accounts-content §3). */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** Only with `createAccount`; dropped once the order is placed. */
  password?: string | undefined;
  /** The repeated password entry (accounts-content §5: both entries must be identical). */
  repeatPassword?: string | undefined;
  /** A guest creates an account with the purchase. */
  createAccount: boolean;
}

/** Shipping details of the checkout (commerce-core §3). */
export interface ShippingDetails {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  state?: string | undefined;
  region_id?: string | number | null | undefined;
  zipCode: string;
  phoneNumber?: string | undefined;
  /** `carrier_code` of the chosen shipping method. */
  shippingCarrier?: string | undefined;
  /** `method_code` of the chosen shipping method. */
  shippingMethod: string;
}

/** Payment details of the checkout: the address fields plus company, tax id and method (commerce-core §3). */
export interface PaymentDetails {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  state?: string | undefined;
  region_id?: string | number | null | undefined;
  zipCode: string;
  phoneNumber?: string | undefined;
  company?: string | undefined;
  taxId?: string | undefined;
  /** Asks for an invoice: company and tax id become required. */
  generateInvoice?: boolean | undefined;
  paymentMethod: string;
  paymentMethodAdditional?: unknown;
}

/** Field errors of a step: field name → message (accounts-content §5). */
export type FieldErrors = Partial<Record<string, Message>>;

/** The parts of the shop configuration checkout reads. */
export type CheckoutConfig = Pick<ShopConfig, 'checkout' | 'orders' | 'validation'> & {
  tax: Pick<ShopConfig['tax'], 'defaultCountry'>;
};

/**
 * The cart as checkout needs it: a structural port the composition root fills with
 * `@kauppa/cart-sync` (or anything shaped like it).
 */
export interface CheckoutCart {
  /** The current cart items. */
  items(): CartItem[];
  /** The server cart (`cartId` = cart server token, `token` = user token), or `null` when not connected. */
  serverRef?(): CartRef | null;
  /** Empties the local cart. */
  clear(): Promise<void>;
  /** Creates a new server cart (or queues its creation offline). */
  recreate(): Promise<void>;
  /** Reloads the cart from the server state (accounts-content §4 offline orders). */
  reloadFromServer(): Promise<unknown>;
  /** Calls `listener` with the items on every change; returns the unsubscribe function. */
  subscribe?(listener: (items: CartItem[]) => void): () => void;
  /** Takes the totals collected for the chosen methods as the cart's totals rows (`cart.updateTotals`). */
  updateTotals?(totals: Totals): void;
  /**
   * Tells the cart the methods chosen (or preselected) so far (commerce-core §3 cart state
   * `shipping` and `payment`; `cart.shipping` and `cart.updatePayment`), so its totals show them
   * at every step and a later totals sync collects them (issue 28.3). `undefined` = not chosen.
   */
  chooseMethods?(methods: { shipping: ShippingMethod | undefined; payment: PaymentMethod | undefined }): void;
}

/**
 * The signed-in customer as checkout needs it (the order's `user_id`, commerce-core §4): a
 * structural port the composition root fills with `@kauppa/account`.
 */
export interface CheckoutUser {
  /** The customer's id, or `null` for a guest. */
  id(): string | number | null | undefined;
  /**
   * Creates the account a guest asked for with the purchase ("I want to create an account") and
   * signs it in; the order is built after it, so it carries the new customer's id and token and
   * shows in their order history (issue 28.6; the platform client's
   * core/modules/checkout/components/OrderReview.ts registers, logs in, then places). Answers
   * `ok: false` with the refusal's message. @default none: the order is placed as a guest's
   */
  create?(account: {
    customer: { email: string; firstname: string; lastname: string };
    password: string;
  }): Promise<{ ok: boolean; message?: Message | undefined }>;
}

/** The sync queue as checkout needs it (`@kauppa/task-queue`'s `drain`, wrapped). */
export interface CheckoutSyncQueue {
  /** Sends the queued network tasks. */
  process(): Promise<unknown>;
}

/** The methods offered in checkout. */
export interface CheckoutMethods {
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
}
