/** Plain text of catalogue HTML (rendered as text; catalogue HTML is not trusted markup). */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A meta description: plain text cut at a word boundary to at most `max` characters. */
export function metaDescription(html: string | null | undefined, max = 160): string {
  const text = stripTags(html ?? '');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
