#!/usr/bin/env node
// The `blackjack` command. Runs the TypeScript sources directly on Node ≥ 22.18 (type stripping).
import { main } from '../src/cli/main.ts'

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    console.error(`blackjack: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  },
)
