/**
 * Arguments and environment for pg_dump / pg_restore / psql from a postgres:// URL: the password
 * goes in PGPASSWORD rather than on the command line, where other users could read it (ps).
 */
export function pgArgs(databaseUrl) {
  const url = new URL(databaseUrl)
  const env = { ...process.env }
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  url.password = ''
  return { args: ['--dbname', url.toString()], env }
}
