import betting from '../../fixtures/betting.json' with { type: 'json' }
import blackjack from '../../fixtures/blackjack.json' with { type: 'json' }
import deal from '../../fixtures/deal.json' with { type: 'json' }
import dealer from '../../fixtures/dealer.json' with { type: 'json' }
import double from '../../fixtures/double.json' with { type: 'json' }
import errors from '../../fixtures/errors.json' with { type: 'json' }
import evenMoney from '../../fixtures/even-money.json' with { type: 'json' }
import hitStand from '../../fixtures/hit-stand.json' with { type: 'json' }
import insurance from '../../fixtures/insurance.json' with { type: 'json' }
import multiplayer from '../../fixtures/multiplayer.json' with { type: 'json' }
import shoe from '../../fixtures/shoe.json' with { type: 'json' }
import shuffle from '../../fixtures/shuffle.json' with { type: 'json' }
import split from '../../fixtures/split.json' with { type: 'json' }
import surrender from '../../fixtures/surrender.json' with { type: 'json' }
import values from '../../fixtures/values.json' with { type: 'json' }
import { compareAnswer, type Difference } from './compare.ts'
import { fullShoeDifferences } from './shoe-check.ts'

/**
 * The suite's version: bump the minor for added cases, the major when an expectation changes,
 * so an instructor can pin grades to one version.
 */
export const SUITE_VERSION = '1.0.0'

/** A fixture: a contract case with its expectation, or (family `shuffle`) a wrapped op request. */
export interface Fixture {
  id: string
  title: string
  tags: string[]
  expect: unknown
  request?: Record<string, unknown>
  [field: string]: unknown
}

/** One fixture file: a rule family. */
export interface FixtureFile {
  family: string
  description: string
  cases: Fixture[]
}

/** Every fixture file, in the assignment's order: base parts first, then extra credit. */
export const FIXTURE_FILES: readonly FixtureFile[] = [
  shuffle,
  deal,
  values,
  dealer,
  hitStand,
  shoe,
  errors,
  multiplayer,
  surrender,
  double,
  split,
  betting,
  blackjack,
  insurance,
  evenMoney,
] as FixtureFile[]

/** Every fixture case of the suite, file by file. */
export function allFixtures(): Fixture[] {
  return FIXTURE_FILES.flatMap((f) => f.cases)
}

/** What is sent to an implementation for a fixture: the case without `expect`, or the wrapped op. */
export function fixtureRequest(f: Fixture): Record<string, unknown> {
  if (f.request) return f.request
  const { expect: _expect, ...request } = f
  return request
}

/** Checks an answer against a fixture: the differences, empty when it passes. */
export function checkFixture(f: Fixture, answer: unknown): Difference[] {
  const expect = f.expect as { shoe?: { decks: number } }
  if (f.request && expect.shoe) return fullShoeDifferences(answer, expect.shoe.decks)
  return compareAnswer(f.expect, answer)
}
