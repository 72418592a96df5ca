// Tries to read the autograder's files (the assignment with its hidden seed) from the submission
// folder and prints what it got to standard error: run as Gradescope's unprivileged user it must fail.
//   (test/node/classroom-gradescope.test.ts)
import { readFileSync } from 'node:fs'

console.error(readFileSync('../source/assignment.json', 'utf8'))
