import type { Id, OrderHistory, OrderHistoryItem, UserProfile } from '@kauppa/contract';
import type { Message } from '@kauppa/ports';

/**
 * An id the platform sends as a number or a numeric string, the user profile (accounts-content §3),
 * an order of the order history and a page of it: the wire shapes of `@kauppa/contract`
 * (issue 30.8: one name, one meaning).
 */
export type { Id, OrderHistory, OrderHistoryItem, UserProfile };

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
