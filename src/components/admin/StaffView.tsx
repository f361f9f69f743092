import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, TypedUser } from 'payload'
import type { ReactNode } from 'react'

/**
 * A page of its own inside /admin (a custom view in payload.config.ts `admin.components.views`):
 * Payload's frame (navigation, header, the user's permissions), a one-step breadcrumb named `title`
 * and the page in Payload's gutter. The staff guide, the Marathi report, the grievance summary and
 * the compliance report use it, so each writes only its content.
 */
export function StaffView({
  view,
  title,
  children,
}: {
  view: AdminViewServerProps
  title: string
  children: ReactNode
}) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}

/**
 * The signed-in user the view is for. Anyone else (not signed in, or without a role `allowed`
 * accepts) goes to the login and comes back to `path` (under the admin's route) afterwards. Checked
 * on the server, before anything is read.
 */
export function signedInUser(
  view: AdminViewServerProps,
  path: string,
  allowed: (user: TypedUser) => boolean = () => true,
): TypedUser {
  const { req } = view.initPageResult
  const admin = req.payload.config.routes.admin
  if (!req.user || !allowed(req.user)) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${path}`)}`)
  return req.user
}
