import { answer } from '../engine/protocol.ts'
import type { Reply, Transport } from './transport.ts'

/**
 * The reference engine as a transport, in-process: what `GET /conformance` grades. Its answers
 * are already plain JSON data, so they are not round-tripped through text (CPU matters there).
 */
export function engineTransport(): Transport {
  return {
    target: 'reference engine',
    async send(request: unknown): Promise<Reply> {
      try {
        return { ok: true, answer: answer(request), ms: 0 }
      } catch (e) {
        return { ok: false, kind: 'crash', message: `the engine threw: ${(e as Error).message}`, ms: 0 }
      }
    },
    async close() {},
  }
}
