/** The part of s3rver (a devDependency without types) that scripts/lib/object-store.mjs uses. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory?: string
      resetOnClose?: boolean
      configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
    })
    run(): Promise<unknown>
    close(): Promise<void>
  }
}
