/**
 * The `sizes` of the photos that are a page's largest paint on a phone: the width each is laid out
 * at, so that a phone downloads a rendition for its own screen (at most twice its layout width)
 * rather than for the whole viewport. Each follows the CSS of its component; change both together
 * (tests/http/site.spec.ts reads the widths a 412 px phone gets).
 */

/**
 * The home carousel's photo (src/components/Carousel.tsx): the slide is the main column (less the
 * page's 2 × 16 px) less its own 2 × 6 px, the photo at most 26rem, less its 2 × 4 px border: 100vw
 * − 52 px up to 408 px, which it reaches at 460 px. Wider screens show two or three slides, each
 * photo again up to 408 px. 87vw is 100vw − 52 px within 2 % from 375 to 459 px (4 % at 320): in
 * vw, Next.js leaves the widths under 87 % of its narrowest device size (640) out of the srcset,
 * five candidates of every slide, twice (the HTML and the carousel's props); `calc()` keeps them.
 */
export const CAROUSEL_PHOTO_SIZES = '(min-width: 460px) 408px, 87vw'

/**
 * An album's cover (src/components/AlbumList.tsx): a card of the gallery's grid, one column on a
 * phone (100vw − 32 px), two from 640 px, three from 1024 px in a main column of at most 1280 px.
 * Written in vw where it can be, so that Next.js leaves the narrowest widths out of the srcset.
 */
export const ALBUM_COVER_SIZES = '(min-width: 1280px) 405px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 92vw'
