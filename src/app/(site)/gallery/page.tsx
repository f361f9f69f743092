import { redirect } from 'next/navigation'

/** /gallery opens the overview of every institution's gallery. */
export default function GalleryIndex() {
  redirect('/gallery/all')
}
