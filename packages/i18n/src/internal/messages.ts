import { accountPasswordMessages } from './messages/account-password-messages.ts';
import { cartMessages } from './messages/cart-messages.ts';
import { generalMessages } from './messages/general-messages.ts';
import { interfaceTexts } from './messages/interface-texts.ts';
import { notificationMessages } from './messages/notification-messages.ts';
import { orderMessages } from './messages/order-messages.ts';
import { progressMessages } from './messages/progress-messages.ts';
import { queryMessages } from './messages/query-messages.ts';
import { screenTitles } from './messages/screen-titles.ts';
import { shellTexts } from './messages/shell-texts.ts';
import { transportMessages } from './messages/transport-messages.ts';
import { validationRuleMessages } from './messages/validation-rule-messages.ts';

/**
 * Every message id Kauppa shows. An id IS the English (en-US) text, with `{param}` placeholders;
 * the constants give core packages a name to refer to it by. Grouped by the spec section the
 * text comes from. Where the spec quotes a text, the id is that text word for word; where it only
 * describes one ("a message asks to set the default tax country"), the wording is ours.
 */

// One module per group (issue 20.1): a page bundle takes only the groups its code names.
export {
  accountPasswordMessages,
  cartMessages,
  generalMessages,
  interfaceTexts,
  notificationMessages,
  orderMessages,
  progressMessages,
  queryMessages,
  screenTitles,
  shellTexts,
  transportMessages,
  validationRuleMessages,
};

/** The groups, by spec section. */
export const messageGroups = {
  cartMessages,
  orderMessages,
  queryMessages,
  transportMessages,
  progressMessages,
  accountPasswordMessages,
  generalMessages,
  validationRuleMessages,
  notificationMessages,
  screenTitles,
  interfaceTexts,
  shellTexts,
} as const;

type Groups = typeof messageGroups;
type Flat<U> = (U extends unknown ? (group: U) => void : never) extends (group: infer I) => void ? I : never;

/**
 * Every message id by name, flat: `messages.productAddedToCart`. Built by a pure-annotated call
 * rather than an object spread, so a bundle that imports one group leaves the others out (issue
 * 20.2: the service worker's two texts used to bring all of them).
 */
export const messages: Readonly<Flat<Groups[keyof Groups]>> = /* @__PURE__ */ Object.assign(
  {},
  cartMessages,
  orderMessages,
  queryMessages,
  transportMessages,
  progressMessages,
  accountPasswordMessages,
  generalMessages,
  validationRuleMessages,
  notificationMessages,
  screenTitles,
  interfaceTexts,
  shellTexts,
);

/** The name of a message (`'productAddedToCart'`). */
export type MessageName = keyof typeof messages;

/** A message id: the en-US text with `{param}` placeholders. */
export type MessageId = (typeof messages)[MessageName];

/** Every message id, in declaration order. */
export const messageIds: readonly MessageId[] = /* @__PURE__ */ Object.values(messages);
