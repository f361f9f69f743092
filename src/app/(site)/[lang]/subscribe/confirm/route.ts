import { confirmLink, confirmPost, langOf } from '@/subscriptions/handlers'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return confirmLink(request, await langOf(params))
}

export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return confirmPost(request, await langOf(params))
}
