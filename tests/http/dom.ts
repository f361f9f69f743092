import type { APIResponse } from '@playwright/test'

import { expect, type APIRequestContext } from '../e2e/fixtures'
import { parseHtml } from '../e2e/helpers'

/**
 * Reading the built server's pages as a browser without JavaScript would: the HTML of one GET,
 * parsed by jsdom (no scripts run, nothing is laid out). What a test finds here is what the server
 * sent; what only a browser shows (scripts, focus, layout, axe) is tested in tests/e2e.
 */

export type Page = { res: APIResponse; status: number; url: string; doc: Document }

/** GET `path` (redirects followed) and parse its HTML; `status` is what the test expects (200). */
export async function get(request: APIRequestContext, path: string, status: number | null = 200): Promise<Page> {
  const res = await request.get(path)
  if (status !== null) expect(res.status(), `GET ${path}`).toBe(status)
  return { res, status: res.status(), url: res.url(), doc: parseHtml(await res.text()) }
}

const HIDDEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD'])

/** An element's text as a person reads it: scripts and styles left out, white space collapsed. */
export function text(el: Element | Document | null | undefined): string {
  if (!el) return ''
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.nodeValue ?? '')
    else if (node.nodeType === 1 && HIDDEN.has((node as Element).tagName)) return
    else if (node.nodeType === 1 && (node as Element).tagName === 'BR') parts.push(' ')
    for (const child of Array.from(node.childNodes)) walk(child)
  }
  walk(el)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The elements `data-testid="id"` within `scope`. */
export const byTestId = (scope: ParentNode, id: string): Element[] => [
  ...scope.querySelectorAll(`[data-testid="${id}"]`),
]

/** The one element `data-testid="id"` within `scope` (fails the test when there is none). */
export function testId(scope: ParentNode, id: string): Element {
  const el = scope.querySelector(`[data-testid="${id}"]`)
  expect(el, `[data-testid="${id}"]`).not.toBeNull()
  return el!
}

/** An element's accessible name, as far as the site's markup needs: aria-label, aria-labelledby, alt, its text. */
export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label')
  if (label) return label.trim()
  const by = el.getAttribute('aria-labelledby')
  if (by)
    return by
      .split(/\s+/)
      .map((id) => text(el.ownerDocument.getElementById(id)))
      .join(' ')
      .trim()
  if (el.tagName === 'IMG') return el.getAttribute('alt') ?? ''
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) {
    // Its <label for>, or the label around it (without the control's own text).
    const id = el.getAttribute('id')
    const label = (id && el.ownerDocument.querySelector(`label[for="${id}"]`)) || el.closest('label')
    if (label) {
      const copy = label.cloneNode(true) as Element
      for (const control of copy.querySelectorAll('input, select, textarea')) control.remove()
      return text(copy)
    }
    return el.getAttribute('placeholder') ?? el.getAttribute('title') ?? ''
  }
  const own = text(el)
  if (own) return own
  return [...el.querySelectorAll('img[alt]')]
    .map((img) => img.getAttribute('alt'))
    .join(' ')
    .trim()
}

const ROLES: Record<string, string> = {
  link: 'a[href]',
  navigation: 'nav, [role="navigation"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  button: 'button, [role="button"], input[type="submit"]',
  main: 'main, [role="main"]',
  form: 'form',
  textbox:
    'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], textarea',
  combobox: 'select',
  img: 'img, [role="img"]',
}

/** As Playwright's getByRole matches a name: a string case-insensitively within the name, a RegExp as it is. */
const matches = (name: string, wanted: string | RegExp) =>
  typeof wanted === 'string'
    ? name.replace(/\s+/g, ' ').toLowerCase().includes(wanted.replace(/\s+/g, ' ').toLowerCase())
    : wanted.test(name)

/** The elements of `role` within `scope` whose accessible name holds `name` (see matches()). */
export function byRole(scope: ParentNode, role: keyof typeof ROLES, name?: string | RegExp): Element[] {
  const all = [...scope.querySelectorAll(ROLES[role]!)].filter((el) => !el.closest('[hidden], template'))
  return name === undefined ? all : all.filter((el) => matches(accessibleName(el), name))
}

/** The one element of `role` named `name` within `scope` (fails the test unless there is exactly one). */
export function role(scope: ParentNode, kind: keyof typeof ROLES, name?: string | RegExp): Element {
  const found = byRole(scope, kind, name)
  expect(found.length, `${kind} ${name ?? ''}`).toBe(1)
  return found[0]!
}

/** The `href` of the one link named `name` within `scope`. */
export const href = (scope: ParentNode, name: string | RegExp) => role(scope, 'link', name).getAttribute('href')!

/**
 * The fields a browser without JavaScript sends when `form` is submitted with `submitter`: its named
 * inputs, selects and textareas as they stand (the selected option, checked boxes), `values`
 * changing some, and the submitter's own name and value.
 */
export function formFields(
  form: Element,
  values: Record<string, string> = {},
  submitter?: Element,
): [string, string][] {
  const fields: [string, string][] = []
  for (const el of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = el.getAttribute('name')!
    if (el.hasAttribute('disabled')) continue
    if (el.tagName === 'SELECT') {
      const options = [...el.querySelectorAll('option')]
      const chosen = options.find((o) => o.hasAttribute('selected')) ?? options[0]
      fields.push([name, chosen ? (chosen.getAttribute('value') ?? text(chosen)) : ''])
    } else if (el.tagName === 'TEXTAREA') fields.push([name, el.textContent ?? ''])
    else {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase()
      if (type === 'submit' || type === 'button' || type === 'image' || type === 'reset' || type === 'file') continue
      if ((type === 'checkbox' || type === 'radio') && !el.hasAttribute('checked')) continue
      fields.push([name, el.getAttribute('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')])
    }
  }
  const changed = fields.map(([name, value]): [string, string] => [name, name in values ? values[name]! : value])
  for (const [name, value] of Object.entries(values)) if (!fields.some(([n]) => n === name)) changed.push([name, value])
  const own = submitter?.getAttribute('name')
  if (own) changed.push([own, submitter!.getAttribute('value') ?? ''])
  return changed
}

/** The address a GET `form` leads to, submitted as formFields() says; relative to the site. */
export function getFormTarget(
  form: Element,
  pageUrl: string,
  values: Record<string, string> = {},
  submitter?: Element,
): string {
  expect((form.getAttribute('method') ?? 'get').toLowerCase()).toBe('get')
  const url = new URL(form.getAttribute('action') ?? '', pageUrl)
  url.search = new URLSearchParams(formFields(form, values, submitter)).toString()
  return url.pathname + url.search
}
