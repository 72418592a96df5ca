import { runSuiteOnEngine } from '../conformance/engine-run.ts'
import { parseFlags } from './args.ts'

const HELP = `blackjack fixtures — run the fixture suite on the reference engine

Options:
  --tag T    only cases tagged T (a contract tag: deal, dealer, split, insurance, ...)
  --verbose  list every case, not only failures

Prints each tag's pass count and every failure with a field-by-field diff;
exits 1 when any case fails.`

/** `blackjack fixtures`: the suite on the reference engine, per-tag counts. */
export async function runFixturesCommand(args: string[]): Promise<number> {
  const flags = parseFlags(args, ['--tag'], ['--verbose'])
  if (flags.switches.has('--help')) {
    console.log(HELP)
    return 0
  }
  const tag = flags.values.get('--tag')
  const outcomes = runSuiteOnEngine(tag)
  if (outcomes.length === 0) {
    console.error(`no fixture is tagged "${tag}"`)
    return 1
  }
  const perTag = new Map<string, { passed: number; total: number }>()
  let failed = 0
  for (const o of outcomes) {
    for (const t of o.fixture.tags) {
      const row = perTag.get(t) ?? { passed: 0, total: 0 }
      row.total++
      if (o.differences.length === 0) row.passed++
      perTag.set(t, row)
    }
    if (o.differences.length > 0) {
      failed++
      console.log(`FAIL ${o.fixture.id}: ${o.fixture.title}`)
      for (const d of o.differences)
        console.log(`  ${d.path}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`)
    } else if (flags.switches.has('--verbose')) {
      console.log(`pass ${o.fixture.id}`)
    }
  }
  for (const [t, row] of [...perTag].sort()) console.log(`${t.padEnd(12)} ${row.passed}/${row.total}`)
  console.log(`${outcomes.length - failed} passed, ${failed} failed`)
  return failed === 0 ? 0 : 1
}
