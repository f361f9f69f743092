import { unsubscribeGet, unsubscribePost } from '@/subscriptions/routes'

export const dynamic = 'force-dynamic'

export const POST = unsubscribePost
export const GET = unsubscribeGet
