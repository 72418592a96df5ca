import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { varyOn, varyOnFormat } from '../../src/routes/grade-format.ts'

/** The Vary names of an answer, as a cache reads them (RFC 9110 12.5.5: a comma-separated list). */
const names = (res: Response) =>
  (res.headers.get('vary') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)

function app(vary: string | null) {
  const a = new Hono()
  a.use('*', varyOnFormat)
  a.get('/', (c) => {
    if (vary !== null) c.header('vary', vary)
    return c.text('x')
  })
  return a
}

describe('Vary on the format', () => {
  it('adds Accept and HX-Request to an answer without Vary', async () => {
    expect(names(await app(null).request('/'))).toEqual(['accept', 'hx-request'])
  })

  it('adds Accept even when the answer already varies on Accept-Encoding (a name, not a substring)', async () => {
    expect(names(await app('Accept-Encoding').request('/')).sort()).toEqual(['accept', 'accept-encoding', 'hx-request'])
  })

  it('does not repeat a name that is there, in any case', async () => {
    expect(names(await app('accept, HX-REQUEST').request('/'))).toEqual(['accept', 'hx-request'])
  })

  it('adds nothing to Vary: * (already varies on everything)', async () => {
    expect(names(await app('*').request('/'))).toEqual(['*'])
  })

  it('varyOn adds any names after the handler, also to an immutable fetched response', async () => {
    const a = new Hono()
    a.use('*', varyOn('Accept-Encoding'))
    a.get('/', () => {
      const res = Response.redirect('http://127.0.0.1/x', 302) // immutable headers
      return res
    })
    expect(names(await a.request('/'))).toEqual(['accept-encoding'])
  })
})
