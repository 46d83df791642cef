/** Lower-cases and splits a text into terms (letters and digits, Unicode aware). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) out.push(match[0]);
  return out;
}

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it is known to exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  let prev = new Array<number>(lb + 1);
  let curr = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, curr] = [curr, prev];
  }
  return prev[lb]!;
}

/** The edit distance a fuzziness setting allows for a term (`AUTO` as the search engine reads it). */
export function allowedEdits(fuzziness: unknown, term: string): number {
  if (fuzziness === undefined || fuzziness === null) return 0;
  const text = String(fuzziness).toUpperCase();
  if (text.startsWith('AUTO')) {
    const [, low = '3', high = '6'] = /AUTO:(\d+),(\d+)/.exec(text) ?? [];
    if (term.length < Number(low)) return 0;
    return term.length < Number(high) ? 1 : 2;
  }
  const n = Number(text);
  return Number.isFinite(n) ? Math.max(0, Math.min(2, Math.floor(n))) : 0;
}

/**
 * How many of `count` optional clauses must match under `minimum_should_match` (`2`, `-1`, `75%`,
 * `-25%`), as the search engine reads it.
 */
export function requiredMatches(spec: unknown, count: number): number {
  if (spec === undefined || spec === null) return 1;
  const text = String(spec).trim();
  let n: number;
  if (text.endsWith('%')) {
    const pct = Number(text.slice(0, -1));
    n = pct >= 0 ? Math.floor((count * pct) / 100) : count - Math.floor((count * -pct) / 100);
  } else {
    const v = Number(text);
    n = v >= 0 ? v : count + v;
  }
  return Math.max(1, Math.min(count, n));
}
