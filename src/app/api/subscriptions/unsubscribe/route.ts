import { unsubscribeGet, unsubscribePost } from '@/subscriptions/handlers'

export const dynamic = 'force-dynamic'

export const POST = unsubscribePost
export const GET = unsubscribeGet
