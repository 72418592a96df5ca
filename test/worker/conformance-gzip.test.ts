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

describe('GET /conformance/cases and /cases/:id answer with the stored pages', () => {
  it('a fixture: the stored page and JSON, as the route renders them, with their content types', async () => {
    const id = 'split-aces-ten-is-not-blackjack'
    const html = await get(`/conformance/cases/${id}`)
    expect(html.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(await html.text()).toBe(await storedText(`case.${id}.html`))
    const json = await get(`/conformance/cases/${id}?format=json`)
    expect(json.headers.get('content-type')).toBe('application/json')
    expect(await json.text()).toBe(await storedText(`case.${id}.json`))
  })

  it('the shuffle answered at random is not stored, and still answered live; unknown ids are 404', async () => {
    const res = await get('/conformance/cases/shuffle-two-decks-without-seed?format=json')
    expect(((await res.json()) as { verdict: string }).verdict).toBe('pass')
    const missing = await env.ASSETS.fetch(
      new URL(`${reportDir()}case.shuffle-two-decks-without-seed.json`, 'http://x'),
    )
    expect(missing.status).toBe(404)
    await missing.body?.cancel()
    for (const id of ['..%2Fall', 'case.dealer-stands-on-soft-17', 'nope'])
      expect((await get(`/conformance/cases/${id}`)).status, id).toBe(404)
  })

  it('the fixtures list: gzip to clients that take it, plain to the others, both the stored page', async () => {
    const plain = await storedText('cases.html')
    const gz = await get('/conformance/cases', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(varies(gz)).toEqual(expect.arrayContaining(['accept-encoding', 'accept', 'hx-request']))
    expect(await gz.text()).toBe(plain)
    const identity = await get('/conformance/cases', { 'accept-encoding': 'identity' })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(await identity.text()).toBe(plain)
  })
})
