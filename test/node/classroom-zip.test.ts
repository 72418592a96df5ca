// fflate dates a zip entry in local time: the comparison below holds only in UTC (zipBundle always writes UTC).
process.env.TZ = 'UTC'

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { inflateSync, unzipSync, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { crc32, decodePacked, encodePacked, packFile, type ZipEntry, zipBundle } from '../../src/classroom/zip.ts'

const ROOT = join(import.meta.dirname, '../..')

/** What zipBundle wrote before it had its own writer: fflate's zipSync, level 9, Unix modes, a fixed date. */
function fflateZip(files: { path: string; data: Uint8Array; executable?: boolean }[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { os: number; attrs: number; mtime: Date }]> = {}
  for (const f of files) {
    const mode = f.executable ? 0o755 : 0o644
    entries[f.path] = [f.data, { os: 3, attrs: (0o100000 | mode) << 16, mtime: new Date('2026-01-01T00:00:00Z') }]
  }
  return zipSync(entries, { level: 9 })
}

// Paths start with a letter: fflate took the entries in object-key order, which puts integer-like names ("0") first.
const file = fc.record({
  path: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_./é✓-]{0,29}$/),
  data: fc.uint8Array({ maxLength: 3000 }),
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

  it('writes the same bytes with an entry packed beforehand, and unzip reads it back', () => {
    fc.assert(
      fc.property(files, fc.nat(), (fs, k) => {
        fc.pre(fs.length > 0)
        const i = k % fs.length
        const packed: ZipEntry[] = fs.map((f, j) => (j === i ? { ...f, data: packFile(f.data) } : f))
        const zip = zipBundle(packed)
        expect(zip).toEqual(zipBundle(fs))
        expect(unzipSync(zip)[fs[i].path]).toEqual(fs[i].data)
      }),
    )
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
