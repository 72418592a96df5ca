import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { TAGS } from '../engine/protocol.ts'
import { resolveRules } from '../engine/rules.ts'

/** The languages a starter kit exists for; each is a folder under starters/. */
export const KIT_LANGUAGES = ['python', 'javascript', 'java', 'cpp'] as const
export type KitLanguage = (typeof KIT_LANGUAGES)[number]

/** One file of a kit: its path inside the kit, its bytes and its Unix mode (0o755 for scripts). */
export interface KitFile {
  path: string
  data: Uint8Array
  mode: number
}

/** The parts of an assignment file that a kit reads: its title, its rules and its parts. */
export interface KitAssignment {
  title?: string
  rules?: Record<string, unknown>
  parts?: Record<string, { points?: number; extraCredit?: boolean }>
}

/** The seeds' assignment: the base parts are required, the eight extra-credit items optional. */
const BASE: ReadonlySet<string> = new Set(TAGS.slice(0, TAGS.indexOf('multiplayer')))

// Build outputs and caches a student's run leaves behind in a kit folder: never part of a kit.
const SKIP = new Set(['__pycache__', 'node_modules', 'out', '.pytest_cache'])
const SKIP_EXT = ['.class', '.o', '.pyc', '.exe', 'build-sources.txt']

/**
 * Checks an assignment file's text for what a kit uses. Throws an Error naming the field when it
 * is not JSON, its rules are not valid rules, or a part is not a contract tag.
 */
export function parseKitAssignment(text: string, name: string): KitAssignment {
  let a: unknown
  try {
    a = JSON.parse(text)
  } catch (e) {
    throw new Error(`${name} is not JSON: ${(e as Error).message}`)
  }
  if (typeof a !== 'object' || a === null || Array.isArray(a)) throw new Error(`${name} must be a JSON object`)
  const { title, rules, parts } = a as Record<string, unknown>
  if (title !== undefined && typeof title !== 'string') throw new Error(`${name}: title must be a string`)
  if (rules !== undefined) {
    if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
      throw new Error(`${name}: rules must be an object of rule options`)
    try {
      resolveRules(rules as Record<string, unknown>)
    } catch (e) {
      throw new Error(`${name}: ${(e as Error).message}`)
    }
  }
  if (parts !== undefined) {
    if (typeof parts !== 'object' || parts === null || Array.isArray(parts))
      throw new Error(`${name}: parts must map a part (deal, dealer, ...) to its points`)
    for (const tag of Object.keys(parts))
      if (!(TAGS as readonly string[]).includes(tag))
        throw new Error(`${name}: parts.${tag} is not a part; the parts are ${TAGS.join(', ')}`)
  }
  return a as KitAssignment
}

/** The README section that says which assignment the kit is for and which parts it grades. */
export function assignmentSection(a: KitAssignment | undefined): string {
  const parts = a?.parts
  const tags = parts ? TAGS.filter((t) => t in parts) : [...TAGS]
  const extra = (t: string) => (parts ? parts[t]?.extraCredit === true : !BASE.has(t))
  const points = (t: string) => (parts?.[t]?.points === undefined ? '' : ` (${parts[t].points} points)`)
  const lines = [
    `This kit is for **${a?.title ?? 'the blackjack assignment'}**.`,
    '',
    `- Required: ${
      tags
        .filter((t) => !extra(t))
        .map((t) => `\`${t}\`${points(t)}`)
        .join(', ') || 'none'
    }`,
    `- Extra credit: ${
      tags
        .filter(extra)
        .map((t) => `\`${t}\`${points(t)}`)
        .join(', ') || 'none'
    }`,
  ]
  const rules = a?.rules && Object.keys(a.rules).length > 0 ? JSON.stringify(a.rules) : null
  lines.push(
    rules
      ? `- Table rules (the console game plays by them, from \`assignment.json\`): \`${rules}\``
      : '- Table rules: the protocol defaults (6 decks, dealer stands on soft 17, blackjack pays 3:2)',
  )
  return lines.join('\n')
}

async function walk(dir: string, base: string, out: KitFile[]): Promise<void> {
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) await walk(path, base, out)
    } else if (SKIP_EXT.some((e) => entry.name.endsWith(e))) continue
    else if (entry.isFile()) {
      const mode = (await stat(path)).mode & 0o111 ? 0o755 : 0o644
      out.push({ path: relative(base, path).split('\\').join('/'), data: await readFile(path), mode })
    }
  }
}

/**
 * Every file of one kit: the template under starters/<lang>/, the grader bundle (given, or read from
 * dist/grader.mjs) and, with an assignment, its file as assignment.json and a README that names it.
 */
export async function kitFiles(
  root: string,
  lang: KitLanguage,
  options: { grader?: Uint8Array; assignment?: { text: string; parsed: KitAssignment } } = {},
): Promise<KitFile[]> {
  const files: KitFile[] = []
  await walk(join(root, 'starters', lang), join(root, 'starters', lang), files)
  const grader = options.grader ?? (await readGrader(root))
  files.push({ path: 'grader.mjs', data: grader, mode: 0o755 })
  const readme = files.find((f) => f.path === 'README.md')
  if (readme) {
    const text = new TextDecoder().decode(readme.data)
    const section = assignmentSection(options.assignment?.parsed)
    readme.data = new TextEncoder().encode(
      text.replace(
        /<!-- assignment -->[\s\S]*?<!-- \/assignment -->/,
        `<!-- assignment -->\n${section}\n<!-- /assignment -->`,
      ),
    )
  }
  if (options.assignment)
    files.push({ path: 'assignment.json', data: new TextEncoder().encode(options.assignment.text), mode: 0o644 })
  return files
}

async function readGrader(root: string): Promise<Uint8Array> {
  try {
    return await readFile(join(root, 'dist', 'grader.mjs'))
  } catch {
    throw new Error('the grader bundle dist/grader.mjs is not built yet: run `npm run build:grader` first')
  }
}
