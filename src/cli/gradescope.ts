import { writeFile } from 'node:fs/promises'
import { maxPoints } from '../assignment/assignment.ts'
import { gradescopeZip } from '../classroom/gradescope.ts'
import { parseFlags } from './args.ts'
import { readAssignmentFile, readGraderBundle } from './bundle-io.ts'
import { autograde } from './gradescope-run.ts'

const HELP = `blackjack gradescope — write the autograder zip Gradescope takes

Usage:
  blackjack gradescope --assignment FILE [--command "python3 blackjack.py"] --out autograder.zip

The zip holds setup.sh (installs Node 22 on Gradescope's Ubuntu base image and adds the user
"student"), run_autograder (grades /autograder/submission, writes /autograder/results/results.json;
AUTOGRADER_ROOT moves /autograder), the bundled grader and the assignment. --command is how a
submission is run, from the submission folder (default: the assignment's "command").
Upload it under Configure Autograder → Zip file upload. Docs: docs/assignments.md.

  blackjack gradescope run --root DIR [--user NAME]   what run_autograder calls (one submission)`

/** `blackjack gradescope`: writes the autograder zip, or (`run`) grades one submission inside it. */
export async function runGradescopeCommand(argv: string[]): Promise<number> {
  try {
    if (argv[0] === 'run') {
      const flags = parseFlags(argv.slice(1), ['--root', '--user'])
      const results = await autograde(flags.values.get('--root') ?? '/autograder', flags.values.get('--user'))
      console.log(`results.json written: score ${results.score}`)
      return 0
    }
    const flags = parseFlags(argv, ['--assignment', '--command', '--out'])
    if (flags.switches.has('--help')) {
      console.log(HELP)
      return 0
    }
    const out = flags.values.get('--out')
    if (!out) throw new Error('give the zip to write: --out autograder.zip')
    const assignment = await readAssignmentFile(flags.values.get('--assignment'))
    const zip = gradescopeZip(assignment, await readGraderBundle(), flags.values.get('--command'))
    await writeFile(out, zip)
    console.error(
      `wrote ${out} (${Math.round(zip.length / 1024)} KiB): "${assignment.title}", ${maxPoints(assignment)} points; ` +
        'upload it on Gradescope under Configure Autograder',
    )
    return 0
  } catch (e) {
    console.error(`blackjack gradescope: ${(e as Error).message}\n(blackjack gradescope --help shows the options)`)
    return 2
  }
}
