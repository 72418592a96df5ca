// fflate dates a zip entry in local time: the comparison below holds only in UTC (zipBundle always writes UTC).
process.env.TZ = 'UTC'

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { inflateSync, unzipSync, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  crc32,
  decodePacked,
  encodePacked,
  packFile,
  STORE_BELOW,
  type ZipEntry,
  zipBundle,
} from '../../src/classroom/zip.ts'

const ROOT = join(import.meta.dirname, '../..')

/** The same zip by fflate's zipSync: level 9, but small files stored (level 0); Unix modes, a fixed date. */
function fflateZip(files: { path: string; data: Uint8Array; executable?: boolean }[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { os: number; attrs: number; mtime: Date; level: 0 | 9 }]> = {}
  for (const f of files) {
    const mode = f.executable ? 0o755 : 0o644
    const level = f.data.length < STORE_BELOW ? 0 : 9
    entries[f.path] = [
      f.data,
      { os: 3, attrs: (0o100000 | mode) << 16, mtime: new Date('2026-01-01T00:00:00Z'), level },
    ]
  }
  return zipSync(entries, { level: 9 })
}

// Paths start with a letter: fflate took the entries in object-key order, which puts integer-like names ("0") first.
const file = fc.record({
  path: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_./é✓-]{0,29}$/),
  // Both sides of STORE_BELOW: stored and deflated entries.
  data: fc.uint8Array({ maxLength: 6000 }),
  executable: fc.boolean(),
})
const files = fc.uniqueArray(file, { selector: (f) => f.path, maxLength: 6 })

describe('zipBundle: the bundles’ zip writer', () => {
  it('computes CRC-32 as zip defines it (the check value of "123456789" is cbf43926)', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
    expect(crc32(new Uint8Array())).toBe(0)
  })

  it('writes byte for byte what fflate’s zipSync wrote, for any files', () => {
    fc.assert(
      fc.property(files, (fs) => {
        expect(zipBundle(fs)).toEqual(fflateZip(fs))
      }),
    )
  })

  it('writes the same bytes with a large entry packed beforehand, and unzip reads it back', () => {
    const big = fc.uint8Array({ minLength: STORE_BELOW, maxLength: 6000 })
    fc.assert(
      fc.property(files, big, fc.nat(), (fs, data, k) => {
        const i = k % (fs.length + 1)
        const raw = [...fs.slice(0, i), { path: 'big/grader.mjs', data }, ...fs.slice(i)].filter(
          (f, j, all) => all.findIndex((g) => g.path === f.path) === j,
        )
        const packed: ZipEntry[] = raw.map((f) => (f.path === 'big/grader.mjs' ? { ...f, data: packFile(f.data) } : f))
        const zip = zipBundle(packed)
        expect(zip).toEqual(zipBundle(raw))
        expect(unzipSync(zip)['big/grader.mjs']).toEqual(data)
      }),
    )
  })

  it('stores small files and deflates large ones', () => {
    const method = (zip: Uint8Array) => zip[8] // the local header's compression method, low byte
    expect(method(zipBundle([{ path: 'a', data: new Uint8Array(STORE_BELOW - 1) }]))).toBe(0)
    expect(method(zipBundle([{ path: 'a', data: new Uint8Array(STORE_BELOW) }]))).toBe(8)
  })

  it('keeps a packed file whole through encodePacked and decodePacked', () => {
    const p = packFile(new TextEncoder().encode('#!/usr/bin/env node\nconsole.log(1)\n'))
    expect(decodePacked(encodePacked(p))).toEqual(p)
    expect(() => decodePacked(new Uint8Array(3))).toThrow('at least 8 bytes')
  })
})

describe('the grader the build packed for the Worker (static/grader.mjs.packed)', () => {
  it('is the grader of this build, deflated as zipBundle deflates it', () => {
    const grader = new Uint8Array(readFileSync(join(ROOT, 'dist/grader.mjs')))
    const packed = decodePacked(new Uint8Array(readFileSync(join(ROOT, 'static/grader.mjs.packed'))))
    expect(packed.size).toBe(grader.length)
    expect(packed.crc).toBe(crc32(grader))
    expect(inflateSync(packed.deflated)).toEqual(grader)
    expect(packed).toEqual(packFile(grader))
  })
})
