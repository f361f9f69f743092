import { env } from '@/config/env'
import type { Trustee } from '@/content/trustees'
import { absoluteUrl } from '@/lib/urls'

/** A trustee in the contract's field names (misspellings kept: avtar_url). */
export const trusteeRow = (t: Trustee) => ({
  id: t.id,
  name: t.name,
  designation: t.designation,
  position: t.position,
  info: t.info,
  more_info: t.moreInfo,
  avtar_url: absoluteUrl(env.siteUrl, t.photo?.url),
})
