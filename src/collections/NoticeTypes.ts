import { TAGS } from '@/content/tags'

import { codeList } from './code-list'

/** The tabs of /notices; `code` is the API's notice_code. */
export const NoticeTypes = codeList('notice-types', TAGS.notices)
