/** The demo administrator: created only in demo mode (`npm run demo`, the browser tests). */
export const DEMO_ADMIN = { email: 'admin@example.org', password: 'demo-admin-password' } as const
