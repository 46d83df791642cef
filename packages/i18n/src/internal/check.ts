import { messageIds } from './messages.ts';

/** What is wrong with one entry of a catalogue. */
export interface CatalogueProblem {
  id: string;
  kind: 'missing' | 'empty' | 'unknown-id' | 'dropped-param' | 'added-param';
  /** The placeholder concerned, for `dropped-param` and `added-param`. */
  param?: string;
}

/** The `{param}` placeholder names of a text, sorted and de-duplicated. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? ''))].sort();
}

/**
 * Checks a catalogue against the message ids: every id translated, no translation empty, no
 * unknown id, and each translation carrying exactly the `{param}` placeholders of its id.
 * An empty list means the catalogue is complete.
 */
export function checkCatalogue(catalogue: Readonly<Record<string, string>>): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const known = new Set<string>(messageIds);
  for (const id of messageIds) {
    if (!Object.hasOwn(catalogue, id)) {
      problems.push({ id, kind: 'missing' });
      continue;
    }
    const text = catalogue[id] ?? '';
    if (text.trim() === '') {
      problems.push({ id, kind: 'empty' });
      continue;
    }
    const expected = placeholdersOf(id);
    const actual = placeholdersOf(text);
    for (const param of expected)
      if (!actual.includes(param)) problems.push({ id, kind: 'dropped-param', param });
    for (const param of actual)
      if (!expected.includes(param)) problems.push({ id, kind: 'added-param', param });
  }
  for (const id of Object.keys(catalogue)) if (!known.has(id)) problems.push({ id, kind: 'unknown-id' });
  return problems;
}
