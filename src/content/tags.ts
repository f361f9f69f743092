/** Cache tags: one per kind of content. Read functions tag with these; Payload hooks expire them. */
export const TAGS = {
  trustees: 'trustees',
  magazines: 'magazines',
  siteSettings: 'site-settings',
  institutions: 'institutions',
  achievements: 'achievements',
  academicYears: 'academic-years',
  awards: 'awards',
  notices: 'notices',
  rti: 'rti',
  mediaTalks: 'media-talks',
  links: 'links',
  gallery: 'gallery',
  portalLinks: 'portal-links',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

/** Every tag: an uploaded file can appear in any kind of content. */
export const ALL_TAGS = Object.values(TAGS) as CacheTag[]
