export {}
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { seed } = await import('./src/seed')
const payload = await getPayload({ config })
await seed(payload)
await payload.destroy()
process.exit(0)
