import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * The attributes of an optimized `<img>` (srcset of AVIF/WebP widths through /_next/image, sizes,
 * lazy loading), computed on the server with Next.js's own `getImageProps`.
 *
 * Why not `next/image`'s `<Image>`: it is a client component, so every page that shows a photo
 * downloaded its code only to print an `<img>` the server can print (docs/benchmarks.md).
 * Client components that show photos (the carousel, the gallery grid) get these attributes as
 * plain props from the server component that renders them.
 */
export type ImgAttributes = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  decoding?: 'async' | 'sync' | 'auto'
  style?: React.CSSProperties
}

/**
 * `sourceWidth`: the width of the file at `src` (a pre-generated size, src/content/media.ts). The
 * srcset then stops at the first width that reaches it: wider ones would only re-encode the same
 * pixels, and each costs about 100 bytes of HTML and as much in the page's React payload, per image.
 */
type Options = Omit<ImageProps, 'alt' | 'src'> & { src: string; sourceWidth?: number | null }

/** `src` and `sourceWidth` of a pre-generated size or upload (imageSource in src/content/media.ts). */
export const fromFile = (file: { url: string; width: number | null }) => ({ src: file.url, sourceWidth: file.width })

/** The srcset's width candidates up to and including the first that is at least `sourceWidth` wide. */
export function capSrcSet(srcSet: string | undefined, sourceWidth: number | null | undefined): string | undefined {
  if (!srcSet || !sourceWidth) return srcSet
  const entries = srcSet.split(', ').map((entry) => {
    const space = entry.lastIndexOf(' ')
    return { url: entry.slice(0, space), descriptor: entry.slice(space + 1) }
  })
  if (!entries.every((e) => /^\d+w$/.test(e.descriptor))) return srcSet // density descriptors (1x, 2x): left as they are
  const end = entries.findIndex((e) => Number.parseInt(e.descriptor, 10) >= sourceWidth)
  return entries
    .slice(0, end === -1 ? entries.length : end + 1)
    .map((e) => `${e.url} ${e.descriptor}`)
    .join(', ')
}

/** The URL of a srcset's last (widest) candidate: what `src` should be for browsers without srcset. */
const widest = (srcSet: string) => {
  const last = srcSet.split(', ').at(-1)!
  return last.slice(0, last.lastIndexOf(' '))
}

/**
 * An image shown at one width on every screen (`sizes="150px"`): Next.js lists every configured
 * width for such `sizes` (nine candidates, each about 100 bytes of HTML and as much again in the
 * React payload), but a browser can only use the one for 1x and the one for 2x screens. Given that
 * width and no `sizes`, Next.js writes just those two (`1x`, `2x`); `height` keeps the ratio.
 */
function fixedWidth(options: Omit<Options, 'priority' | 'sourceWidth'>): Omit<Options, 'priority' | 'sourceWidth'> {
  const px = /^(\d+)px$/.exec(options.sizes?.trim() ?? '')
  const { width, height } = options
  if (!px || typeof width !== 'number' || typeof height !== 'number') return options
  const shown = Number(px[1])
  return { ...options, sizes: undefined, width: shown, height: Math.round((height * shown) / width) }
}

/**
 * `priority`: the largest paint of the page: loaded at once and announced in the head
 * (`<link rel="preload" imagesrcset>`), as `<Image priority>` does.
 */
export function imgAttributes({ priority = false, sourceWidth, ...given }: Options): ImgAttributes {
  const options = fixedWidth(given)
  const { props } = getImageProps({
    ...options,
    alt: '',
    ...(priority ? { preload: true, fetchPriority: 'high' as const } : {}),
  })
  const { sizes, width, height, loading, fetchPriority, decoding, style } = props
  const srcSet = capSrcSet(props.srcSet, sourceWidth)
  const src = srcSet && srcSet !== props.srcSet ? widest(srcSet) : props.src
  const attributes: ImgAttributes = { src, srcSet, sizes, loading, fetchPriority, decoding }
  if (typeof width === 'number') attributes.width = width
  if (typeof height === 'number') attributes.height = height
  // getImageProps gives `fill` images their absolute position and no-JS colour; nothing otherwise.
  if (style && Object.values(style).some((v) => v !== undefined)) attributes.style = style
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
  return attributes
}

type Props = Options & { alt: string; className?: string; lang?: string; 'data-testid'?: string }

/** `<Image>`'s drop-in for server components: the same props, a plain `<img>` in the HTML and no client code. */
export default function Img({ alt, className, lang, 'data-testid': testId, ...options }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
  return <img {...imgAttributes(options)} alt={alt} className={className} lang={lang} data-testid={testId} />
}
