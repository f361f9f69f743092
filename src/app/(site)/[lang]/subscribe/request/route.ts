import { langOf, subscribeRequest } from '@/subscriptions/handlers'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return subscribeRequest(request, await langOf(params))
}
