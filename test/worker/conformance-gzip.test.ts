import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { reportDir } from '../../src/conformance/reference.ts'
import { acceptsGzip } from '../../src/routes/conformance-store.ts'

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(`http://localhost${path}`, { headers })
}

/** A stored plain body, straight from the static assets (what `npm run charts` wrote). */
async function storedText(file: string): Promise<string> {
  const res = await env.ASSETS.fetch(new URL(`${reportDir()}${file}`, 'http://localhost'))
  expect(res.status, `${file} is stored`).toBe(200)
  return res.text()
}

const varies = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/)

// The large stored kinds, each with the plain file it must decode to and its content type.
const GZIPPED = [
  { path: '/conformance?format=json', file: 'all.report.json', type: 'application/json; charset=utf-8' },
  { path: '/conformance?format=junit', file: 'all.junit.xml', type: 'application/xml; charset=utf-8' },
  { path: '/conformance?format=json&tags=dealer', file: 'dealer.report.json', type: 'application/json; charset=utf-8' },
]

describe('GET /conformance sends the large stored bodies gzipped to clients that take gzip', () => {
  for (const { path, file, type } of GZIPPED)
    it(`${path}: gzip that decodes to exactly the stored ${file}, its content type, Vary`, async () => {
      const res = await get(path, { 'accept-encoding': 'gzip, deflate' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe('gzip')
      expect(res.headers.get('content-type')).toBe(type)
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-encoding', 'accept', 'hx-request']))
      // workerd decodes a gzip answer for the caller: bytes that were not gzip (or gzipped twice) would fail here.
      expect(await res.text()).toBe(await storedText(file))
    })

  it('sends the plain stored body, not labelled gzip, to a client that does not take gzip', async () => {
    const plain = await storedText('all.report.json')
    for (const ae of ['identity', 'gzip;q=0, deflate', 'br', 'gzip;q=0, *']) {
      const res = await get('/conformance?format=json', { 'accept-encoding': ae })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding'), ae).toBeNull()
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-encoding', 'accept', 'hx-request']))
      expect(await res.text(), ae).toBe(plain)
    }
  })

  it('sends the small kinds plain whatever the client takes, still saying Vary: Accept-Encoding', async () => {
    for (const [path, file] of [
      ['/conformance', 'all.html'],
      ['/conformance?format=text&tags=shoe', 'shoe.txt'],
    ]) {
      const res = await get(path, { 'accept-encoding': 'gzip' })
      expect(res.headers.get('content-encoding'), path).toBeNull()
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-encoding', 'accept', 'hx-request']))
      expect(await res.text()).toBe(await storedText(file))
    }
  })
})

describe('acceptsGzip (RFC 9110 Accept-Encoding)', () => {
  it('takes gzip when listed or covered by *, with a weight above 0', () => {
    for (const h of ['gzip', 'gzip, deflate', 'br;q=1.0, gzip;q=0.8', 'deflate, *', 'X-GZIP', ' gzip ; q=0.001'])
      expect(acceptsGzip(h), h).toBe(true)
    for (const h of [undefined, '', 'identity', 'br, deflate', 'gzip;q=0', 'gzip;q=0, *', '*;q=0', 'gzipx'])
      expect(acceptsGzip(h), String(h)).toBe(false)
  })
})
