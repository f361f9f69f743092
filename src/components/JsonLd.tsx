import type { Thing, WithContext } from 'schema-dts'

/**
 * schema.org structured data for search engines: one <script type="application/ld+json">. Every
 * `<` is written as \u003c, so no text in the data (a title staff typed) can close the script
 * element; the JSON means the same. A data block is not run, so the CSP nonce is not needed.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}

/** The script's text (exported for the tests). */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
