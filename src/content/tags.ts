/** Cache tags: one per kind of content. Read functions tag with these; Payload hooks expire them. */
export const TAGS = {
  trustees: 'trustees',
  magazines: 'magazines',
  siteSettings: 'site-settings',
  media: 'media',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]
