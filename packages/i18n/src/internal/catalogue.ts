import type { MessageId } from './messages.ts';

/** A complete catalogue: a translation for every message id (the type checker enforces it). */
export type Catalogue = Readonly<Record<MessageId, string>>;
