#!/usr/bin/env node
// The `blackjack` command. Runs the TypeScript sources directly on Node ≥ 22.18 (type stripping).
import module from 'node:module'

// Node's on-disk compile cache (under the OS temp folder) keeps the stripped and compiled modules
// between runs: without it every start pays about 0.15 s for type stripping before the first line.
module.enableCompileCache?.()
const { main } = await import('../src/cli/main.ts')

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    console.error(`blackjack: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  },
)
