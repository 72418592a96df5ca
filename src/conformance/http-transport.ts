import { checkTarget, type OutboundPolicy } from './ssrf.ts'
import { parseAnswerText, type Reply, type Transport } from './transport.ts'

/** The largest answer read from a student's server. */
export const MAX_ANSWER_BYTES = 256 * 1024
/** Redirect hops followed (each one checked against the policy again). */
export const MAX_REDIRECTS = 3

/** Options of the HTTP transport. */
export interface HttpTransportOptions {
  policy: OutboundPolicy
  maxBytes?: number
  /** The fetch to use: the global one, or a test double. */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>
}

type Body = { ok: true; text: string } | { ok: false; size: number }

/** Reads a body up to `max` bytes, cancelling the stream as soon as it is over. */
async function readCapped(res: Response, max: number): Promise<Body> {
  const reader = res.body?.getReader()
  if (!reader) return { ok: true, text: '' }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return { ok: false, size }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.byteLength
  }
  return { ok: true, text: new TextDecoder().decode(bytes) }
}

function failure(e: unknown, timeoutMs: number, url: URL): Omit<Extract<Reply, { ok: false }>, 'ms'> {
  const name = (e as Error)?.name
  if (name === 'TimeoutError' || name === 'AbortError')
    return { ok: false, kind: 'timeout', message: `no complete answer within ${timeoutMs} ms` }
  const cause = (e as { cause?: { code?: string; message?: string } })?.cause
  const detail = cause?.code ?? cause?.message ?? (e as Error)?.message ?? String(e)
  return { ok: false, kind: 'network', message: `could not reach ${url.origin}: ${detail}` }
}

/**
 * The contract's HTTP transport (section 7): each request is POSTed as JSON to the student's URL
 * and the body of the response is the answer, whatever the status. Bounded: the policy is checked
 * before every hop (redirects are followed by hand, at most MAX_REDIRECTS, re-POSTing the case),
 * one timeout covers connect, redirects and body, and the body is cut at `maxBytes`.
 * Works in Node and in workerd (fetch, streams and AbortSignal only).
 */
export function httpTransport(url: string, options: HttpTransportOptions): Transport {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const max = options.maxBytes ?? MAX_ANSWER_BYTES
  return {
    target: url,
    async send(request: unknown, timeoutMs: number): Promise<Reply> {
      const started = Date.now()
      const ms = () => Date.now() - started
      const signal = AbortSignal.timeout(timeoutMs)
      const body = JSON.stringify(request)
      let target: string | URL = url
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const checked = checkTarget(target, options.policy)
        if (!checked.ok)
          return {
            ok: false,
            kind: 'refused',
            message: hop ? `redirect refused: ${checked.reason}` : checked.reason,
            ms: ms(),
          }
        let res: Response
        try {
          res = await doFetch(checked.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body,
            redirect: 'manual',
            signal,
          })
        } catch (e) {
          return { ...failure(e, timeoutMs, checked.url), ms: ms() }
        }
        const location = res.headers.get('location')
        if (res.status >= 300 && res.status < 400 && location) {
          await res.body?.cancel().catch(() => {})
          target = new URL(location, checked.url)
          continue
        }
        let read: Body
        try {
          read = await readCapped(res, max)
        } catch (e) {
          return { ...failure(e, timeoutMs, checked.url), ms: ms() }
        }
        if (!read.ok) return { ok: false, kind: 'too-large', message: `the answer is over ${max} bytes`, ms: ms() }
        const reply = parseAnswerText(read.text, ms())
        if (!reply.ok && res.status >= 500)
          return {
            ok: false,
            kind: 'crash',
            message: `the server answered HTTP ${res.status} without a JSON answer`,
            ms: ms(),
          }
        if (!reply.ok) return { ...reply, message: `HTTP ${res.status}: ${reply.message}` }
        return reply
      }
      return { ok: false, kind: 'refused', message: `more than ${MAX_REDIRECTS} redirects`, ms: ms() }
    },
    async close() {},
  }
}
