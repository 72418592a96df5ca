import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt, ROOT, systemNode, tempDir } from '../kits/helpers.ts'

// `npm pack`, then a global install of the tarball into a temporary prefix, as a student or an
// instructor would install it: the `blackjack` command must work there on the system Node.
let prefix: string
let files: string[]
let env: NodeJS.ProcessEnv

beforeAll(() => {
  ensureBuilt()
  const dest = tempDir('pack')
  // --ignore-scripts: the grader is already built (npm test's pretest); prepack would rebuild it
  // under the other test files that are running it.
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dest], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  )[0]
  files = packed.files.map((f: { path: string }) => f.path)
  prefix = join(dest, 'prefix')
  execFileSync(
    'npm',
    ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', join(dest, packed.filename)],
    { cwd: dest, encoding: 'utf8', stdio: 'pipe' },
  )
  // The installed command's `#!/usr/bin/env node` finds the system Node first.
  env = { ...process.env, PATH: [dirname(systemNode()), ...(process.env.PATH ?? '').split(delimiter)].join(delimiter) }
}, 300_000)

describe('the npm package', () => {
  it('ships the command, the bundled grader and the kits, and no sources, tests or solutions', () => {
    expect(files).toContain('bin/blackjack.mjs')
    expect(files).toContain('dist/grader.mjs')
    expect(files).toContain('starters/python/blackjack.py')
    expect(files.filter((f) => /^(src|test|fixtures|static)\//.test(f))).toEqual([])
  })

  it('blackjack grade works after a global install, on the system Node', () => {
    const bin = join(prefix, 'bin', 'blackjack')
    expect(existsSync(bin)).toBe(true)
    const out = spawnSync(bin, ['grade', '--cmd', `"${systemNode()}" test/students/correct.mjs`, '--count', '20'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(out.status, out.stderr).toBe(0)
    expect(out.stdout).toMatch(/\d+ passed, 0 failed, 0 skipped, 0 errors/)
  })

  it('blackjack starter works after a global install', () => {
    const dir = join(tempDir('pack-kit'), 'kit')
    const out = spawnSync(join(prefix, 'bin', 'blackjack'), ['starter', 'javascript', '--dir', dir], {
      env,
      encoding: 'utf8',
    })
    expect(out.status, out.stderr).toBe(0)
    expect(existsSync(join(dir, 'grader.mjs'))).toBe(true)
    expect(existsSync(join(dir, 'blackjack.js'))).toBe(true)
  })
})
