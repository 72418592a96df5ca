import { readdirSync, readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { runSuiteOnEngine } from '../../src/conformance/engine-run.ts'
import { allFixtures, FIXTURE_FILES } from '../../src/conformance/suite.ts'
import { RULE_KEYS, RULE_SPECS } from '../../src/engine/rules.ts'

const schemaDir = new URL('../../fixtures/schema/', import.meta.url)
const load = (name: string) => JSON.parse(readFileSync(new URL(name, schemaDir), 'utf8'))

describe('the fixture suite', () => {
  const outcomes = runSuiteOnEngine()

  it.each(outcomes.map((o) => [o.fixture.id, o] as const))('%s passes on the reference engine', (_id, o) => {
    expect(o.differences).toEqual([])
  })

  it('has at least 150 hand-written cases with unique ids', () => {
    const ids = allFixtures().map((f) => f.id)
    expect(ids.length).toBeGreaterThanOrEqual(150)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('loads every fixture file in fixtures/', () => {
    const onDisk = readdirSync(new URL('../../fixtures/', import.meta.url)).filter((f) => f.endsWith('.json'))
    expect(FIXTURE_FILES.map((f) => `${f.family}.json`).sort()).toEqual(onDisk.sort())
  })

  it('validates every fixture file against the committed JSON Schema', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    ajv.addSchema(load('result.schema.json'))
    ajv.addSchema(load('case.schema.json'))
    const validate = ajv.compile(load('fixture-file.schema.json'))
    for (const file of FIXTURE_FILES) {
      const ok = validate(file)
      expect(ok ? [] : validate.errors?.slice(0, 3), file.family).toEqual([])
    }
  })

  it('contains the contract example of sections 4 and 5 verbatim', () => {
    const example = allFixtures().find((f) => f.id === 'split-aces-ten-is-not-blackjack')
    expect(example).toMatchObject({
      shoe: ['AS', '9C', 'AH', '7D', 'TD', 'KH', '2C'],
      seats: [{ bet: 10, actions: ['split'] }],
      expect: { dealer: { cards: ['9C', '7D', '2C'], total: 18 }, seats: [{ net: 20 }], cardsUsed: 7 },
    })
  })

  it('exercises every rule option at each of its values, written out explicitly', () => {
    const seen = new Set<string>()
    for (const f of allFixtures()) {
      for (const [key, value] of Object.entries((f.rules ?? {}) as Record<string, unknown>))
        seen.add(`${key}=${JSON.stringify(value)}`)
    }
    const missing: string[] = []
    for (const key of RULE_KEYS) {
      const spec = RULE_SPECS[key]
      const values: unknown[] = spec.kind === 'bool' ? [true, false] : spec.kind === 'enum' ? [...spec.values] : []
      for (const v of values) if (!seen.has(`${key}=${JSON.stringify(v)}`)) missing.push(`${key}=${JSON.stringify(v)}`)
      if (values.length === 0 && ![...seen].some((s) => s.startsWith(`${key}=`))) missing.push(`${key}=(any)`)
    }
    expect(missing).toEqual([])
  })

  it('exercises every error code', () => {
    const codes = new Set(allFixtures().map((f) => (f.expect as { error?: { code: string } }).error?.code))
    for (const code of [
      'invalid-case',
      'invalid-rules',
      'invalid-shoe',
      'invalid-bet',
      'illegal-action',
      'missing-action',
      'shoe-exhausted',
    ]) {
      expect(codes.has(code), code).toBe(true)
    }
  })
})
