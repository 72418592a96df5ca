import type { SettledRound } from './case.ts'
import type { Step } from './state.ts'
import type { TableView } from './view.ts'

/** One line of the action log as the hand history shows it. */
export interface LoggedStep extends Step {
  seq: number
  at: number
}

/** The hand history: the table as the caller sees it, the last settled rounds, and their logged actions. */
export interface TableHistory {
  view: TableView
  rounds: (SettledRound & { steps: LoggedStep[] })[]
}
