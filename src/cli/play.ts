import { createInterface } from 'node:readline'
import { answerLine } from '../engine/protocol.ts'
import { parseFlags } from './args.ts'

const HELP = `blackjack play — the local-command transport of the protocol (contract section 7)

Reads one JSON request per line on standard input — a case, {"op":"hello"} or
{"op":"shuffle","decks":N,"seed"?:S} — and writes one JSON answer per line on standard output.
Blank lines are skipped; a line that is not a JSON object is answered with an invalid-case error.

Example:
  echo '{"shoe":["TS","9C","7H","8D"],"seats":[{"bet":10,"actions":["stand"]}]}' | npx blackjack play`

/** `blackjack play`: answers stdin line by line until it closes. */
export async function runPlayCommand(args: string[]): Promise<number> {
  const flags = parseFlags(args, [])
  if (flags.switches.has('--help')) {
    console.log(HELP)
    return 0
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })
  for await (const line of lines) {
    if (line.trim() === '') continue
    let out: string
    try {
      out = JSON.stringify(answerLine(line))
    } catch (e) {
      // An engine bug must still answer its line (ruling 32), and say what happened.
      out = JSON.stringify({
        error: { code: 'invalid-case', message: `internal engine error: ${(e as Error).message}` },
      })
    }
    if (!process.stdout.write(`${out}\n`)) await new Promise((r) => process.stdout.once('drain', r))
  }
  return 0
}
