/**
 * Milliseconds since the epoch of a catalogue date, or `undefined` for an empty or unreadable
 * value. The platform sends `YYYY-MM-DD HH:mm:ss` without a zone; it is read as UTC so the result
 * does not depend on the machine's time zone.
 */
export function parseCatalogDate(value: string | number | Date | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  const text = value.trim();
  const hasTime = /\d[T ]\d/.test(text);
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/i.test(text);
  const iso = hasTime ? text.replace(' ', 'T') + (hasZone ? '' : 'Z') : text;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : time;
}
