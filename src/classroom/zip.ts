// The browser build: pure JavaScript, the same code in Node, the Worker and the bundled grader (the
// Node build imports 'module' for its worker threads, which the sync zip never uses).
import { zipSync } from 'fflate/browser'

/** One file of a bundle an instructor downloads: where it goes, its bytes, and whether it runs. */
export interface BundleFile {
  path: string
  data: Uint8Array
  /** A program (setup.sh, run_autograder): unzip restores its executable bit. */
  executable?: boolean
}

/** Every entry's timestamp: fixed, so the same assignment always gives the same bytes. */
const MTIME = new Date('2026-01-01T00:00:00Z')

/**
 * Zips files in the given order with fixed timestamps and Unix modes: a pure function of its
 * input, so the CLI (Node) and the Worker write byte-for-byte the same zip for one assignment.
 */
export function zipBundle(files: readonly BundleFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { os: number; attrs: number; mtime: Date }]> = {}
  for (const f of files) {
    const mode = f.executable ? 0o755 : 0o644
    // os 3 = Unix, so unzip restores the mode (run_autograder stays executable).
    entries[f.path] = [f.data, { os: 3, attrs: (0o100000 | mode) << 16, mtime: MTIME }]
  }
  return zipSync(entries, { level: 9 })
}

const encoder = new TextEncoder()

/** A text file of a bundle. */
export function textFile(path: string, text: string, executable = false): BundleFile {
  return { path, data: encoder.encode(text), ...(executable ? { executable } : {}) }
}
