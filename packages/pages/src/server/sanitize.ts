import sanitizeHtml from 'sanitize-html';

/**
 * The tags CMS content may use: text structure, links, images and tables. Scripts, styles,
 * iframes, forms and event handlers are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
    'img',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'class', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  // A CMS page has its own <h1> (the page title): headings inside its content start at <h2>.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

/** CMS HTML sanitised so far, by its source ({@link sanitizeCmsHtml}): at most 64 texts of 32 KB. */
const sanitized = new Map<string, string>();
const sanitizedMaxEntries = 64;
const sanitizedMaxLength = 32 * 1024;

/**
 * Sanitises CMS HTML with the maintained `sanitize-html` before it is rendered (issue 8: content).
 * Server-only: loaders sanitise, pages render the result, so the sanitiser never ships to the browser.
 *
 * @example
 * sanitizeCmsHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeCmsHtml(html: string | null | undefined): string {
  if (!html) return '';
  // The same HTML (a shared CMS block or page) is sanitised once per process (issue 31.2).
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, options);
    if (html.length <= sanitizedMaxLength) {
      sanitized.set(html, clean);
      // The oldest goes first past the bound.
      if (sanitized.size > sanitizedMaxEntries) sanitized.delete(sanitized.keys().next().value as string);
    }
  }
  return clean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of CMS HTML without any tag, whitespace collapsed (meta descriptions, JSON-LD). */
export function cmsText(html: string | null | undefined, maxLength = 300): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
