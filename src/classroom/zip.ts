// The browser build: pure JavaScript, the same code in Node, the Worker and the bundled grader (the
// Node build imports 'module' for its worker threads, which the sync deflate never uses).
import { deflateSync } from 'fflate/browser'

/** A file's bytes already deflated (raw DEFLATE, level 9) with their CRC-32 and length: see `packFile`. */
export interface PackedFile {
  deflated: Uint8Array
  crc: number
  size: number
}

/** One entry of a zip: where it goes, its bytes or its packed bytes, and whether it runs. */
export interface ZipEntry {
  path: string
  data: Uint8Array | PackedFile
  /** A program (setup.sh, run_autograder): unzip restores its executable bit. */
  executable?: boolean
}

/** One file of a bundle an instructor downloads (the CLI also writes them to a folder): its bytes in full. */
export interface BundleFile extends ZipEntry {
  data: Uint8Array
}

/** Every entry's timestamp: fixed, so the same assignment always gives the same bytes. */
const MTIME = new Date('2026-01-01T00:00:00Z')
/** MTIME as an MS-DOS date and time (high and low 16 bits), in UTC so it is the same on every machine. */
const DOS_TIME =
  ((MTIME.getUTCFullYear() - 1980) << 25) |
  ((MTIME.getUTCMonth() + 1) << 21) |
  (MTIME.getUTCDate() << 16) |
  (MTIME.getUTCHours() << 11) |
  (MTIME.getUTCMinutes() << 5) |
  (MTIME.getUTCSeconds() >> 1)

let table: Uint32Array | undefined
/** CRC-32 (IEEE 802.3, as zip uses) of `data`. */
export function crc32(data: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      table[n] = c
    }
  }
  let c = 0xffffffff
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]) & 255] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/**
 * A file deflated as `zipBundle` would deflate it. Deflating the 265 KiB grader costs 15–75 ms of
 * CPU, over the Workers free plan's 10 ms, so the build packs it once (`npm run build:grader`) and
 * the Worker's downloads reuse those bytes: the zip comes out byte for byte the same.
 */
export function packFile(data: Uint8Array): PackedFile {
  return { deflated: deflateSync(data, { level: 9 }), crc: crc32(data), size: data.length }
}

const isPacked = (d: ZipEntry['data']): d is PackedFile => !(d instanceof Uint8Array)

/**
 * Files smaller than this are stored, not deflated: the bundles' scripts and assignment files
 * would shrink by a few hundred bytes each, and deflating them cost the Worker 3–12 ms of CPU on
 * its first download (fflate's level 9 sets up its tables for every file).
 */
export const STORE_BELOW = 4096

/** An entry's bytes as written: deflated (method 8), or stored as they are (method 0). */
function entryBytes(data: ZipEntry['data']): PackedFile & { method: 0 | 8 } {
  if (isPacked(data)) return { ...data, method: 8 }
  if (data.length < STORE_BELOW) return { deflated: data, crc: crc32(data), size: data.length, method: 0 }
  return { ...packFile(data), method: 8 }
}
const encoder = new TextEncoder()

/**
 * Zips files in the given order with fixed timestamps and Unix modes: a pure function of its
 * input, so the CLI (Node) and the Worker write byte-for-byte the same zip for one assignment.
 * The layout is fflate's `zipSync` (the test compares them: level 0 for files under STORE_BELOW,
 * else 9), written here so an entry can come packed.
 */
export function zipBundle(files: readonly ZipEntry[]): Uint8Array {
  const entries = files.map((f) => {
    const name = encoder.encode(f.path)
    const p = entryBytes(f.data)
    // os 3 = Unix, so unzip restores the mode (run_autograder stays executable).
    const attrs = ((0o100000 | (f.executable ? 0o755 : 0o644)) << 16) >>> 0
    // Bit 11 of the flags: the name is UTF-8 (set only when it is not plain ASCII, as fflate does).
    return { name, p, attrs, utf8: name.length !== f.path.length }
  })
  const local = entries.reduce((n, e) => n + 30 + e.name.length + e.p.deflated.length, 0)
  const central = entries.reduce((n, e) => n + 46 + e.name.length, 0)
  const out = new Uint8Array(local + central + 22)
  const v = new DataView(out.buffer)
  let at = 0
  let cd = local
  for (const e of entries) {
    const common = (b: number) => {
      v.setUint16(b, 20, true) // version needed to extract: 2.0 (deflate)
      v.setUint16(b + 2, e.utf8 ? 0x800 : 0, true)
      v.setUint16(b + 4, e.p.method, true) // 8 deflate, 0 stored
      v.setUint32(b + 6, DOS_TIME, true)
      v.setUint32(b + 10, e.p.crc, true)
      v.setUint32(b + 14, e.p.deflated.length, true)
      v.setUint32(b + 18, e.p.size, true)
      v.setUint16(b + 22, e.name.length, true)
    }
    v.setUint32(at, 0x04034b50, true)
    common(at + 4)
    out.set(e.name, at + 30)
    out.set(e.p.deflated, at + 30 + e.name.length)
    v.setUint32(cd, 0x02014b50, true)
    v.setUint16(cd + 4, (3 << 8) | 20, true) // made by: Unix, version 2.0
    common(cd + 6)
    v.setUint32(cd + 38, e.attrs, true)
    v.setUint32(cd + 42, at, true)
    out.set(e.name, cd + 46)
    at += 30 + e.name.length + e.p.deflated.length
    cd += 46 + e.name.length
  }
  v.setUint32(cd, 0x06054b50, true)
  v.setUint16(cd + 8, entries.length, true)
  v.setUint16(cd + 10, entries.length, true)
  v.setUint32(cd + 12, central, true)
  v.setUint32(cd + 16, local, true)
  return out
}

/** A text file of a bundle. */
export function textFile(path: string, text: string, executable = false): BundleFile {
  return { path, data: encoder.encode(text), ...(executable ? { executable } : {}) }
}

/** A packed file as one blob (CRC-32, then length, little-endian, then the deflated bytes), as the build stores it. */
export function encodePacked(p: PackedFile): Uint8Array {
  const out = new Uint8Array(8 + p.deflated.length)
  const v = new DataView(out.buffer)
  v.setUint32(0, p.crc, true)
  v.setUint32(4, p.size, true)
  out.set(p.deflated, 8)
  return out
}

/** The packed file in a blob written by `encodePacked`. */
export function decodePacked(blob: Uint8Array): PackedFile {
  if (blob.length < 8) throw new Error('a packed file is at least 8 bytes long')
  const v = new DataView(blob.buffer, blob.byteOffset, blob.byteLength)
  return { crc: v.getUint32(0, true), size: v.getUint32(4, true), deflated: blob.subarray(8) }
}
