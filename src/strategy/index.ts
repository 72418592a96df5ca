/**
 * Basic strategy from expected values, the lookup table the simulator plays with, the
 * simulation itself, and the coach's bestMove. Rules live only in src/engine.
 */
export * from './best-move.ts'
export * from './chart.ts'
export * from './dealer.ts'
export * from './simulate.ts'
export * from './table.ts'
export * from './upcard.ts'
