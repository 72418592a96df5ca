import { readFile, writeFile } from 'node:fs/promises'
import { extraPoints, maxPoints } from '../assignment/assignment.ts'
import { ASSIGNMENT_PRESETS, defaultAssignment, presetAssignment } from '../assignment/presets.ts'
import { parseAssignmentText } from '../assignment/validate.ts'
import { parseFlags } from './args.ts'

const HELP = `blackjack assignment — write or check an assignment file

Usage:
  blackjack assignment init [--preset ${ASSIGNMENT_PRESETS.join('|')}] [--out FILE]
  blackjack assignment check FILE

init writes an assignment (to standard output, or FILE): without --preset, the seeds' assignment —
the base parts required, the eight extra-credit items optional; a preset gives the rules and parts
of the game's table of that name, so students can play the rules they implement.
check reads FILE and says what is wrong with it, naming the field and what is allowed.
Grade by it: blackjack grade --assignment FILE --cmd "...". Docs: docs/assignments.md.`

/** `blackjack assignment`: init or check; resolves to the exit status. */
export async function runAssignmentCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv
  try {
    if (sub === 'init') {
      const flags = parseFlags(rest, ['--preset', '--out'])
      if (flags.switches.has('--help')) return help()
      const preset = flags.values.get('--preset')
      const a = preset === undefined ? defaultAssignment() : presetAssignment(preset)
      const text = `${JSON.stringify(a, null, 2)}\n`
      const out = flags.values.get('--out')
      if (out) {
        await writeFile(out, text, { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
          throw new Error(e.code === 'EEXIST' ? `${out} already exists; remove it or choose another --out` : e.message)
        })
        console.error(`wrote ${out}: "${a.title}", ${maxPoints(a)} points and ${extraPoints(a)} of extra credit`)
      } else process.stdout.write(text)
      return 0
    }
    if (sub === 'check') {
      const [file, ...more] = rest
      if (!file || file === '--help' || more.length > 0) return help(file === '--help' ? 0 : 2)
      const a = parseAssignmentText(await readFile(file, 'utf8'))
      console.log(
        `${file} is a valid assignment: "${a.title}", ${Object.keys(a.parts).length} parts, ${maxPoints(a)} points and ${extraPoints(a)} of extra credit`,
      )
      return 0
    }
    return help(sub === '--help' || sub === '-h' ? 0 : 2)
  } catch (e) {
    console.error(`blackjack assignment: ${(e as Error).message}`)
    return 2
  }
}

function help(code = 0): number {
  ;(code === 0 ? console.log : console.error)(HELP)
  return code
}
