/**
 * A request path with a percent-escape that is not UTF-8 (`/institutions/%ff`, `%c0%ae`): no route
 * can name it. Next.js answers such paths on dynamic routes with a 500 in production
 * (vercel/next.js#92527), so src/proxy.ts turns them away before routing.
 */
export function isUndecodablePath(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    try {
      decodeURIComponent(segment)
      return false
    } catch {
      return true
    }
  })
}
