import { langOf, updateChoices } from '@/subscriptions/handlers'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return updateChoices(request, await langOf(params))
}
