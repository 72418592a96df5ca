import { copyFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { gradeWithSystemNode, protocol, ROOT, systemNode, writeKit } from '../kits/helpers.ts'

// What goes wrong for students while they work: debug prints, and exceptions in their code.
const CASE = { shoe: ['TS', '6C', '7H', 'TD', '5S'], seats: [{ bet: 10, actions: ['hit'] }] }
// The seat stands on 17: the dealer (16) must draw.
const DEALER_DRAWS = { shoe: ['TS', '6C', '7H', 'TD', '5S'], seats: [{ bet: 10, actions: ['stand'] }] }

describe.each([
  {
    lang: 'python',
    file: 'noisy.py',
    // The solution, with a debug print in hand_total and a bug in dealer_plays.
    noisy: (broken: boolean) =>
      [
        'import sys',
        'import solved',
        'from solved import *  # noqa: F403',
        'def hand_total(cards):',
        '    print("debug: total of", cards)',
        '    return solved.hand_total(cards)',
        'def dealer_plays(cards, draw, hit_soft_17):',
        broken ? '    return 1 / 0' : '    return solved.dealer_plays(cards, draw, hit_soft_17)',
        'from blackjack_kit import run',
        'if __name__ == "__main__":',
        '    sys.exit(run(sys.modules[__name__], sys.argv[1:]))',
        '',
      ].join('\n'),
    solved: 'solved.py',
    run: ['python3'],
  },
  {
    lang: 'javascript',
    file: 'noisy.js',
    noisy: (broken: boolean) =>
      [
        "import * as solved from './solved.js'",
        "import { isMain, run } from './kit/main.js'",
        "import * as self from './noisy.js'",
        "export * from './solved.js'",
        'export function handTotal(cards) {',
        "  console.log('debug: total of', cards)",
        '  return solved.handTotal(cards)',
        '}',
        'export function dealerPlays(cards, draw, h17) {',
        broken ? '  return null.boom' : '  return solved.dealerPlays(cards, draw, h17)',
        '}',
        'if (isMain(import.meta.url)) process.exitCode = run(self, import.meta.url, process.argv.slice(2))',
        '',
      ].join('\n'),
    solved: 'solved.js',
    run: [systemNode()],
  },
])('the $lang kit', ({ lang, file, noisy, solved, run }) => {
  let dir: string
  beforeAll(() => {
    dir = writeKit(lang)
    const solution = lang === 'python' ? 'blackjack.py' : 'blackjack.js'
    copyFileSync(join(ROOT, 'test', 'kits', 'solutions', lang, solution), join(dir, solved))
  }, 120_000)

  it("keeps a student's debug prints off the protocol: they go to standard error", () => {
    writeFileSync(join(dir, file), noisy(false))
    const [answer] = protocol(run[0], [file, '--protocol'], dir, [CASE]) as { seats: { net: number }[] }[]
    expect(answer.seats[0].net).toBe(-10)
    const { report } = gradeWithSystemNode(`"${run[0]}" ${file} --protocol`, dir, ['--count', '30', '--shuffles', '0'])
    expect(report.totals.failed + report.totals.errors).toBe(0)
    expect(report.totals.passed).toBeGreaterThan(100)
  })

  it('answers a case whose code throws with what it threw, and keeps answering', () => {
    writeFileSync(join(dir, file), noisy(true))
    const answers = protocol(run[0], [file, '--protocol'], dir, [DEALER_DRAWS, DEALER_DRAWS, { op: 'hello' }]) as {
      error?: { code: string; message: string }
      features?: string[]
    }[]
    expect(answers).toHaveLength(3)
    expect(answers[0].error?.code).toBe('exception')
    expect(answers[0].error?.message).toMatch(lang === 'python' ? /ZeroDivisionError/ : /TypeError/)
    expect(answers[1].error?.code).toBe('exception')
    expect(answers[2].features).toContain('dealer')
  })
})
