// The floor app's configuration: what of the site's next.config.ts shapes a page's scripts and its
// delivery, and nothing else. The same `next` and React (the project's node_modules, linked beside
// the copy bench/floor.mjs builds), Turbopack as `next build` uses by default, Next.js's own
// compression on (the site's default too; server.mjs and bench/floor-server.mjs send the build's
// scripts precompressed instead), no `output` setting (the site has none), no X-Powered-By. Left
// out because no script or byte of an empty page depends on them (the photo floor's images are the
// site's own renditions, passed on by bench/floor-server.mjs): the rewrites, the image sizes,
// the server-only packages, the security headers and Payload's wrapper (withPayload adds server
// settings and headers only).
const root = process.env.FLOOR_MODULES_ROOT

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  // The build directory is a copy outside the repository with the project's node_modules linked
  // in; Turbopack must see both as inside its root.
  ...(root ? { turbopack: { root } } : {}),
}

export default config
