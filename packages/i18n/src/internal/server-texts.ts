import type { MessageParams } from '@kauppa/ports/page';
import { interfaceTexts } from './messages/interface-texts.ts';
import { orderMessages } from './messages/order-messages.ts';
import { screenTitles } from './messages/screen-titles.ts';
import { shellTexts } from './messages/shell-texts.ts';

/** A text to show: a message id and its params. */
export interface ServerTextMessage {
  id: string;
  params?: MessageParams;
}

/**
 * The titles the platform sends in English whatever the store view (Magento's totals segments,
 * `payment/methods` and `shipping-methods` titles), by their text: the message that says the same
 * in the shop's language.
 */
const exact: Readonly<Record<string, string>> = {
  Subtotal: shellTexts.subtotal,
  'Subtotal (Incl. Tax)': interfaceTexts.subtotalInclTax,
  'Grand Total': interfaceTexts.grandTotal,
  Tax: interfaceTexts.tax,
  Discount: interfaceTexts.discount,
  Shipping: screenTitles.shipping,
  'Shipping & Handling': interfaceTexts.shippingAndHandling,
  Payment: screenTitles.payment,
  'Cash On Delivery': orderMessages.cashOnDelivery,
  'Bank Transfer Payment': interfaceTexts.bankTransferPayment,
  'Check / Money order': interfaceTexts.checkMoneyOrder,
  'Flat Rate': interfaceTexts.flatRate,
  'Free Shipping': interfaceTexts.freeShipping,
};

/** Titles with a name in them: `Shipping & Handling (Posti)`, `Discount (SUMMER)`. */
const patterns: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^Shipping & Handling \((.+)\)$/, interfaceTexts.shippingAndHandlingBy, 'carrier'],
  [/^Discount \((.+)\)$/, interfaceTexts.discountWithCode, 'code'],
];

/**
 * The message of a text the server sent (a totals segment's title, a payment or shipping method's
 * title), so the shell shows it in the shop's language (issue 28.7): a known platform title maps to
 * its message id (the name in `Shipping & Handling (Posti)` kept as a param); any other text is its
 * own id, shown as it came (a title the shop's own data gives in its language).
 *
 * @example
 * serverText('Grand Total'); // { id: 'Grand total' }
 * serverText('Shipping & Handling (Posti)'); // { id: 'Shipping & Handling ({carrier})', params: { carrier: 'Posti' } }
 * serverText('Kotiinkuljetus'); // { id: 'Kotiinkuljetus' }
 */
export function serverText(text: string): ServerTextMessage {
  const trimmed = text.trim();
  const known = exact[trimmed];
  if (known) return { id: known };
  for (const [pattern, id, param] of patterns) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return { id, params: { [param]: match[1] } };
  }
  return { id: text };
}
