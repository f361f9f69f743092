import type { Config, Plugin } from 'payload'

import { isPreviewCollection } from '@/content/preview'

/**
 * The Preview button on the edit view of every document with a public page (issue 30): notices,
 * events, institutions (each section page is reached from the institution's page in preview),
 * albums, committees, policies, disclosures (`PREVIEW_COLLECTIONS`). It opens
 * /api/preview (src/app/api/preview/route.ts) for the saved document in the language being edited;
 * that route decides on the server who may see what (src/content/preview.ts).
 * One plugin, so that the collection files stay as they are.
 */
export const previewButtons = (): Plugin => (config: Config): Config => ({
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
              const params = new URLSearchParams({ collection: collection.slug, id: String(id), locale: locale === 'mr' ? 'mr' : 'en' })
              return `/api/preview?${params}`
            },
          },
        }
      : collection,
  ),
})
