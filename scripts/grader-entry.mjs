// Entry of the bundled grader (dist/grader.mjs): the whole `blackjack` command in one file that runs
// on plain Node 20 or newer, so a student never needs this project, wrangler or TypeScript.
import { isMainThread } from 'node:worker_threads'
import { main } from '../src/cli/main.ts'
// `blackjack simulate --threads K` starts this same file as its worker threads (simulate-run.ts):
// there this module plays the thread's share, and `main` must not run.
import '../src/cli/simulate-worker.ts'

if (isMainThread) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error) => {
      console.error(`blackjack: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 2
    },
  )
}
