import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpTransport, MAX_ANSWER_BYTES } from '../../src/conformance/http-transport.ts'
import { checkTarget, internalHost, isLocalDev } from '../../src/conformance/ssrf.ts'

const deployed = { allowPrivate: false }

describe('the outbound policy (SSRF)', () => {
  it('refuses non-http schemes, credentials and internal addresses when deployed', () => {
    const refused = [
      'file:///etc/passwd',
      'gopher://example.com/',
      'http://127.0.0.1/',
      'http://127.9.9.9/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fe80::1]/',
      'http://[fc00::5]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[64:ff9b::a00:1]/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://localhost/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://printer.local/',
      'http://metadata.google.internal/',
      'http://metadata/',
      'https://a:b@example.com/',
      'not a url',
    ]
    for (const url of refused) expect(checkTarget(url, deployed), url).toMatchObject({ ok: false })
  })

  it('allows public http and https hosts, with ports and paths', () => {
    for (const url of [
      'https://student.example.com/play',
      'http://203.0.114.9:8080/x',
      'http://[2606:4700::1]/',
      'http://172.32.0.1/',
    ])
      expect(checkTarget(url, deployed), url).toMatchObject({ ok: true })
  })

  it('allows loopback and private targets in local development, never other schemes', () => {
    expect(checkTarget('http://127.0.0.1:8788/', { allowPrivate: true }).ok).toBe(true)
    expect(checkTarget('http://localhost:3000/', { allowPrivate: true }).ok).toBe(true)
    expect(checkTarget('file:///etc/passwd', { allowPrivate: true }).ok).toBe(false)
  })

  it('explains each refusal', () => {
    expect(internalHost('169.254.169.254')).toContain('link-local')
    expect(internalHost('[::1]')).toBe('a loopback address')
    expect(internalHost('example.com')).toBeNull()
  })

  it('detects local development from the request host or GRADER_ALLOW_PRIVATE', () => {
    expect(isLocalDev('http://localhost:8787/grade', undefined)).toBe(true)
    expect(isLocalDev('http://127.0.0.1:8787/grade', undefined)).toBe(true)
    expect(isLocalDev('https://blackjack.example.workers.dev/grade', undefined)).toBe(false)
    expect(isLocalDev('https://blackjack.example.workers.dev/grade', 'true')).toBe(true)
  })
})

describe('the HTTP transport is bounded', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/hang') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"dealer":')
        return // never ends
      }
      if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'application/json' })
        const chunk = 'x'.repeat(64 * 1024)
        let sent = 0
        const push = () => {
          while (sent < 10 * 1024 * 1024 && res.write(chunk)) sent += chunk.length
          if (sent < 10 * 1024 * 1024) res.once('drain', push)
          else res.end()
        }
        push()
        return
      }
      if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end()
      if (req.url === '/to-ok') return res.writeHead(307, { location: '/ok' }).end()
      if (req.url === '/ok') return res.writeHead(200).end('{"shoe":[]}')
      if (req.url === '/html500') return res.writeHead(500).end('<h1>oops</h1>')
      res.writeHead(404).end('not here')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })
  const local = { policy: { allowPrivate: true } }

  it('times out a response that never ends', async () => {
    const reply = await httpTransport(`${base}/hang`, local).send({}, 300)
    expect(reply).toMatchObject({ ok: false, kind: 'timeout', message: 'no complete answer within 300 ms' })
  })

  it(`cuts a 10 MB answer at ${MAX_ANSWER_BYTES} bytes`, async () => {
    const reply = await httpTransport(`${base}/huge`, local).send({}, 5_000)
    expect(reply).toMatchObject({ ok: false, kind: 'too-large' })
  })

  it('follows a redirect to an allowed place, and refuses one to a private address when deployed', async () => {
    expect(await httpTransport(`${base}/to-ok`, local).send({}, 2_000)).toMatchObject({
      ok: true,
      answer: { shoe: [] },
    })
    // Deployed policy, but the first hop is a public name served by a stub fetch: the redirect is what is refused.
    const stub = async () =>
      new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/' } })
    const reply = await httpTransport('https://student.example/', { policy: deployed, fetch: stub }).send({}, 2_000)
    expect(reply).toMatchObject({ ok: false, kind: 'refused' })
    expect((reply as { message: string }).message).toMatch(
      /^redirect refused: 169\.254\.169\.254 is a link-local address/,
    )
  })

  it('names a server error without JSON a crash, and other non-JSON answers malformed JSON', async () => {
    expect(await httpTransport(`${base}/html500`, local).send({}, 2_000)).toMatchObject({ ok: false, kind: 'crash' })
    const notFound = await httpTransport(`${base}/nope`, local).send({}, 2_000)
    expect(notFound).toMatchObject({
      ok: false,
      kind: 'malformed-json',
      message: 'HTTP 404: the answer is not valid JSON: "not here"',
    })
  })

  it('names a refused connection a network error', async () => {
    const reply = await httpTransport('http://127.0.0.1:9/', local).send({}, 2_000)
    expect(reply).toMatchObject({ ok: false, kind: 'network' })
  })
})
