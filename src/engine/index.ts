/**
 * The Blackjack Lab rules engine: pure TypeScript, no I/O, randomness injected.
 * The game, the conformance suite, the grader and the simulator all drive it through this module.
 */
export * from './cards.ts'
export * from './case.ts'
export * from './errors.ts'
export * from './generator.ts'
export * from './legal.ts'
export * from './live-shoe.ts'
export * from './play.ts'
export * from './policy.ts'
export * from './protocol.ts'
export * from './random.ts'
export * from './result.ts'
export * from './round.ts'
export * from './rules.ts'
export * from './settle.ts'
export * from './shoe.ts'
export * from './shuffle.ts'
export * from './state.ts'
export * from './steps.ts'
export * from './validate.ts'
export * from './view.ts'
