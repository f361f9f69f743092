/** The structured logger; defined beside the production server (server/logger.mjs), which logs every request. */
export { logger } from '../../server/logger.mjs'
