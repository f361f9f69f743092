import { env } from '@/config/env'
import type { Achievement, AchievementType } from '@/content/achievements'
import type { SiteAlert } from '@/alerts/rules'
import type { GalleryImage } from '@/content/gallery'
import type { InstitutionDetail, InstitutionSummary, PdfDoc, Photo, RichBlock } from '@/content/institutions'
import type { Magazine } from '@/content/magazine'
import { publicFileUrl, type MediaRef } from '@/content/media'
import type { Notice, NoticeType } from '@/content/notices'
import type { PortalLink } from '@/content/portal-links'
import type { Award, ImportantLink, MediaTalk, RtiItem } from '@/content/society'
import type { Trustee } from '@/content/trustees'
import { absoluteUrl } from '@/lib/urls'

/** Content as rows of the contract (src/api-v1/schemas.ts): original field names, absolute URLs. */

const abs = (path: string | null | undefined) => absoluteUrl(env.siteUrl, path)
/**
 * An upload's absolute URL: for a photo its web-sized version (the 1600 px WebP `full` size, or the
 * original when it is smaller; src/content/media.ts webImage), never the file as uploaded; a PDF as
 * it is.
 */
const fileUrl = (ref: MediaRef | null) => abs(ref ? publicFileUrl(ref) : null)

export const trusteeRow = (t: Trustee) => ({
  id: t.id,
  name: t.name,
  designation: t.designation,
  position: t.position,
  info: t.info,
  more_info: t.moreInfo,
  avtar_url: fileUrl(t.photo),
})

export const awardRow = (a: Award) => ({
  id: a.id,
  awardee_name: a.awardeeName,
  avtar_url: fileUrl(a.image),
  content: a.html,
})

export const rtiRow = (r: RtiItem) => ({ id: r.id, description: r.html })

export const noticeRow = (n: Notice) => ({
  id: n.id,
  title: n.title,
  category: n.category,
  description: n.description,
  file_url: fileUrl(n.file),
  created_at: n.date,
})

export const alertRow = (a: SiteAlert) => ({
  id: a.id,
  message: a.message,
  link: abs(a.link),
  level: a.level,
  starts_at: a.startsAt,
  ends_at: a.endsAt,
  institute_ids: a.institutions,
})

export const noticeTypeRow = (t: NoticeType) => ({ id: t.id, notice_code: t.code })

export const mediaRow = (m: MediaTalk) => ({
  id: m.id,
  title: m.title,
  source: m.source,
  description: m.description,
  file_url: fileUrl(m.file),
  url: m.url,
  created_at: m.date,
})

export const linkRow = (l: ImportantLink) => ({ title: l.title, url: l.url, created_at: l.createdAt })

export const achievementRow = (a: Achievement) => ({
  id: a.id,
  achiever_name: a.achieverName,
  achievement: a.achievement,
  achievement_desc: a.description,
  achievement_type_code: a.typeCode,
  year_code: a.academicYear,
  file_url: fileUrl(a.file),
  created_at: a.createdAt,
  is_tearcher: a.by === 'teacher' ? '1' : '0',
})

export const achievementTypeRow = (t: AchievementType) => ({ id: t.id, achievement_type_code: t.code })

export const instituteRow = (i: InstitutionSummary) => ({
  id: i.id,
  name: i.name,
  address: i.address,
  url: fileUrl(i.logo),
})

export const sectionRow = (b: RichBlock) => ({ title: b.title, content: b.html })

export const documentRow = (d: PdfDoc) => ({ title: d.title, file_url: fileUrl(d.file) })

export const photoRow = (p: Photo) => ({
  id: p.id,
  avtar_url: fileUrl(p.image),
  caption: p.caption,
  created_at: p.addedAt,
})

export const principalRows = (i: InstitutionDetail) =>
  i.principal
    ? [
        {
          name: i.principal.name,
          designation: i.principal.designation,
          education: i.principal.education,
          info: i.principal.info,
          avtar_url: fileUrl(i.principal.photo),
        },
      ]
    : []

export const galleryRow = (g: GalleryImage) => ({
  id: g.id,
  year_code: g.academicYear,
  avtar_url: fileUrl(g.image)!,
  caption: g.caption,
})

export const admissionPortalRow = (p: PortalLink) => ({
  id: p.id,
  institute: p.institutionName,
  institute_id: p.institutionId,
  url: p.url,
})
export const studentPortalRow = (p: PortalLink) => ({
  id: p.id,
  institute: p.institutionName,
  institute_id: p.institutionId,
  link: p.url,
})

export const magazineRow = (m: Magazine) => ({ id: m.id, title: m.title, cover: abs(m.cover)!, url: abs(m.pdf)! })
