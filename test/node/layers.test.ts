import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The layers of docs/architecture.md: routes → do → table → engine, and views ← table. Every import
// in src/, type-only ones too, read from the source text, so a cycle or a wrong-way import fails here.

const SRC = resolve(import.meta.dirname, '..', '..', 'src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : []
  })
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm

/** Each source file (relative to src/) and the files it imports: src/ files by path, packages by name. */
const graph = new Map<string, string[]>(
  sources(SRC).map((file) => {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(IMPORT)].map((m) => {
      const spec = m[1] ?? m[2]
      return spec.startsWith('.') ? relative(SRC, resolve(dirname(file), spec)) : spec
    })
    return [relative(SRC, file), targets]
  }),
)

/** The files of `layer` (a folder of src/) and what each imports. */
function layer(name: string): [string, string[]][] {
  return [...graph].filter(([file]) => file.startsWith(`${name}/`))
}

/** One import cycle through `start`, or null. */
function cycleFrom(start: string): string[] | null {
  const path: string[] = []
  const done = new Set<string>()
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file)
    if (at >= 0) return [...path.slice(at), file]
    if (done.has(file) || !graph.has(file)) return null
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      const found = visit(next)
      if (found) return found
    }
    path.pop()
    done.add(file)
    return null
  }
  return visit(start)
}

describe('the layers of src/', () => {
  it('reads the import graph (a sanity check of the parser)', () => {
    expect(graph.get('table/round.ts')).toContain('engine/play.ts')
    expect(graph.get('do/table-room.ts')).toContain('cloudflare:workers')
    expect(graph.size).toBeGreaterThan(100)
  })

  it('has no import cycle', () => {
    const cycles = [...graph.keys()].map(cycleFrom).filter((c) => c !== null)
    expect(cycles.map((c) => c.join(' → '))).toEqual([])
  })

  it('keeps the table domain pure: it imports only the engine, the strategy module and itself', () => {
    const outside = layer('table').flatMap(([file, targets]) =>
      targets.filter((t) => !/^(engine|strategy|table)\//.test(t)).map((t) => `${file} → ${t}`),
    )
    expect(outside).toEqual([])
  })

  it('lets views read the table domain and the engine, never the Durable Objects or the routes', () => {
    const wrong = layer('views').flatMap(([file, targets]) =>
      targets.filter((t) => /^(do|routes)\//.test(t)).map((t) => `${file} → ${t}`),
    )
    expect(wrong).toEqual([])
  })

  it('lets the Durable Objects use the domain, never the routes; only the socket push and a finished run render views', () => {
    const renders = ['do/table-sockets.ts', 'do/grading-bodies.ts']
    const wrong = layer('do').flatMap(([file, targets]) =>
      targets
        .filter((t) => t.startsWith('routes/') || (t.startsWith('views/') && !renders.includes(file)))
        .map((t) => `${file} → ${t}`),
    )
    expect(wrong).toEqual([])
    expect(graph.get('do/table-sockets.ts')?.filter((t) => t.startsWith('views/'))).toEqual(['views/table.tsx'])
    // A finished run's bodies are rendered when it ends (issue 15): its page and section only.
    expect(graph.get('do/grading-bodies.ts')?.filter((t) => t.startsWith('views/'))).toEqual(['views/grade/run.tsx'])
  })

  it("has views imported only by routes, views, the socket push and a finished run's bodies", () => {
    const importers = [...graph]
      .filter(([, targets]) => targets.some((t) => t.startsWith('views/')))
      .map(([file]) => file)
      .filter((file) => !/^(routes|views)\//.test(file))
    expect(importers.sort()).toEqual(['do/grading-bodies.ts', 'do/table-sockets.ts'])
  })

  it('keeps the deployed entry free of the test-only modules', () => {
    const reached = new Set<string>()
    const walk = (file: string) => {
      if (reached.has(file) || !graph.has(file)) return
      reached.add(file)
      for (const next of graph.get(file) ?? []) walk(next)
    }
    walk('index.ts')
    expect([...reached].filter((f) => /(^|\/)(table-test|test-worker)\.ts$/.test(f))).toEqual([])
  })
})
