import { type JsonLd, jsonLdText } from './page-meta';

/**
 * Structured data for search engines, as a JSON-LD script (a data block: CSP does not treat it as
 * script, and nothing runs it).
 */
export function StructuredData({ data }: { data: JsonLd }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
