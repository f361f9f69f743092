/** Button looks shared by server and client components (no imports, so client bundles can take them). */
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded bg-brand px-4 font-semibold text-white no-underline hover:bg-brand-dark'
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded border border-brand px-4 font-semibold text-brand no-underline hover:bg-brand hover:text-white'
