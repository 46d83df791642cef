import type { Message } from '@kauppa/ports';

/** An id the platform sends as a number or a numeric string. */
export type Id = number | string;

/** An address of the address book (accounts-content §3). */
export interface Address {
  id?: Id;
  firstname: string;
  lastname: string;
  /** Two lines. */
  street: string[];
  city: string;
  region?: { region?: string | null; region_code?: string | null; region_id?: Id | null } | null;
  region_id?: Id | null;
  country_id: string;
  postcode: string;
  telephone?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
  customer_id?: Id;
  [field: string]: unknown;
}

/** The user profile (accounts-content §3). */
export interface UserProfile {
  id: Id;
  email: string;
  firstname: string;
  lastname: string;
  website_id?: Id;
  store_id?: Id;
  group_id?: Id;
  addresses: Address[];
  custom_attributes?: unknown[];
  extension_attributes?: Record<string, unknown>;
  [field: string]: unknown;
}

/** An order of the order history (accounts-content §3). */
export interface OrderHistoryItem {
  entity_id: Id;
  store_name?: string;
  total_due?: number;
  tax_amount?: number;
  shipping_amount?: number;
  [field: string]: unknown;
}

/** A page of the order history. */
export interface OrderHistory {
  items: OrderHistoryItem[];
  total_count?: number;
  [field: string]: unknown;
}

/** The user group feeding tax (accounts-content §6): `groupId` and `groupToken`. */
export interface UserGroup {
  groupId: Id | null;
  groupToken: string | null;
}

/**
 * The session state, named after accounts-content §3 "User state", plus `authorized` (§4: a
 * session with a token is authorised).
 */
export interface AccountState {
  token: string | null;
  refreshToken: string | null;
  groupToken: string | null;
  groupId: Id | null;
  current: UserProfile | null;
  /** When the session started (clock milliseconds), `null` without a session. */
  session_started: number | null;
  orders_history: OrderHistory | null;
  /** The local user and token were read from storage. */
  local_data_loaded: boolean;
  authorized: boolean;
}

/**
 * Why an account action failed (issue 30.4), beside the spec's text the shopper is shown:
 * `no-answer` — the request got no answer (the API is down, a timeout: `error` is the transport
 * error's kind); `refused` — the server answered with an error (`status`, and its text as
 * `reason`, e.g. Magento's password length message); `invalid` — a client-side rule refused a field
 * before anything was sent.
 */
export type AccountFailureCause =
  | { kind: 'no-answer'; error: string }
  | { kind: 'refused'; status: number; reason?: string | undefined }
  | { kind: 'invalid'; field: string };

/**
 * What an account action answers: success with a value (`queued` when it waits for the
 * connection), or failure with the message shown (the spec's text) and, for sign-in and sign-up,
 * its cause.
 */
export type AccountResult<T = undefined> =
  | {
      ok: true;
      value: T;
      message?: Message;
      /**
       * Kept on this device and sent when the connection returns (a profile update offline): not
       * yet saved by the server (issue 30.2).
       */
      queued?: true | undefined;
    }
  | { ok: false; message: Message; cause?: AccountFailureCause | undefined };
