// Builds dist/grader.mjs, the self-contained grader (one ESM file for Node 20+), then copies it into
// the static assets (served at /grader.mjs), packs it for the Worker's zips (grader.mjs.packed) and
// zips each starter kit with it (/starter/<lang>.zip).
// Build artefacts only: dist/ and the copies under static/ are gitignored, never committed.
// Run by `npm run build:grader`, which `npm start`, `npm test`, `npm run deploy` and `npm pack` run first.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { encodePacked, packFile } from '../src/classroom/zip.ts'
import { zipKits } from './zip-kits.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist', 'grader.mjs')

await build({
  entryPoints: [join(root, 'scripts', 'grader-entry.mjs')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'eof',
  // The shebang lets a kit's check script or a global install run it as a program.
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
})
const grader = await import('node:fs').then((fs) => fs.readFileSync(out))
await mkdir(join(root, 'static'), { recursive: true })
await writeFile(join(root, 'static', 'grader.mjs'), grader)
// Deflated once here, so the Worker's autograder.zip and classroom.zip downloads need not (src/classroom/zip.ts).
await writeFile(join(root, 'static', 'grader.mjs.packed'), encodePacked(packFile(grader)))
const kits = await zipKits(root, grader)
console.log(`built dist/grader.mjs (${Math.round(grader.length / 1024)} KiB) and ${kits.length} starter kit zips`)
