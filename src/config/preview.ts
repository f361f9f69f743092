import type { Config, Plugin } from 'payload'

/** The collections whose documents have a public page, in the admin's order. */
export const PREVIEW_COLLECTIONS = [
  'notices',
  'events',
  'institutions',
  'albums',
  'committees',
  'policies',
  'disclosures',
  'downloads',
  'staff-members',
] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)

/**
 * The Preview button on the edit view of every document with a public page: notices,
 * events, institutions (each section page is reached from the institution's page in preview),
 * albums, committees, policies, disclosures, a school's downloads and staff directory
 * (`PREVIEW_COLLECTIONS`). It opens
 * /api/preview (src/app/api/preview/route.ts) for the saved document in the language being edited;
 * that route decides on the server who may see what (src/content/preview.ts).
 * One plugin, so that the collection files stay as they are.
 */
export const previewButtons =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      isPreviewCollection(collection.slug)
        ? {
            ...collection,
            admin: {
              ...collection.admin,
              preview: (doc, { locale }) => {
                const id = (doc as { id?: unknown })?.id
                if (typeof id !== 'number' && typeof id !== 'string') return null
                const params = new URLSearchParams({
                  collection: collection.slug,
                  id: String(id),
                  locale: locale === 'mr' ? 'mr' : 'en',
                })
                return `/api/preview?${params}`
              },
            },
          }
        : collection,
    ),
  })
