import { confirmLink, langOf } from '@/subscriptions/routes'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return confirmLink(request, await langOf(params))
}
