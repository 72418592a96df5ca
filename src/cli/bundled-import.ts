import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Imports a module that Node cannot load as it is (it renders hono/jsx) by bundling it with esbuild
 * into a temporary file first: the very code the Worker runs. The file is removed once imported
 * (the module stays loaded).
 */
export async function importBundled<T>(entry: string): Promise<T> {
  const { build } = await import('esbuild')
  const dir = mkdtempSync(join(tmpdir(), 'blackjack-bundled-'))
  const out = join(dir, 'module.mjs')
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      jsx: 'automatic',
      jsxImportSource: 'hono/jsx',
      outfile: out,
      logLevel: 'error',
    })
    return (await import(pathToFileURL(out).href)) as T
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
