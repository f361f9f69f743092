import type { Payload } from 'payload'

import { TRUSTEES } from './data/trustees'
import { DEMO_ADMIN } from './demo-admin'
import { cover, portrait } from './images'
import { makePdf } from './pdf'

type Log = (line: string) => void

/** Seed writes never expire caches: they run outside the Next.js server. */
const context = { disableRevalidate: true }

async function upload(payload: Payload, data: Buffer, name: string, mimetype: string, alt: string) {
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, name, mimetype, size: data.length },
    context,
  })
}

async function isEmpty(payload: Payload, collection: 'trustees' | 'magazines') {
  const { totalDocs } = await payload.count({ collection })
  return totalDocs === 0
}

/**
 * Fill an empty database with demo content. Idempotent: a collection that already has documents
 * is left as it is, so running it again keeps existing data.
 */
export async function seed(payload: Payload, log: Log = () => {}) {
  if (await isEmpty(payload, 'trustees')) {
    log(`seeding trustees (${TRUSTEES.length})`)
    for (const [i, t] of TRUSTEES.entries()) {
      const photo = t.photo
        ? await upload(payload, await portrait(t.name, (i * 47) % 360), `trustee-${i + 1}.webp`, 'image/webp', `Portrait of ${t.name}`)
        : null
      await payload.create({
        collection: 'trustees',
        data: {
          name: t.name,
          designation: t.designation,
          position: t.position,
          info: t.info,
          moreInfo: t.moreInfo,
          photo: photo?.id,
          order: (i + 1) * 10,
          _status: 'published',
        },
        context,
      })
    }
  } else log('trustees already present: kept')

  if (await isEmpty(payload, 'magazines')) {
    log('seeding magazine')
    const image = await upload(payload, await cover('Yearbook', '2025', 210), 'magazine-2025-cover.webp', 'image/webp', 'Cover of Yearbook 2025')
    const pdf = await upload(
      payload,
      makePdf('Yearbook 2025', ['The annual magazine of the society, 2024-2025.', 'Prize distribution, sports day, science fair and more.']),
      'yearbook-2025.pdf',
      'application/pdf',
      'Yearbook 2025',
    )
    await payload.create({
      collection: 'magazines',
      data: { title: 'Yearbook 2025', issueDate: '2025-06-01T00:00:00.000Z', cover: image.id, pdf: pdf.id, _status: 'published' },
      context,
    })
  } else log('magazines already present: kept')
}


export { DEMO_ADMIN }

/** Create the demo administrator unless it exists. Demo mode only: production has no known password. */
export async function ensureDemoAdmin(payload: Payload, log: Log = () => {}) {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: DEMO_ADMIN.email } } })
  if (totalDocs > 0) return
  log(`creating demo administrator ${DEMO_ADMIN.email}`)
  await payload.create({
    collection: 'users',
    data: { ...DEMO_ADMIN, name: 'Demo administrator', role: 'admin' },
    context,
  })
}
