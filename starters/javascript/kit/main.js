// Command line of the kit: the console game by default, the grader's protocol with --protocol.
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { play } from './console.js'
import { serve } from './protocol.js'
import { readRules } from './validate.js'

const USAGE = `usage: node blackjack.js [--protocol] [--players N] [--rules JSON] [--shoe CARDS] [--seed S]
  --protocol     speak the grader's JSON protocol on stdin/stdout
  --players N    seats at the table (1-7)
  --rules JSON   table rules, e.g. '{"hitSoft17": true}'
  --shoe CARDS   a stacked shoe: cards in the order they are dealt, e.g. TS,6C,7H,TD
  --seed S       shuffle reproducibly from this seed`

/** True when the module at `url` is the program node was started with. */
export function isMain(url) {
  return Boolean(process.argv[1]) && realpathSync(process.argv[1]) === fileURLToPath(url)
}

/** Runs the kit around your module: node blackjack.js [--protocol] [options]. Returns the exit status. */
export function run(student, url, argv) {
  const dir = dirname(fileURLToPath(url))
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        protocol: { type: 'boolean' },
        players: { type: 'string', default: '1' },
        rules: { type: 'string' },
        shoe: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (e) {
    console.error(`${e.message}\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (values.protocol) {
    // Answers go to the real standard output; anything your code logs goes to standard error, where
    // the grader shows it, instead of being taken for an answer.
    const out = process.stdout.write.bind(process.stdout)
    console.log = console.error
    console.info = console.error
    serve(student, out)
    return 0
  }
  const players = Number(values.players)
  let rules
  try {
    if (!Number.isInteger(players) || players < 1 || players > 7) throw new Error('--players is 1 to 7')
    const file = join(dir, 'assignment.json')
    const fromFile = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).rules ?? {}) : {}
    rules = readRules({ ...fromFile, ...(values.rules ? JSON.parse(values.rules) : {}) })
  } catch (e) {
    console.error(`blackjack.js: ${e.message}`)
    return 2
  }
  const stacked = values.shoe ? values.shoe.split(',').map((c) => c.trim().toUpperCase()) : null
  play(student, rules, players, stacked, values.seed)
  return 0
}
