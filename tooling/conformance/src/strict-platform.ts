import { defaultShopConfig } from '@kauppa/config';
import { magentoRefusal } from './magento.ts';
import { type MailServiceState, mailServiceRefusal } from './mail.ts';
import {
  type OrderSignatureOptions,
  orderSignatureRefusal,
  type PlatformAnswer,
  platformAnswer,
} from './platform-answers.ts';
import { bodyAsValidated, schemaExtras, schemaRefusalStatus } from './platform-schemas.ts';
import type { Violation } from './rules.ts';

/**
 * The stand-in's Magento, JSON-schema, mail and answer rules (issue 27), in one place for
 * `platform-server.ts`: each rule lives in its module with the platform file it models.
 */

/** Options of the strict rules (`PlatformServerOptions.strict`). */
export interface StrictPlatformOptions {
  /**
   * The mail-service's `targetAddressWhitelist` (config/default.json `extensions.mailService`).
   * @default the shop's contact address, `defaultShopConfig.mailer.contactAddress`
   */
  mailWhitelist?: readonly string[];
  /**
   * The order signature check (config/default.json `tax.usePlatformTotals`, `objHashSecret`).
   * @default { usePlatformTotals: true } — the platform's default: no check
   */
  orderSignature?: OrderSignatureOptions;
}

/** The strict rules of one running stand-in. */
export interface StrictPlatform {
  /** The body as the platform's schema sees it. */
  bodyAsValidated(method: string, path: string, body: unknown): unknown;
  /** Schema rules `rules.ts` does not carry. */
  schemaExtras(routeName: string | undefined, method: string, path: string, body: unknown): Violation[];
  /** The status the platform answers a schema refusal with. */
  schemaRefusalStatus(routeName: string | undefined): 400 | 500;
  /**
   * What the platform answers instead of doing the call (Magento's refusal, the mail service's,
   * an unsigned order, the mail token), with the violation Kauppa committed if any.
   */
  refusal(
    routeName: string | undefined,
    method: string,
    path: string,
    body: unknown,
  ): { answer: PlatformAnswer; violation?: Violation } | undefined;
  /** The upstream answer reshaped as the platform answers. */
  answer(routeName: string | undefined, status: number, body: unknown): PlatformAnswer;
}

/** Creates the strict rules of a stand-in. */
export function createStrictPlatform({
  mailWhitelist = [defaultShopConfig.mailer.contactAddress],
  orderSignature = { usePlatformTotals: true, objHashSecret: '' },
}: StrictPlatformOptions = {}): StrictPlatform {
  const mail: MailServiceState = { token: undefined };
  let tokens = 0;
  return {
    bodyAsValidated,
    schemaExtras,
    schemaRefusalStatus,
    refusal(routeName, method, path, body) {
      const violation = (rule: string, detail: string): Violation => ({ method, path, rule, detail });
      if (routeName === 'mail.token') {
        // A new token each time; the one before is no longer accepted.
        tokens += 1;
        mail.token = `mail-token-${tokens}`;
        return { answer: { status: 200, body: { code: 200, result: mail.token } } };
      }
      if (routeName === 'mail.send') {
        const refused = mailServiceRefusal(body, mail, mailWhitelist);
        if (refused)
          return {
            answer: { status: 500, body: { code: 500, result: refused } },
            violation: violation('mail-service', refused),
          };
      }
      const magento = magentoRefusal(routeName, body);
      if (magento) return { answer: magento, violation: violation('magento', magento.body.result) };
      if (routeName === 'order.place') {
        const unsigned = orderSignatureRefusal(body, orderSignature);
        if (unsigned) return { answer: unsigned };
      }
      return undefined;
    },
    answer: platformAnswer,
  };
}
