import { codeList } from './code-list'

/** The tabs of /notices; `code` is the API's notice_code. */
export const NoticeTypes = codeList('notice-types')
