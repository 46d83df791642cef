import { jsonLdText } from '@kauppa/pages';

/** A JSON-LD block (schema.org data for search engines). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
