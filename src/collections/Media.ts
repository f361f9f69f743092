import type { CollectionConfig } from 'payload'

import { staff } from '@/access/roles'
import { env } from '@/config/env'
import { revalidateCollection } from '@/hooks/revalidate'
import { ALL_TAGS } from '@/content/tags'

/** Uploaded images and PDFs. Files live in UPLOADS_DIR and are served by Payload. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'] },
  access: {
    // Files are public (pages link them); listing or reading the records is for staff, so uploads
    // of drafts are not discoverable.
    read: ({ req, isReadingStaticFile }) => !!req.user || !!isReadingStaticFile,
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: revalidateCollection(...ALL_TAGS),
  upload: {
    staticDir: env.uploadsDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text (what the image shows) or document title',
      type: 'text',
      required: true,
    },
  ],
}
