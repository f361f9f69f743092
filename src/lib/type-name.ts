/**
 * What visitors read for a notice or achievement type: its name in the page's language (a Marathi
 * read falls back to the English name), else its code. The code itself stays in addresses and the API.
 */
export const typeName = (type: { code: string; name?: string | null }): string => type.name?.trim() || type.code
