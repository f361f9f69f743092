import { NotFoundView, notFoundMetadata } from '@/components/NotFound'

import { recordNotFound } from '../../../../../page-cache/render-record.mjs'

export const generateMetadata = notFoundMetadata

/** Any URL no other route matches: the site's own 404 page, answered with a 404 status by server.mjs. */
export default function Missing() {
  recordNotFound()
  return <NotFoundView />
}
