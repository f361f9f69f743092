import type { Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { GLOBAL_ACCESS, hiddenUnless } from '@/access/roles'
import { GRIEVANCE_DUE_DAYS_DEFAULT } from '@/grievances/workflow'
import { isPhoneNumber } from '@/lib/helplines'
import { isHttpUrl, isSafeHref } from '@/lib/urls'
import { SITE_SETTINGS_DEFAULTS as D } from './site-settings-defaults'

/**
 * A header line: text a visitor reads, in English and Marathi. Required in English only (checked by
 * `validate`, not `required`, which would make the Marathi column NOT NULL too: a Marathi line left
 * empty is stored as null and reads as the English one, src/collections/localized.ts). Its default
 * is English and given in English only: in Marathi a default would be saved as the Marathi line.
 */
const line = (name: 'title' | 'isoLine' | 'awardLine' | 'addressLine', label: string): Field => ({
  name,
  label,
  type: 'text',
  localized: true,
  validate: (value: unknown) => (typeof value === 'string' && value.trim() ? true : 'This field is required.'),
  defaultValue: ({ locale }: { locale?: string }) => (!locale || locale === 'en' ? D[name] : undefined),
})

/** A link field: a path on this site or an http(s) address. Not localized. */
const link = (name: keyof typeof D, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue: D[name],
  admin: description ? { description } : undefined,
  validate: (value: unknown) =>
    typeof value === 'string' && isSafeHref(value)
      ? true
      : 'Enter an address starting with https:// or a path starting with /.',
})

/** A social network's address in the footer: the society's page on it, an http(s) address. */
const social = (name: 'facebookUrl' | 'instagramUrl' | 'youtubeUrl', label: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue: D[name],
  admin: {
    description: 'The society’s own address there, starting with https://. The footer’s icon opens it in a new tab.',
  },
  validate: (value: unknown) =>
    typeof value === 'string' && isHttpUrl(value) ? true : 'Enter the full address, starting with https://.',
})

const count = (name: 'pastStudents' | 'presentStrength', label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 10_000_000,
  defaultValue: D[name],
})

const LINES = ['title', 'isoLine', 'awardLine', 'addressLine'] as const

/**
 * A Marathi line that only repeats the English one is stored empty. Payload reads a global's
 * current values with the language fallback before an update and keeps them for every field the
 * update leaves out (collections do not), so a first Marathi save would store the English lines as
 * their "Marathi". Stored empty, they read as the English all the same, and the Marathi status
 * (`/admin/marathi`) says they still need Marathi.
 */
const keepUntranslatedLinesEmpty: GlobalBeforeChangeHook = async ({ data, req }) => {
  if (!req.locale || req.locale === 'en' || req.locale === 'all') return data
  // A copy of the request: the local API sets the request's locale to the one it reads in.
  const english = await req.payload.findGlobal({
    slug: 'site-settings',
    locale: 'en',
    depth: 0,
    req: { ...req },
    overrideAccess: true,
  })
  for (const name of LINES)
    if (typeof data[name] === 'string' && data[name].trim() === (english[name] ?? '').trim()) data[name] = null
  return data
}

/** Header lines, outbound addresses, social links, footer counters (SPEC.md section 1) and helplines. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Administration', hidden: hiddenUnless('admin') },
  access: GLOBAL_ACCESS.siteWide,
  hooks: { beforeChange: [keepUntranslatedLinesEmpty] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Header',
          fields: [
            line('title', 'Society title'),
            line('isoLine', 'Certification line'),
            line('awardLine', 'Award line'),
            line('addressLine', 'Postal address line'),
          ],
        },
        {
          label: 'Links',
          fields: [
            link('ssesUrl', 'SSES site address', 'The SSES entry of the navigation bar opens this in a new tab.'),
            link('alumniUrl', 'Alumni site address', 'The ALUMNI button opens this in a new tab.'),
            social('facebookUrl', 'Facebook page'),
            link(
              'twitterUrl',
              'Twitter (X) profile',
              'The society’s profile address, e.g. https://x.com/…. Until there is one, the icon leads to the home page (/), in the visitor’s language.',
            ),
            social('instagramUrl', 'Instagram profile'),
            social('youtubeUrl', 'YouTube channel'),
          ],
        },
        {
          label: 'Footer counters',
          fields: [count('pastStudents', 'Total past students'), count('presentStrength', 'Present student strength')],
        },
        {
          label: 'Helplines',
          description:
            'Shown in the footer of every page as numbers to call. While this list is empty the site shows Childline 1098, Police 112, Women’s helpline 181 and, on college pages, the national anti-ragging helpline 1800-180-5522.',
          fields: [
            {
              name: 'helplines',
              type: 'array',
              maxRows: 12,
              labels: { singular: 'Helpline', plural: 'Helplines' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'label',
                      type: 'text',
                      localized: true,
                      maxLength: 80,
                      validate: (value: unknown) =>
                        typeof value === 'string' && value.trim() ? true : 'Name the helpline.',
                    },
                    {
                      name: 'number',
                      type: 'text',
                      required: true,
                      maxLength: 20,
                      validate: (value: unknown) =>
                        isPhoneNumber(value)
                          ? true
                          : 'Enter the number to call: digits, spaces or dashes, e.g. 1800-180-5522.',
                    },
                    {
                      name: 'scope',
                      label: 'Shown on',
                      type: 'select',
                      required: true,
                      defaultValue: 'all',
                      options: [
                        { value: 'all', label: 'Every page' },
                        { value: 'colleges', label: 'College pages only' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Notices',
          fields: [
            {
              name: 'noticeApproval',
              label: 'Notices from institution editors need an administrator’s approval',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'When ticked, an institution editor cannot publish a notice: they submit it, and a society administrator approves (publishes) it or sends it back with a note. Left empty, editors publish their institutions’ notices themselves.',
              },
            },
          ],
        },
        {
          label: 'Grievances',
          fields: [
            {
              name: 'grievanceDueDays',
              label: 'Days to answer a grievance',
              type: 'number',
              required: true,
              min: 1,
              max: 90,
              defaultValue: GRIEVANCE_DUE_DAYS_DEFAULT,
              admin: {
                description:
                  'A new grievance is due this many days after it is filed (UGC regulations: 15). Grievances already filed keep their due date.',
              },
            },
          ],
        },
      ],
    },
  ],
}
