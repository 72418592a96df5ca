import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseFlags } from './args.ts'
import { KIT_LANGUAGES, type KitLanguage, kitFiles, parseKitAssignment } from './starter-kit.ts'

const HELP = `blackjack starter — write a starter kit for the blackjack assignment

Usage:
  blackjack starter python|javascript|java|cpp [--dir DIR] [--assignment FILE]

  --dir DIR           where to write the kit (default ./blackjack-<language>); it must not exist yet
  --assignment FILE   an assignment file: the kit's rules, parts and README follow it

The kit has the functions you write (stubs that say what to write and which part each earns), the
plumbing that speaks the grader's protocol, a console game, its own tests, and the grader with a
check script. Docs: docs/starter-kits.md.`

/** The folder holding starters/: two levels up from src/cli, one up from the bundle in dist/. */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from, i = 0; i < 4; i++, dir = dirname(dir)) if (existsSync(join(dir, 'starters'))) return dir
  throw new Error('the starter templates (starters/) are not installed beside this command')
}

function isLanguage(x: string): x is KitLanguage {
  return (KIT_LANGUAGES as readonly string[]).includes(x)
}

/** `blackjack starter LANG`: writes a kit folder; resolves to the exit status. */
export async function runStarterCommand(argv: string[]): Promise<number> {
  const [first, ...rest] = argv
  const lang = first && !first.startsWith('-') ? first : undefined
  let dir: string | undefined
  let assignmentFile: string | undefined
  try {
    const flags = parseFlags(lang ? rest : argv, ['--dir', '--assignment'])
    if (flags.switches.has('--help')) {
      console.log(HELP)
      return 0
    }
    dir = flags.values.get('--dir')
    assignmentFile = flags.values.get('--assignment')
    if (!lang) throw new Error(`give a language: ${KIT_LANGUAGES.join(', ')}`)
    if (!isLanguage(lang)) throw new Error(`there is no ${lang} kit; the kits are ${KIT_LANGUAGES.join(', ')}`)
  } catch (e) {
    console.error(`blackjack starter: ${(e as Error).message}\n(blackjack starter --help shows the options)`)
    return 2
  }
  const target = resolve(dir ?? `blackjack-${lang}`)
  try {
    let assignment: { text: string; parsed: ReturnType<typeof parseKitAssignment> } | undefined
    if (assignmentFile) {
      const text = await readFile(assignmentFile, 'utf8')
      assignment = { text, parsed: parseKitAssignment(text, assignmentFile) }
    }
    if (existsSync(target)) throw new Error(`${target} already exists; choose another --dir`)
    const files = await kitFiles(projectRoot(), lang, { assignment })
    for (const f of files) {
      const path = join(target, f.path)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, f.data)
      await chmod(path, f.mode)
    }
    console.log(`wrote the ${lang} starter kit to ${target} (${files.length} files); start with its README.md`)
    return 0
  } catch (e) {
    console.error(`blackjack starter: ${(e as Error).message}`)
    return 1
  }
}
