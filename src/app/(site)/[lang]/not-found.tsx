import { NotFoundView } from '@/components/NotFound'

/** What Next.js shows where a notFound() reaches no page wrapped in withNotFound (src/components/NotFound.tsx). */
export default function NotFound() {
  return <NotFoundView />
}
