// Node only: the files the CLI reads to build the zips (the bundled grader, an assignment).
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Assignment } from '../assignment/assignment.ts'
import { parseAssignmentText } from '../assignment/validate.ts'

/**
 * The bundled grader's bytes: this very file when it runs as the bundle (dist/grader.mjs or a
 * copy), else dist/grader.mjs of the checkout, built by `npm run build:grader`.
 */
export async function readGraderBundle(): Promise<Uint8Array> {
  const self = fileURLToPath(import.meta.url)
  const file = self.endsWith('.mjs') ? self : fileURLToPath(new URL('../../dist/grader.mjs', import.meta.url))
  if (!existsSync(file))
    throw new Error('the bundled grader dist/grader.mjs is missing: run `npm run build:grader` first')
  return new Uint8Array(await readFile(file))
}

/** Reads and checks an assignment file; the message names the file or the field that is wrong. */
export async function readAssignmentFile(file: string | undefined): Promise<Assignment> {
  if (!file) throw new Error('give the assignment: --assignment FILE (blackjack assignment init writes one)')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (e) {
    throw new Error(`cannot read the assignment ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
  }
  return parseAssignmentText(text)
}
