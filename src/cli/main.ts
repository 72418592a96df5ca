import { runAssignmentCommand } from './assignment.ts'
import { runClassroomCommand } from './classroom.ts'
import { runFixturesCommand } from './fixtures.ts'
import { runGradeCommand } from './grade.ts'
import { runGradeAllCommand } from './grade-all.ts'
import { runGradescopeCommand } from './gradescope.ts'
import { runPlayCommand } from './play.ts'
import { runSimulateCommand } from './simulate.ts'
import { runStarterCommand } from './starter.ts'

const USAGE = `blackjack — Blackjack Lab's reference engine and conformance tools

Usage:
  blackjack play                 answer cases and op requests, one JSON line in, one out (stdin → stdout)
  blackjack fixtures [--tag T]   run the fixture suite on the reference engine, per-tag pass counts
  blackjack grade --url URL | --cmd COMMAND [--assignment FILE]   grade another implementation
  blackjack assignment init [--preset P] [--out FILE] | check FILE   write or check an assignment
  blackjack simulate --rules JSON --hands N [--seed S] [--threads K] [--json]   house edge of basic strategy
  blackjack starter python|javascript|java|cpp [--dir DIR]   write a starter kit for the assignment
  blackjack gradescope --assignment FILE [--command C] --out autograder.zip   Gradescope's autograder
  blackjack classroom --assignment FILE [--command C] --out DIR   a GitHub Classroom template
  blackjack grade-all --assignment FILE --submissions DIR --command C [--jobs N] [--out CSV]   a whole class
  blackjack <command> --help     help for one command

Docs: docs/protocol.md (the protocol), docs/cli.md (this command).`

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  play: runPlayCommand,
  fixtures: runFixturesCommand,
  grade: runGradeCommand,
  assignment: runAssignmentCommand,
  simulate: runSimulateCommand,
  starter: runStarterCommand,
  gradescope: runGradescopeCommand,
  classroom: runClassroomCommand,
  'grade-all': runGradeAllCommand,
}

/** Entry point of the `blackjack` command; resolves to the process exit status. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE)
    return command ? 0 : 2
  }
  const run = COMMANDS[command]
  if (!run) {
    console.error(`blackjack: unknown command "${command}"\n\n${USAGE}`)
    return 2
  }
  return run(rest)
}
