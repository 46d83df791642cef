/**
 * The ids with a singular form (`plurals.ts`), defined apart from their group so the page
 * translator's plural table does not bring the whole group (issue 20.1).
 */

/** The notice of waiting (held) orders sent, in `shellTexts`. */
export const ordersSent = '{count} waiting orders were sent.';
