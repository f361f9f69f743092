import { readFileSync } from 'node:fs'

import { notFound } from 'next/navigation'
import { preload } from 'react-dom'

// The floor of a page whose largest paint is a photo (`/photo?of=/gallery/all`): the empty page's
// line of text and that photo, with the attributes the site's <img> has on the phone (srcset,
// sizes, fetchpriority, loading, decoding), at the size it is laid out there, and announced by the
// same React `preload()` call with the same values as the site's (src/components/Img.tsx) when the
// site announces it. bench/floor.mjs reads these from the site (probePhotos) into FLOOR_PHOTOS;
// the image addresses are the site's own `/_next/image` URLs, which bench/floor-server.mjs passes
// to the site's server, so the floor downloads the very bytes the page does.
export default async function PhotoFloor({ searchParams }) {
  const { of } = await searchParams
  const photos = process.env.FLOOR_PHOTOS ? JSON.parse(readFileSync(process.env.FLOOR_PHOTOS, 'utf8')) : {}
  const photo = typeof of === 'string' ? photos[of] : undefined
  if (!photo) notFound()
  const { img, preload: link } = photo
  if (link)
    preload(link.href, {
      as: 'image',
      imageSrcSet: link.imageSrcSet ?? undefined,
      imageSizes: link.imageSizes ?? undefined,
      fetchPriority: link.fetchPriority ?? undefined,
    })
  return (
    <main>
      <h1>Floor</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- the site's own attributes, copied */}
      <img
        src={img.src}
        srcSet={img.srcSet ?? undefined}
        sizes={img.sizes ?? undefined}
        width={img.width ?? undefined}
        height={img.height ?? undefined}
        fetchPriority={img.fetchPriority ?? undefined}
        loading={img.loading ?? undefined}
        decoding={img.decoding ?? undefined}
        alt={img.alt}
        style={{ display: 'block', width: `${img.cssWidth}px`, height: `${img.cssHeight}px` }}
      />
    </main>
  )
}
