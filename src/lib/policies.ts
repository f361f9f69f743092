/**
 * The site's policy pages: each kind has one document in the Policies collection and one address
 * in each language (English at the address below, Marathi under /mr).
 */
export const POLICY_PAGES = [
  { kind: 'privacy', path: '/privacy-policy' },
  { kind: 'accessibility', path: '/accessibility-statement' },
  { kind: 'terms', path: '/terms-of-use' },
  { kind: 'copyright', path: '/copyright-policy' },
] as const

export type PolicyKind = (typeof POLICY_PAGES)[number]['kind']

export const POLICY_KINDS: readonly PolicyKind[] = POLICY_PAGES.map((p) => p.kind)

export const policyPath = (kind: PolicyKind): string => POLICY_PAGES.find((p) => p.kind === kind)!.path
