import { notFound } from 'next/navigation'

/** Any URL no other route matches: the site's own 404 page (not-found.tsx), with a 404 status. */
export default function Missing() {
  notFound()
}
