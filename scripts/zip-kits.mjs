// Zips each starter kit (with the grader bundle inside) into static/starter/<lang>.zip for the site.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { zipSync } from 'fflate'
import { KIT_LANGUAGES, kitFiles } from '../src/cli/starter-kit.ts'

/** Writes one zip per kit; returns the languages zipped. Executable files keep their mode. */
export async function zipKits(root, grader) {
  await mkdir(join(root, 'static', 'starter'), { recursive: true })
  for (const lang of KIT_LANGUAGES) {
    const files = await kitFiles(root, lang, { grader })
    const entries = {}
    for (const f of files) {
      // os 3 = Unix, so unzip restores the mode (./check stays executable).
      entries[`blackjack-${lang}/${f.path}`] = [
        f.data,
        { os: 3, attrs: (0o100000 | f.mode) << 16, mtime: new Date('2026-01-01') },
      ]
    }
    await writeFile(join(root, 'static', 'starter', `${lang}.zip`), zipSync(entries, { level: 9 }))
  }
  return KIT_LANGUAGES
}
