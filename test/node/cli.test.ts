import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generateCases } from '../../src/engine/generator.ts'
import { answer } from '../../src/engine/protocol.ts'

const bin = fileURLToPath(new URL('../../bin/blackjack.mjs', import.meta.url))

function run(args: string[], input = '') {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000 })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

describe('npx blackjack', () => {
  it('play answers one line per request, the same as the engine (and so as POST /api/play)', () => {
    const cases = generateCases('cli', 60).map(({ expect: _e, ...c }) => c)
    const input = `${cases.map((c) => JSON.stringify(c)).join('\n')}\n\n{"op":"hello"}\nnot json\n[1,2]\n`
    const r = run(['play'], input)
    expect(r.code).toBe(0)
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(cases.length + 3)
    for (const [i, c] of cases.entries()) expect(lines[i]).toEqual(answer(c))
    expect(lines[cases.length]).toMatchObject({ protocol: 1 })
    expect(lines[cases.length + 1]).toMatchObject({ error: { code: 'invalid-case' } })
    expect(lines[cases.length + 2]).toMatchObject({ error: { code: 'invalid-case' } })
  })

  it('fixtures passes the whole suite and prints per-tag counts', () => {
    const r = run(['fixtures'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^split\s+\d+\/\d+$/m)
    expect(r.out).toMatch(/\d+ passed, 0 failed/)
  })

  it('fixtures --tag filters, and an unknown tag fails', () => {
    expect(run(['fixtures', '--tag', 'even-money']).out).toMatch(/^even-money\s+(\d+)\/\1$/m)
    expect(run(['fixtures', '--tag', 'nope']).code).toBe(1)
  })

  it('every command has --help, and bad usage exits 2', () => {
    for (const cmd of [[], ['play'], ['fixtures'], ['grade']]) {
      const r = run([...cmd, '--help'])
      expect(r.code, cmd.join(' ')).toBe(0)
      expect(r.out).toMatch(/blackjack/)
    }
    expect(run(['deal']).code).toBe(2)
    expect(run(['fixtures', '--bogus']).code).toBe(2)
  })
})
