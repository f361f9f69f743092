import type { Payload } from 'payload'

import { rebuildSearchIndex, withSearchIndexDeferred } from '@/search/indexer'

import { seedContext, type Log } from './context'
import { DEMO_ADMIN } from './demo-admin'
import { withSeedMemory } from './memory'
import { seedAchievements } from './steps/achievements'
import { seedDisclosures } from './steps/disclosures'
import { seedDownloads, seedStaffDirectory } from './steps/directory'
import { seedEvents } from './steps/events'
import { seedAlbums } from './steps/albums'
import { seedGallery } from './steps/gallery'
import { seedGrievances } from './steps/grievances'
import { seedAdmissionClasses, seedAdmissionEnquiries } from './steps/admissions'
import { seedInstitutions, seedPortalLinks } from './steps/institutions'
import { seedNotices } from './steps/notices'
import { seedRtiDisclosure, seedSiteSettings, seedYears } from './steps/settings'
import { seedMagazinesAndPolicies, seedSocietyPages } from './steps/society'
import { seedTrustees } from './steps/trustees'

/**
 * Fill an empty database with demo content. Idempotent: each collection that already has documents
 * is left as it is, so running it again keeps existing data. One file per part of the site in
 * steps/; the helpers they share (uploads, translations, `step`) are in context.ts.
 *
 * Content is created in English (the default locale); the documents that have Marathi demo content
 * (src/seed/data/marathi.ts) then get it as their `mr` locale in a second write, right after, so
 * the Marathi belongs to the same step as its English. Rows of arrays are translated by their ids,
 * which keeps the rows, their files and photos, and their English.
 */
export async function seed(payload: Payload, log: Log = () => {}) {
  // It runs in the server process at its first start: what it holds is let go at the end (memory.ts).
  await withSeedMemory(async () => {
    // The search index is built once at the end rather than document by document (src/search/indexer.ts).
    const changed = await withSearchIndexDeferred(() => seedContent(payload, log))
    if (!changed) return
    const indexed = await rebuildSearchIndex(payload)
    log(`search index: ${indexed.documents} documents, ${indexed.units} places (${indexed.ms} ms)`)
  })
}

/** Every step, in the order the demo has always been seeded (media ids and file names follow it). */
async function seedContent(payload: Payload, log: Log): Promise<boolean> {
  const ctx = seedContext(payload, log)
  await seedYears(ctx)
  await seedSiteSettings(ctx)
  await seedTrustees(ctx)
  await seedInstitutions(ctx)
  const institutions = await ctx.idsOf('institutions')
  await seedNotices(ctx)
  await seedSocietyPages(ctx)
  await seedAchievements(ctx, institutions)
  await seedGallery(ctx, institutions)
  await seedPortalLinks(ctx, institutions)
  await seedEvents(ctx, institutions)
  await seedDisclosures(ctx, institutions)
  await seedMagazinesAndPolicies(ctx)
  await seedRtiDisclosure(ctx)
  await seedGrievances(ctx)
  await seedAdmissionClasses(ctx)
  await seedAdmissionEnquiries(ctx)
  await seedAlbums(ctx, institutions)
  await seedDownloads(ctx, institutions)
  await seedStaffDirectory(ctx, institutions)
  return ctx.state.changed
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
  })
}
