import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * The attributes of an optimized `<img>` (srcset of AVIF/WebP widths through /_next/image, sizes,
 * lazy loading), computed on the server with Next.js's own `getImageProps`.
 *
 * Why not `next/image`'s `<Image>`: it is a client component, so every page that shows a photo
 * downloaded its code (about 7 KB compressed) only to print an `<img>` the server can print.
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

type Options = Omit<ImageProps, 'alt' | 'src'> & { src: string }

/**
 * `priority`: the largest paint of the page: loaded at once and announced in the head
 * (`<link rel="preload" imagesrcset>`), as `<Image priority>` does.
 */
export function imgAttributes({ priority = false, ...options }: Options): ImgAttributes {
  const { props } = getImageProps({ ...options, alt: '', ...(priority ? { preload: true, fetchPriority: 'high' as const } : {}) })
  const { src, srcSet, sizes, width, height, loading, fetchPriority, decoding, style } = props
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
