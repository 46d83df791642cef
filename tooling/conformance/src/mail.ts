/**
 * The platform's mail-service extension (vue-storefront-api 1.12.5
 * src/api/extensions/mail-service/index.js, configured by config/default.json
 * `extensions.mailService`):
 * - `GET /get-token` answers a new token and forgets the one before (one token per server);
 * - `POST /send-email` refuses with 500: a token that is not the last one handed out
 *   (`Email is not authorized!`), no `sourceAddress` or `targetAddress`, and an address not on
 *   `targetAddressWhitelist` — the SOURCE address when `confirmation` is truthy, the target
 *   otherwise (`Target email address ({email}) is not from the whitelist!`).
 * (It then checks that both addresses exist with `email-check`, over the network: not modelled.)
 */

/** The mail service's state: the one token it accepts. */
export interface MailServiceState {
  token: string | undefined;
}

/** The mail-service's refusal of a `send-email` body, or `undefined` when it sends the mail. */
export function mailServiceRefusal(
  body: unknown,
  state: MailServiceState,
  whitelist: readonly string[],
): string | undefined {
  const mail = (body ?? {}) as {
    token?: unknown;
    sourceAddress?: unknown;
    targetAddress?: unknown;
    confirmation?: unknown;
  };
  if (!mail.token || mail.token !== state.token) return 'Email is not authorized!';
  if (!mail.sourceAddress) return 'Source email address is not provided!';
  if (!mail.targetAddress) return 'Target email address is not provided!';
  const checked = mail.confirmation ? mail.sourceAddress : mail.targetAddress;
  if (typeof checked !== 'string' || !whitelist.includes(checked))
    return `Target email address (${String(checked)}) is not from the whitelist!`;
  return undefined;
}
