/**
 * Sending an album's photos to the media library (AlbumPhotos.tsx): a drop's limits, one upload's
 * state, and Payload's refusals turned into sentences for the editor.
 */

/** The most photos one drop takes; more are left out with a message. Each file is still checked by the server. */
export const DROP_LIMIT = 200
/** Uploads sent at once: enough to keep the line busy without starving the server. */
export const PARALLEL = 3

export type Upload = {
  key: string
  name: string
  progress: number
  state: 'waiting' | 'uploading' | 'stored' | 'refused'
  message?: string
}
/** Payload's error answer → the sentence for the editor (the Media hook's refusal message, for instance). */
export function errorMessage(status: number, body: unknown): string {
  const b = body as {
    errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
    message?: string
  } | null
  const first = b?.errors?.[0]
  const message = first?.data?.errors?.[0]?.message || first?.message || b?.message
  if (message) return message
  if (status === 413) return 'Files can be at most 20 MB (images 10 MB); this one is larger.'
  return `The server refused this file (${status}).`
}

/** POST a file to the media library with upload progress (fetch cannot report it). */
export function uploadFile(
  url: string,
  file: File,
  alt: string,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => resolve({ status: 0, body: { message: 'The connection was lost; drop this file again.' } })
    const form = new FormData()
    form.append('file', file, file.name)
    form.append('_payload', JSON.stringify({ alt }))
    xhr.send(form)
  })
}
