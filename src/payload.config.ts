import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AcademicYears } from './collections/AcademicYears'
import { Achievements } from './collections/Achievements'
import { AchievementTypes } from './collections/AchievementTypes'
import { Awards } from './collections/Awards'
import { GalleryImages } from './collections/GalleryImages'
import { Grievances } from './collections/Grievances'
import { withChangeHistory } from './collections/history'
import { ImportantLinks } from './collections/ImportantLinks'
import { Institutions } from './collections/Institutions'
import { Magazines } from './collections/Magazines'
import { Media } from './collections/Media'
import { MediaTalks } from './collections/MediaTalks'
import { Notices } from './collections/Notices'
import { NoticeTypes } from './collections/NoticeTypes'
import { PortalLinks } from './collections/PortalLinks'
import { RtiItems } from './collections/RtiItems'
import { Trustees } from './collections/Trustees'
import { Users } from './collections/Users'
import { databaseAdapter, databaseMigrations } from './config/database'
import { emailAdapter, logEmailMode } from './config/email'
import { assertProductionSecret, DEMO_SECRET, env } from './config/env'
import { contentVersions } from './content/cache'
import { UPLOAD_CUTOFF_BYTES, UPLOAD_CUTOFF_MESSAGE } from './lib/upload-rules'
import { validateRichTextLink } from './lib/urls'
import { isAdminUser } from './access/roles'
import { SiteSettings } from './globals/SiteSettings'
import { VisitorCounter } from './globals/VisitorCounter'
import { EMAIL_QUEUE, grievanceAcknowledgementTask, grievanceOfficerNoticeTask } from './jobs/grievance-emails'
import { grievanceRetentionTask, RETENTION_QUEUE } from './jobs/grievance-retention'
import { shouldRunJobs } from './jobs/runner'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Staff' },
    // No Gravatar: the admin must not depend on outside services.
    avatar: 'default',
  },
  // Payload's REST API lives off /api so that /api/v1 stays free for the public contract.
  routes: { api: '/cms-api' },
  graphQL: { disable: true },
  collections: [
    // Society
    Trustees, Awards, Notices, RtiItems, MediaTalks, ImportantLinks, Magazines,
    // Institutions and what belongs to them
    Institutions, Achievements, GalleryImages, PortalLinks,
    // Reference data
    NoticeTypes, AchievementTypes, AcademicYears,
    Grievances, Media, Users,
  ].map(withChangeHistory),
  globals: [SiteSettings, VisitorCounter],
  // Links in rich text must be web, mail or phone addresses or pages of this site: a javascript:
  // or data: link is refused when saved (the sanitizer would drop it on the page anyway).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) =>
      defaultFeatures.map((feature) =>
        feature.key === 'link'
          ? LinkFeature({
              fields: ({ defaultFields }) =>
                defaultFields.map((field) => (field.name === 'url' ? ({ ...field, validate: validateRichTextLink } as typeof field) : field)),
            })
          : feature,
      ),
  }),
  // The demo secret is only a stand-in so that builds and demo mode work; onInit refuses it in production.
  secret: env.secret || DEMO_SECRET,
  db: databaseAdapter(),
  sharp,
  // Multipart bodies are cut off here; the Media collection checks the exact limits per type.
  upload: { limits: { fileSize: UPLOAD_CUTOFF_BYTES }, responseOnLimit: UPLOAD_CUTOFF_MESSAGE },
  email: emailAdapter(),
  jobs: {
    tasks: [grievanceAcknowledgementTask, grievanceOfficerNoticeTask, grievanceRetentionTask],
    // Run by the server process (src/instrumentation.ts starts the crons): mail every minute, and
    // the retention queue, whose daily job the task's own schedule queues.
    autoRun: [
      { cron: '* * * * *', queue: EMAIL_QUEUE, limit: 20, silent: { info: true }, disableScheduling: true },
      { cron: '*/15 * * * *', queue: RETENTION_QUEUE, limit: 1, silent: { info: true }, disableScheduling: true },
    ],
    // With several instances only one runs the crons and queues scheduled jobs (src/jobs/runner.ts).
    shouldAutoRun: shouldRunJobs,
    // Nobody runs, queues or cancels jobs over HTTP but administrators.
    access: { run: ({ req }) => isAdminUser(req), queue: ({ req }) => isAdminUser(req), cancel: ({ req }) => isAdminUser(req) },
  },
  // Every change of every collection and global stamps the content version table (src/content/cache.ts).
  plugins: [contentVersions()],
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    assertProductionSecret()
    logEmailMode()
    // Every start applies the committed migrations that are still pending (the server, the seed,
    // the tests), so no separate migrate step can be forgotten. DB_PUSH=1 (development) skips it.
    if (!env.dbPush) await payload.db.migrate({ migrations: databaseMigrations() })
  },
})
