import { type Capabilities, parseHello } from './capabilities.ts'
import type { Transport } from './transport.ts'

/** What the web grader says when a target does not answer hello at all (as for a target gone mid-run). */
export const UNREACHABLE = 'the target cannot be reached'

/** A fresh hello nonce: 128 random bits in hex. */
export function newNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The web grader's hello: `{ "op": "hello", "nonce": "<32 hex>" }`. The target proves it wants to
 * be graded by echoing `"nonce"` in its answer; until it does, no case is sent, so a form post
 * cannot aim the grader's requests at a server that never agreed to them. Returns the target's
 * capabilities, or why the run ends before its first case. (The CLI, which runs on the grader's
 * own machine against the grader's own program, sends a plain hello and skips this.)
 */
export async function helloWithNonce(
  transport: Transport,
  timeoutMs: number,
  nonce: string,
): Promise<{ caps: Capabilities } | { refused: string }> {
  const reply = await transport.send({ op: 'hello', nonce }, timeoutMs)
  if (!reply.ok) {
    const gone = reply.kind === 'network' || reply.kind === 'refused' || reply.kind === 'timeout'
    return { refused: `${gone ? UNREACHABLE : 'hello got no usable answer'}: ${reply.message}` }
  }
  const echoed = (reply.answer as { nonce?: unknown } | null)?.nonce
  if (typeof reply.answer === 'object' && echoed === nonce) return { caps: parseHello(reply.answer) }
  return {
    refused:
      'the hello answer does not echo the "nonce" the grader sent, so no case was sent: a server agrees to be ' +
      'graded here by answering { "op": "hello", "nonce": N } with "nonce": N in its hello answer',
  }
}
