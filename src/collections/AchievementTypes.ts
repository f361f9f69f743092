import { codeList } from './code-list'

/** Kinds of achievement (sports, academics, cultural ...); `code` is the API's achievement_type_code. */
export const AchievementTypes = codeList('achievement-types')
