import { redirect } from 'next/navigation'

import { localePath } from '@/i18n/paths'
import { getLang } from '@/i18n/server'

/** /gallery opens the overview of every institution's gallery. */
export default async function GalleryIndex() {
  redirect(localePath(await getLang(), '/gallery/all'))
}
