/**
 * The outbound policy of the grader (OWASP's SSRF prevention advice): only http and https, no
 * credentials in the URL, and — unless private targets are allowed (local development, the CLI) —
 * no loopback, private, link-local, unique-local, metadata or otherwise internal address or name.
 * Names are checked as written; a public name that resolves to a private address is stopped by
 * the Worker's `global_fetch_strictly_public` flag (wrangler.toml), since a Worker cannot resolve
 * names itself. Every redirect hop is checked again by the HTTP transport.
 */
export interface OutboundPolicy {
  allowPrivate: boolean
}

/** A checked target, or why it is refused. */
export type TargetCheck = { ok: true; url: URL } | { ok: false; reason: string }

/** Host names that only mean something inside a network, whatever they resolve to. */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.localdomain', '.internal', '.intranet', '.lan', '.home.arpa']

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  return parts.every((p) => p <= 255) ? parts : null
}

/**
 * /24 entries of the IANA special-purpose registry (RFC 6890 and updates) not named below:
 * documentation, 6to4 relay, AS112 and AMT. [first three octets, words].
 */
const SPECIAL_V4: [number[], string][] = [
  [[192, 0, 2], 'a documentation address (TEST-NET-1)'],
  [[198, 51, 100], 'a documentation address (TEST-NET-2)'],
  [[203, 0, 113], 'a documentation address (TEST-NET-3)'],
  [[192, 88, 99], 'a 6to4 relay anycast address'],
  [[192, 31, 196], 'an AS112 address'],
  [[192, 175, 48], 'an AS112 address'],
  [[192, 52, 193], 'an AMT address'],
]

/** Why an IPv4 address is not public, or null (every range of the RFC 6890 special-purpose registry). */
export function privateIpv4(p: number[]): string | null {
  const [a, b] = p
  for (const [start, why] of SPECIAL_V4) if (start.every((x, i) => p[i] === x)) return why
  if (a === 127) return 'a loopback address'
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'a private address'
  if (a === 169 && b === 254) return 'a link-local address (cloud metadata lives there)'
  if (a === 0) return 'a "this network" address'
  if (a === 100 && b >= 64 && b <= 127) return 'a carrier-grade NAT address'
  if (a === 192 && b === 0 && p[2] === 0) return 'an IETF protocol address'
  if (a === 198 && (b === 18 || b === 19)) return 'a benchmarking address'
  if (a >= 224) return 'a multicast or reserved address'
  return null
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (hex, maybe with ::). */
function ipv6Groups(host: string): number[] | null {
  const [head, tail, extra] = host.split('::')
  if (extra !== undefined) return null
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)))
  const h = parse(head)
  const t = tail === undefined ? [] : parse(tail)
  const groups = tail === undefined ? h : [...h, ...new Array(8 - h.length - t.length).fill(0), ...t]
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null
}

/** Why an IPv6 address is not public, or null (the RFC 6890 registry); embedded IPv4 addresses are checked too. */
export function privateIpv6(g: number[]): string | null {
  const v4 = (hi: number, lo: number) => privateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255])
  if (g.slice(0, 7).every((x) => x === 0) && g[7] <= 1)
    return g[7] === 1 ? 'a loopback address' : 'the unspecified address'
  if ((g[0] & 0xfe00) === 0xfc00) return 'a unique-local address'
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return 'a link-local address'
  if ((g[0] & 0xff00) === 0xff00) return 'a multicast address'
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6], g[7]) ?? null
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'a local-use translation address'
  if (g[0] === 0x64 && g[1] === 0xff9b) return v4(g[6], g[7])
  if (g[0] === 0x100 && g[1] === 0 && g[2] === 0 && g[3] <= 1) return 'a discard-only or dummy-prefix address'
  if (g[0] === 0x2002) return v4(g[1], g[2])
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'a documentation address'
  // 2001::/23 holds TEREDO, benchmarking, AMT, AS112, ORCHID and the other IETF assignments.
  if (g[0] === 0x2001 && g[1] < 0x200) return 'an IETF protocol address (TEREDO, benchmarking, ORCHID …)'
  if (g[0] === 0x2620 && g[1] === 0x4f && g[2] === 0x8000) return 'an AS112 address'
  if (g[0] === 0x3fff && g[1] < 0x1000) return 'a documentation address'
  if (g[0] === 0x5f00) return 'a segment-routing (SRv6) address'
  return null
}

/** Why a host name or address is internal, or null when it may be reached from a deployed grader. */
export function internalHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) {
    const groups = ipv6Groups(host.slice(1, -1))
    return groups ? privateIpv6(groups) : 'an IPv6 address the grader cannot read'
  }
  const v4 = ipv4Parts(host)
  if (v4) return privateIpv4(v4)
  if (host === 'localhost' || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) return 'an internal host name'
  if (!host.includes('.')) return 'a single-label host name (internal names such as "metadata" look like this)'
  return null
}

/**
 * Checks a student's endpoint URL (or a redirect's target) against the policy. The URL parser
 * canonicalises odd address forms first (`http://2130706433/`, `http://0x7f.1/` become 127.0.0.1).
 */
export function checkTarget(target: string | URL, policy: OutboundPolicy): TargetCheck {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return { ok: false, reason: `${JSON.stringify(String(target))} is not a URL` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `${url.protocol} URLs are not allowed: the grader speaks only http and https` }
  if (url.username || url.password) return { ok: false, reason: 'a URL with a user name or password is not allowed' }
  if (!policy.allowPrivate) {
    const why = internalHost(url.hostname)
    if (why)
      return {
        ok: false,
        reason: `${url.hostname} is ${why}; a deployed grader only reaches public hosts (grade local programs with the CLI or a local dev server)`,
      }
  }
  return { ok: true, url }
}

/**
 * Whether the grader runs in local development: the request reached it at a loopback host (a
 * deployed Worker is never addressed as localhost), or GRADER_ALLOW_PRIVATE is "true"
 * (`wrangler dev --var GRADER_ALLOW_PRIVATE:true`, for a dev server reached over the LAN).
 */
export function isLocalDev(requestUrl: string, allowVar: unknown): boolean {
  if (allowVar === 'true' || allowVar === true) return true
  const host = new URL(requestUrl).hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
}
