import { answer } from '../engine/protocol.ts'
import type { Difference } from './compare.ts'
import { allFixtures, checkFixture, type Fixture, fixtureRequest } from './suite.ts'

/** A fixture and what the reference engine's answer differs by (empty: it passed). */
export interface FixtureOutcome {
  fixture: Fixture
  answer: unknown
  differences: Difference[]
}

/** Runs every fixture (or those tagged `tag`) on the reference engine. */
export function runSuiteOnEngine(tag?: string): FixtureOutcome[] {
  const fixtures = allFixtures().filter((f) => !tag || f.tags.includes(tag))
  return fixtures.map((fixture) => {
    const got = answer(fixtureRequest(fixture))
    return { fixture, answer: got, differences: checkFixture(fixture, got) }
  })
}
