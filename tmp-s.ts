export {}
process.env.LOG_LEVEL = 'warn'
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { search } = await import('./src/search/query')
const payload = await getPayload({ config })
for (const cache of [false, true]) {
  const t = performance.now()
  for (let i = 0; i < 20; i++) await search(payload, 'examination', 'en', new Date(), { cache })
  console.log('cache', cache, ((performance.now() - t) / 20).toFixed(1), 'ms per search')
}
await payload.destroy()
process.exit(0)
