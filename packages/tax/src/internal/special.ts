/**
 * Milliseconds since the epoch of a catalogue date, or `undefined` for an empty or unreadable
 * value; the platform's `YYYY-MM-DD HH:mm:ss` without a zone is read as UTC (the same reading as
 * `parseCatalogDate` of `@kauppa/catalog-pricing`, which this package does not depend on).
 */
function catalogTime(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  const hasTime = /\d[T ]\d/.test(text);
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/i.test(text);
  const time = Date.parse(hasTime ? text.replace(' ', 'T') + (hasZone ? '' : 'Z') : text);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Whether `now` lies within `special_from_date`..`special_to_date` (commerce-core §4 Special
 * price; either bound may be open, both inclusive). Without `now` only a window open on both
 * sides is known to hold it.
 */
export function withinSpecialWindow(
  from: string | number | null | undefined,
  to: string | number | null | undefined,
  now: number | undefined,
): boolean {
  const start = catalogTime(from);
  const end = catalogTime(to);
  if (start === undefined && end === undefined) return true;
  if (now === undefined) return false;
  return (start === undefined || start <= now) && (end === undefined || now <= end);
}
