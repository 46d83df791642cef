import type { Catalogue } from './catalogue.ts';
import { messageIds } from './messages.ts';

let identity: Catalogue | undefined;

/** The en-US catalogue: every id translates to itself. */
export function enUSCatalogue(): Catalogue {
  identity ??= Object.freeze(Object.fromEntries(messageIds.map((id) => [id, id]))) as Catalogue;
  return identity;
}
