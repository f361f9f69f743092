import { adminDateFormats } from '@/lib/admin-dates'
import { ADMIN_DATE_TIME_FORMAT } from '@/lib/dates'
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AcademicYears } from './collections/AcademicYears'
import { Alerts } from './alerts/Alerts'
import { Albums } from './albums/Albums'
import { Achievements } from './collections/Achievements'
import { Committees } from './collections/Committees'
import { Downloads } from './collections/Downloads'
import { StaffMembers } from './collections/StaffMembers'
import { Disclosures } from './collections/Disclosures'
import { AchievementTypes } from './collections/AchievementTypes'
import { Awards } from './collections/Awards'
import { Events } from './collections/Events'
import { GalleryImages } from './collections/GalleryImages'
import { Grievances } from './grievances/Grievances'
import { AdmissionEnquiries } from './admissions/Enquiries'
import { AdmissionClasses } from './admissions/Classes'
import {
  enquiryAcknowledgementTask,
  enquiryReplyTask,
  enquiryRetentionTask,
  enquiryStaffNoticeTask,
} from './admissions/jobs'
import { withChangeHistory, withValidatedDrafts } from './collections/change-history'
import { allowPartialTranslations } from './collections/localized'
import { withMarathiStatus } from './translations/status-field'
import { ImportantLinks } from './collections/ImportantLinks'
import { Institutions } from './collections/Institutions'
import { Magazines } from './collections/Magazines'
import { Media } from './collections/Media'
import { MediaTalks } from './collections/MediaTalks'
import { Notices } from './notices/Notices'
import { NoticeTypes } from './collections/NoticeTypes'
import { PortalLinks } from './collections/PortalLinks'
import { RtiItems } from './collections/RtiItems'
import { Policies } from './collections/Policies'
import { Trustees } from './collections/Trustees'
import { Users } from './collections/Users'
import { staffPasswordResetTask } from './collections/staff-auth'
import { databaseAdapter, databaseMigrations } from './config/database'
import { emailAdapter, logEmailMode } from './config/email'
import { storagePlugin } from './config/storage'
import { previewButtons } from './config/preview'
import { assertProductionSecret, DEMO_SECRET, env } from './config/env'
import { contentVersions } from './content/cache'
import { indexMissingSources, searchIndex } from './search/indexer'
import { UPLOAD_CUTOFF_BYTES, UPLOAD_CUTOFF_MESSAGE } from './lib/upload-rules'
import { richTextLinkFields } from './lib/rich-text-link-fields'
import { siteOrigins } from './lib/urls'
import { CMS_QUERY_GUARDS } from './access/cms-queries'
import { refuseDeleteWhileReferenced, requiredReferences } from './services/delete-guard'
import { logger } from './services/logger'
import { INTERNAL_ACCESS, INTERNAL_GLOBAL_ACCESS, isAdminUser } from './access/roles'
import { SiteSettings } from './globals/SiteSettings'
import { RtiDisclosure } from './globals/RtiDisclosure'
import { SITE_SETTINGS_DEFAULTS } from './globals/site-settings-defaults'
import { VisitorCounter } from './globals/VisitorCounter'
import { marathiEndpoints } from './translations/endpoints'
import {
  EMAIL_QUEUE,
  grievanceAcknowledgementTask,
  grievanceAnsweredTask,
  grievanceOfficerNoticeTask,
} from './grievances/jobs/emails'
import { grievanceRetentionTask, RETENTION_QUEUE } from './grievances/jobs/retention'
import { ESCALATION_QUEUE, grievanceEscalationTask } from './grievances/jobs/escalation'
import { noticeApprovalDigestTask, noticeApprovalMailTask } from './notices/approval'
import { staffInvitationTask } from './collections/staff-invite'
import { shouldRunJobs } from './jobs/runner'
import { DISCLOSURE_QUEUE, disclosureExpiryTask } from './jobs/disclosure-expiry'
import { Subscribers, SubscriptionItems } from './subscriptions/Subscribers'
import { subscriptionDispatchTask, subscriptionMailTask } from './subscriptions/jobs'
import { SUBSCRIPTION_QUEUE } from './subscriptions/subscriber-records'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  // A request that carries the staff login cookie counts only when it comes from the site itself
  // (Origin, or Sec-Fetch-Site without one); any other origin is anonymous. Logins sent in the
  // Authorization header are unaffected. SameSite=Lax alone does not stop same-site subdomains.
  // `serverURL` stays unset on purpose: Payload would then make every upload's URL absolute (pages
  // serve them through next/image as local files, and /api/v1 makes them absolute itself) and tie
  // the admin to one host name; the one absolute link Payload writes, the password-reset mail, is
  // built from SITE_URL in the Users collection.
  csrf: siteOrigins(env.siteUrl),
  // Payload logs through the app's logger: JSON lines, errors without query values (http/log-errors.mjs).
  logger,
  admin: {
    user: Users.slug,
    // The site's date rule in list cells and the document's created/updated line (src/lib/dates.ts);
    // each date field gets its own display format from adminDateFormats (src/lib/admin-dates.ts).
    dateFormat: ADMIN_DATE_TIME_FORMAT,
    importMap: { baseDir: dirname },
    // The society's name and marks instead of Payload's (src/components/admin/Brand.tsx): login
    // screen, navigation, browser tab. The dashboard starts with what needs each person
    // (Dashboard.tsx); /admin/guide is the staff guide (StaffGuide.tsx).
    meta: {
      // Payload puts a space before the suffix: "Dashboard – Vidya Vikas Education Society (staff)".
      titleSuffix: `– ${SITE_SETTINGS_DEFAULTS.title} (staff)`,
      description: `Staff side of the ${SITE_SETTINGS_DEFAULTS.title} website`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/brand/logo-crest.svg' }],
      // No generated Open Graph image (Payload's carries its own mark); the admin is not for sharing.
      defaultOGImageType: 'off',
      openGraph: { siteName: SITE_SETTINGS_DEFAULTS.title, title: `${SITE_SETTINGS_DEFAULTS.title} – staff` },
    },
    components: {
      graphics: { Logo: '/components/admin/Brand#BrandLogo', Icon: '/components/admin/Brand#BrandIcon' },
      beforeNavLinks: ['/components/admin/Brand#BrandNav'],
      afterNavLinks: ['/components/admin/Brand#GuideNavLink', '/translations/admin/MarathiReport#MarathiNavLink'],
      beforeDashboard: ['/dashboard/Dashboard#Dashboard'],
      // Admission enquiries waiting per school (src/admissions/admin/EnquiryCounts.tsx), then
      // confirmed email subscribers per institution (counts only).
      afterDashboard: [
        '/admissions/admin/EnquiryCounts#EnquiryCounts',
        '/subscriptions/admin/SubscriberCounts#SubscriberCounts',
      ],
      // Where a page is refused, what may not be done and who can; the admin's phone-width rules.
      header: ['/components/admin/RefusedPage#RefusedPage'],
      views: {
        guide: {
          Component: '/components/admin/StaffGuide#StaffGuide',
          path: '/guide',
          exact: true,
          meta: {
            title: 'Staff guide',
            description: 'How to publish notices and albums and answer grievances',
            keywords: 'staff guide',
          },
        },
        // Administrators: every published document whose Marathi is incomplete, per institution.
        marathi: {
          Component: '/translations/admin/MarathiReport#MarathiReport',
          path: '/marathi',
          exact: true,
          meta: {
            title: 'Missing Marathi',
            description: 'Published documents whose Marathi is incomplete, per institution',
            keywords: 'marathi',
          },
        },
        // Administrators and editors: the mandatory disclosures item by item (the dashboard has a line per institution).
        compliance: {
          Component: '/dashboard/ComplianceReport#ComplianceReport',
          path: '/compliance',
          exact: true,
          meta: {
            title: 'Mandatory disclosures',
            description: 'What is missing or expiring in the mandatory disclosures, per institution',
            keywords: 'disclosures',
          },
        },
        // Administrators and grievance officers: the month's grievance figures per institution.
        grievanceSummary: {
          Component: '/grievances/admin/SummaryView#SummaryView',
          path: '/grievance-summary',
          exact: true,
          meta: {
            title: 'Grievance summary',
            description: 'Monthly grievance figures per institution',
            keywords: 'grievances',
          },
        },
        // Administrators: uploads that nothing uses, to check and delete (src/unused-uploads).
        unusedUploads: {
          Component: '/unused-uploads/UnusedUploads#UnusedUploads',
          path: '/unused-uploads',
          exact: true,
          meta: {
            title: 'Uploads nothing uses',
            description: 'Files uploaded more than a week ago that no document uses',
            keywords: 'media',
          },
        },
      },
    },
    // No Gravatar: the admin must not depend on outside services.
    avatar: 'default',
  },
  // Payload's REST API lives off /api so that /api/v1 stays free for the public contract.
  routes: { api: '/cms-api' },
  graphQL: { disable: true },
  // Relationships are populated one level deep at most, whoever asks: the site and
  // the admin never ask for more, and each level multiplies what one request reads
  // (src/access/cms-queries/read-limits.ts bounds the rest of a read).
  maxDepth: 1,
  collections: [
    // Society
    Trustees,
    Awards,
    Notices,
    RtiItems,
    MediaTalks,
    ImportantLinks,
    Magazines,
    Alerts,
    Policies,
    // Institutions and what belongs to them
    Institutions,
    Achievements,
    Albums,
    GalleryImages,
    PortalLinks,
    Events,
    Disclosures,
    Committees,
    Downloads,
    StaffMembers,
    // Reference data
    NoticeTypes,
    AchievementTypes,
    AcademicYears,
    Grievances,
    AdmissionEnquiries,
    AdmissionClasses,
    Media,
    Users,
  ]
    .map(withChangeHistory)
    .map(withValidatedDrafts)
    // "Marathi: complete / N fields missing" atop the sidebar of every edit view with localized fields.
    .map(withMarathiStatus)
    // Email subscriptions: personal data, written only by the server (src/subscriptions/).
    .concat([Subscribers, SubscriptionItems]),
  globals: [SiteSettings, VisitorCounter, RtiDisclosure].map(withMarathiStatus),
  // GET /cms-api/marathi/status and /cms-api/marathi/missing (src/translations/endpoints.ts).
  endpoints: marathiEndpoints,
  /**
   * Content languages (ARCHITECTURE.md "Languages"): English, the default and the fallback, and
   * Marathi. A field marked `localized: true` holds one value per language; an empty Marathi value
   * reads as the English one (`fallback`). What is localized, field by field:
   * - Localized, text a visitor reads: names, titles, designations, positions, addresses,
   *   descriptions, rich text, captions and alternative texts: trustees (name, designation,
   *   position, info, more info), awards (awardee name, content), notices (title, description),
   *   RTI items (description), media talks (title, source, description), important links (title),
   *   magazines (title), institutions (name, address, principal's name, designation, education and
   *   info; the title, content and caption of every section row; a strength row's standard),
   *   achievements (achiever name, achievement, description), events (title, place, description),
   *   gallery images (caption), media (alt),
   *   site settings (title, certification, award and address lines).
   * - Localized, files: every PDF upload field (notice, achievement, magazine and section PDFs): a
   *   Marathi file may sit beside the English one, and without it the English file is served (events'
   *   PDF too).
   * - Not localized: codes (notice and achievement type `code`, academic years), dates, numbers
   *   (order, strength counts, counters), URLs and links, selects, relationships, images (logos,
   *   photos, covers, gallery and section images: a picture is the same in both languages), a media
   *   talk's cutting (one article in the language it appeared in), the RTI item's title (a label
   *   for staff only), the rows of section arrays (both languages share the blocks; each row's texts
   *   are localized), and the Grievances and Users collections as a whole (what a person filed, and
   *   staff accounts). The visitor counter has only a number.
   * Upgrading a database made before localization keeps all its content as English
   * (src/migrations/*_localization.ts, tests/integration/localization-upgrade.test.ts).
   */
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'mr', label: 'मराठी' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  // Links in rich text must be web, mail or phone addresses or pages of this site: a javascript:
  // or data: link is refused when saved (the sanitizer would drop it on the page anyway).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) =>
      defaultFeatures.map((feature) =>
        feature.key === 'link' ? LinkFeature({ fields: richTextLinkFields }) : feature,
      ),
  }),
  // The demo secret is only a stand-in so that builds and demo mode work; onInit refuses it in production.
  secret: env.secret || DEMO_SECRET,
  db: await databaseAdapter(),
  sharp,
  // Multipart bodies are cut off here; the Media collection checks the exact limits per type.
  upload: { limits: { fileSize: UPLOAD_CUTOFF_BYTES }, responseOnLimit: UPLOAD_CUTOFF_MESSAGE },
  email: emailAdapter(),
  jobs: {
    tasks: [
      grievanceAcknowledgementTask,
      grievanceOfficerNoticeTask,
      grievanceAnsweredTask,
      staffPasswordResetTask,
      grievanceRetentionTask,
      grievanceEscalationTask,
      disclosureExpiryTask,
      subscriptionMailTask,
      subscriptionDispatchTask,
      noticeApprovalMailTask,
      noticeApprovalDigestTask,
      staffInvitationTask,
      enquiryAcknowledgementTask,
      enquiryStaffNoticeTask,
      enquiryReplyTask,
      enquiryRetentionTask,
    ],
    // Run by the server process (src/instrumentation.ts starts the crons): mail every 10 seconds
    // (a password-reset mail or an acknowledgement should not keep a person waiting; a tick with
    // nothing queued is one small read), and the retention queue, whose daily job the task's own
    // schedule queues.
    autoRun: [
      { cron: '*/10 * * * * *', queue: EMAIL_QUEUE, limit: 20, silent: { info: true }, disableScheduling: true },
      { cron: '*/15 * * * *', queue: RETENTION_QUEUE, limit: 1, silent: { info: true }, disableScheduling: true },
      { cron: '*/15 * * * *', queue: ESCALATION_QUEUE, limit: 1, silent: { info: true }, disableScheduling: true },
      // The weekly disclosure reminder (src/jobs/disclosure-expiry.ts), queued by its own schedule.
      { cron: '*/15 * * * *', queue: DISCLOSURE_QUEUE, limit: 1, silent: { info: true }, disableScheduling: true },
      // Email subscriptions (src/subscriptions/dispatch.ts): new public items, digests, clean-up, every minute.
      { cron: '* * * * *', queue: SUBSCRIPTION_QUEUE, limit: 1, silent: { info: true }, disableScheduling: true },
    ],
    // With several instances only one runs the crons and queues scheduled jobs (src/jobs/runner.ts).
    shouldAutoRun: shouldRunJobs,
    // Nobody runs, queues or cancels jobs over HTTP but administrators.
    access: {
      run: ({ req }) => isAdminUser(req),
      queue: ({ req }) => isAdminUser(req),
      cancel: ({ req }) => isAdminUser(req),
    },
  },
  // Every change of every collection and global stamps the content version table (src/content/cache.ts).
  // Uploads go to the object store when S3_* is set, else to UPLOADS_DIR (src/config/storage.ts).
  // Site search's index follows every change of the collections it covers (src/search/indexer.ts).
  // Every document with a public page gets the admin's Preview button (src/config/preview.ts).
  plugins: [contentVersions(), searchIndex(), storagePlugin(), adminDateFormats(), previewButtons()],
  telemetry: false,
  // Payload regenerates the types in a child process (`payload generate:types`, a whole second
  // config load) at every start outside production. Useful while developing (`npm run dev`); in the
  // tests it was a second process per test file, and they piled up beside the tests and wrote
  // payload-types.ts while they ran. Elsewhere: `npm run generate:types`.
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  onInit: async (payload) => {
    assertProductionSecret()
    logEmailMode()
    // Every start applies the committed migrations that are still pending (the server, the seed,
    // the tests), so no separate migrate step can be forgotten. DB_PUSH=1 (development) skips it.
    if (env.dbPush) return
    await payload.db.migrate({ migrations: await databaseMigrations() })
    // Collections that became searchable in an upgrade get their existing documents indexed.
    await indexMissingSources(payload)
  },
})

/**
 * Payload adds collections and a global of its own while it builds the configuration (document
 * locks, preferences, jobs, migrations, a key-value store, job statistics), with "any logged-in user" for most operations; they get this
 * project's complete policies too (src/access/roles.ts). Every collection, Payload's included,
 * refuses queries and sorts on staff accounts' secret fields and through relationships to what the
 * user may not read in full, checks the query's values and bounds reads over the API (page size,
 * language, per-account rate): src/access/cms-queries/. A
 * translation may be partial: in Marathi an empty localized field is valid and stored as null, so
 * it shows the English (src/collections/localized.ts).
 */
export default config.then((built) => {
  const referenced = requiredReferences(built)
  for (const collection of built.collections) {
    const access = INTERNAL_ACCESS[collection.slug]
    if (access) collection.access = { ...access }
    collection.hooks.beforeOperation = [...CMS_QUERY_GUARDS, ...(collection.hooks.beforeOperation ?? [])]
    const references = referenced.get(collection.slug)
    if (references)
      collection.hooks.beforeDelete = [
        refuseDeleteWhileReferenced(references),
        ...(collection.hooks.beforeDelete ?? []),
      ]
  }
  for (const global of built.globals) {
    const access = INTERNAL_GLOBAL_ACCESS[global.slug]
    if (access) global.access = { ...access }
  }
  // Marathi may be entered field by field: what is left empty shows the English.
  allowPartialTranslations(built)
  return built
})
