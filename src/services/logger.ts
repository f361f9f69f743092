/** The structured logger; defined beside the production server (http/logger.mjs), which logs every request. */
export { logger } from '../../http/logger.mjs'
