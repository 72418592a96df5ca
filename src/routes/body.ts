/** The most bytes a JSON request body may have. */
export const MAX_BODY_BYTES = 256 * 1024

/** A parsed body, or why it was refused and with which status. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string }

/** Reads a request body as JSON, refusing bodies over MAX_BODY_BYTES without reading them whole. */
export async function readJsonBody(req: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > limit) return { ok: false, status: 413, message: `the body is over ${limit} bytes` }
  const reader = req.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { ok: false, status: 413, message: `the body is over ${limit} bytes` }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) }
  } catch {
    return { ok: false, status: 400, message: 'the body is not valid JSON' }
  }
}
