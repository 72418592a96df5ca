import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { KIT_LANGUAGES } from '../../src/cli/starter-kit.ts'
import { ensureBuilt, GRADER, ROOT, tempDir } from '../kits/helpers.ts'

beforeAll(ensureBuilt)

const starter = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'blackjack.mjs'), 'starter', ...args], { encoding: 'utf8' })

/** Every file under a folder, as paths relative to it. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  )
}

describe('blackjack starter', () => {
  it.each(KIT_LANGUAGES)('writes the %s kit: the template, the grader and an executable check', (lang) => {
    const dir = join(tempDir(lang), 'kit')
    const out = starter(lang, '--dir', dir)
    expect(out.status, out.stderr).toBe(0)
    expect(out.stdout).toContain(`wrote the ${lang} starter kit`)
    const template = files(join(ROOT, 'starters', lang)).filter((f) => !f.includes('__pycache__'))
    expect(files(dir).sort()).toEqual([...template, 'grader.mjs'].sort())
    expect(readFileSync(join(dir, 'grader.mjs')).equals(readFileSync(GRADER))).toBe(true)
    expect(statSync(join(dir, 'check')).mode & 0o111).not.toBe(0)
    // No assignment given: the README names the seeds' parts, required and extra credit.
    const readme = readFileSync(join(dir, 'README.md'), 'utf8')
    expect(readme).toContain('- Required: `shuffle`, `deal`, `values`, `dealer`, `hit-stand`, `shoe`, `errors`')
    expect(readme).toContain('- Extra credit: `multiplayer`, `surrender`')
    expect(existsSync(join(dir, 'assignment.json'))).toBe(false)
  })

  it('follows an assignment: its file travels with the kit and the README names its parts and rules', () => {
    const base = tempDir('assignment')
    const assignment = {
      title: 'Project 3: Blackjack',
      rules: { decks: 1, hitSoft17: true },
      parts: { deal: { points: 10 }, dealer: { points: 10 }, surrender: { points: 3, extraCredit: true } },
    }
    writeFileSync(join(base, 'a.json'), JSON.stringify(assignment))
    const out = starter('python', '--dir', join(base, 'kit'), '--assignment', join(base, 'a.json'))
    expect(out.status, out.stderr).toBe(0)
    const readme = readFileSync(join(base, 'kit', 'README.md'), 'utf8')
    expect(readme).toContain('**Project 3: Blackjack**')
    expect(readme).toContain('- Required: `deal` (10 points), `dealer` (10 points)')
    expect(readme).toContain('- Extra credit: `surrender` (3 points)')
    expect(readme).toContain('{"decks":1,"hitSoft17":true}')
    expect(JSON.parse(readFileSync(join(base, 'kit', 'assignment.json'), 'utf8'))).toEqual(assignment)
  })

  it('the console game plays by the assignment rules', () => {
    const base = tempDir('assignment-rules')
    writeFileSync(join(base, 'a.json'), JSON.stringify({ rules: { minBet: 2, maxBet: 50 } }))
    expect(starter('python', '--dir', join(base, 'kit'), '--assignment', join(base, 'a.json')).status).toBe(0)
    const kit = join(base, 'kit')
    writeFileSync(
      join(kit, 'blackjack.py'),
      readFileSync(join(ROOT, 'test', 'kits', 'solutions', 'python', 'blackjack.py')),
    )
    const out = spawnSync('python3', ['blackjack.py', '--seed', 'x'], { cwd: kit, input: '', encoding: 'utf8' })
    expect(out.stdout).toContain('your bet (2-50)?')
  })

  it.each([
    [['rust'], 2, 'there is no rust kit; the kits are python, javascript, java, cpp'],
    [[], 2, 'give a language: python, javascript, java, cpp'],
    [['python', '--colour'], 2, 'unknown argument "--colour"'],
  ])('refuses %j in words (exit %i)', (args, status, message) => {
    const out = starter(...(args as string[]))
    expect(out.status).toBe(status)
    expect(out.stderr).toContain(message)
  })

  it('refuses a bad assignment, naming the field, and writes nothing', () => {
    const base = tempDir('bad')
    writeFileSync(join(base, 'a.json'), JSON.stringify({ parts: { poker: { points: 1 } } }))
    const out = starter('python', '--dir', join(base, 'kit'), '--assignment', join(base, 'a.json'))
    expect(out.status).toBe(1)
    expect(out.stderr).toContain('parts.poker is not a part')
    writeFileSync(join(base, 'b.json'), JSON.stringify({ rules: { decks: 9 } }))
    expect(starter('python', '--dir', join(base, 'kit'), '--assignment', join(base, 'b.json')).stderr).toMatch(/decks/)
    expect(existsSync(join(base, 'kit'))).toBe(false)
  })

  it('never writes over an existing folder', () => {
    const dir = tempDir('exists')
    const out = starter('python', '--dir', dir)
    expect(out.status).toBe(1)
    expect(out.stderr).toContain('already exists')
    expect(readdirSync(dir)).toEqual([])
  })
})
