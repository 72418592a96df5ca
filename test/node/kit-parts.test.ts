import { copyFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { allFixtures, fixtureRequest } from '../../src/conformance/suite.ts'
import { gradeWithSystemNode, protocol, ROOT, writeKit } from '../kits/helpers.ts'

// A student half-way: the base assignment written, no extra credit yet. The kit's hello must list
// exactly the finished parts, and a case that needs an unwritten function names it and its part.
const BASE = [
  'card_value',
  'hand_total',
  'shuffle_shoe',
  'deal_round',
  'hit_or_stand',
  'dealer_plays',
  'settle_hand',
  'cut_card_reached',
]
let dir: string

beforeAll(() => {
  dir = writeKit('python')
  copyFileSync(join(dir, 'blackjack.py'), join(dir, 'stubs.py'))
  copyFileSync(join(ROOT, 'test', 'kits', 'solutions', 'python', 'blackjack.py'), join(dir, 'solved.py'))
  // The stubs, with only the base functions taken from the solution (the solution's functions call
  // each other through their own module, so they work as they are).
  writeFileSync(
    join(dir, 'halfway.py'),
    [
      'import sys',
      'import solved',
      'from stubs import *  # noqa: F403',
      ...BASE.map((f) => `${f} = solved.${f}`),
      'from blackjack_kit import run',
      'if __name__ == "__main__":',
      '    sys.exit(run(sys.modules[__name__], sys.argv[1:]))',
      '',
    ].join('\n'),
  )
}, 120_000)

const ask = (requests: unknown[]) => protocol('python3', ['halfway.py', '--protocol'], dir, requests)

describe('a kit with the base assignment written and no extra credit', () => {
  it('declares exactly the base parts in hello', () => {
    const [hello] = ask([{ op: 'hello' }]) as { features: string[] }[]
    // Every base part of the seeds' assignment (shoe: cut_card_reached); multiplayer needs nothing more.
    expect([...hello.features].sort()).toEqual(
      ['values', 'deal', 'hit-stand', 'dealer', 'shuffle', 'shoe', 'errors', 'multiplayer'].sort(),
    )
  })

  it('plays base cases, and names the function and part a case needs next', () => {
    const split = allFixtures().find((f) => f.tags.includes('split') && !('error' in (f.expect as object)))!
    const [base, splitting] = ask([
      { shoe: ['TS', '6C', '7H', 'TD', '5S'], seats: [{ bet: 10, actions: ['hit'] }] },
      fixtureRequest(split),
    ]) as { seats?: { net: number }[]; error?: { code: string; message: string } }[]
    expect(base.seats?.[0].net).toBe(-10)
    expect(splitting.error).toEqual({
      code: 'not-implemented',
      message: expect.stringMatching(
        /^not implemented: write (can_split|is_blackjack|blackjack_net) \(part: (split|blackjack)\)$/,
      ),
    })
  })

  it('grades the declared parts green and skips the rest', () => {
    const { report } = gradeWithSystemNode('python3 halfway.py --protocol', dir, ['--count', '60', '--shuffles', '300'])
    const part = (tag: string) => report.parts.find((p: { tag: string }) => p.tag === tag)
    for (const tag of ['values', 'deal', 'hit-stand', 'dealer', 'shuffle', 'shoe', 'errors']) {
      expect(part(tag).graded, tag).toBeGreaterThan(0)
      expect(part(tag).passed, tag).toBe(part(tag).graded)
    }
    for (const tag of ['split', 'surrender', 'insurance']) expect(part(tag).passed, tag).toBe(0)
  })
})
