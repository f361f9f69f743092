import type { Thing, WithContext } from 'schema-dts'

/**
 * schema.org data for search engines, as a JSON-LD script (a data block: never run, so the
 * Content-Security-Policy does not apply). `<` is escaped so that no text can close the script.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
