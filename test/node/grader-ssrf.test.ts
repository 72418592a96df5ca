import { describe, expect, it } from 'vitest'
import { checkTarget, internalHost } from '../../src/conformance/ssrf.ts'

// Every entry of the IANA special-purpose address registries (RFC 6890 and its updates: RFC 7723,
// 8155, 8190, 9602, 9637, 9780), one address inside each, then one just outside where the edge matters.
// None of them is a public web server a student could be graded at.
const IPV4: [string, string][] = [
  ['0.0.0.0/8', '0.1.2.3'],
  ['10.0.0.0/8', '10.255.0.1'],
  ['100.64.0.0/10', '100.127.255.254'],
  ['127.0.0.0/8', '127.3.4.5'],
  ['169.254.0.0/16', '169.254.169.254'],
  ['172.16.0.0/12', '172.31.0.1'],
  ['192.0.0.0/24', '192.0.0.9'],
  ['192.0.2.0/24 (TEST-NET-1)', '192.0.2.10'],
  ['192.31.196.0/24 (AS112-v4)', '192.31.196.1'],
  ['192.52.193.0/24 (AMT)', '192.52.193.7'],
  ['192.88.99.0/24 (6to4 relay anycast)', '192.88.99.1'],
  ['192.168.0.0/16', '192.168.1.1'],
  ['192.175.48.0/24 (AS112 direct delegation)', '192.175.48.6'],
  ['198.18.0.0/15 (benchmarking)', '198.19.255.1'],
  ['198.51.100.0/24 (TEST-NET-2)', '198.51.100.20'],
  ['203.0.113.0/24 (TEST-NET-3)', '203.0.113.99'],
  ['224.0.0.0/4 (multicast)', '239.1.1.1'],
  ['240.0.0.0/4 (reserved)', '250.0.0.1'],
  ['255.255.255.255/32 (limited broadcast)', '255.255.255.255'],
]
const IPV6: [string, string][] = [
  ['::/128', '::'],
  ['::1/128', '::1'],
  ['::ffff:0:0/96 (IPv4-mapped)', '::ffff:192.0.2.1'],
  ['64:ff9b::/96 (NAT64 of a private address)', '64:ff9b::a00:1'],
  ['64:ff9b:1::/48 (local-use translation)', '64:ff9b:1::1'],
  ['100::/64 (discard-only)', '100::1'],
  ['100:0:0:1::/64 (dummy prefix)', '100:0:0:1::1'],
  ['2001::/23 (IETF protocol assignments)', '2001:1ff::1'],
  ['2001::/32 (TEREDO)', '2001:0:4136:e378::1'],
  ['2001:2::/48 (benchmarking)', '2001:2::1'],
  ['2001:db8::/32 (documentation)', '2001:db8::1'],
  ['2002::/16 (6to4 of a private address)', '2002:a00:1::1'],
  ['2620:4f:8000::/48 (AS112 direct delegation)', '2620:4f:8000::1'],
  ['3fff::/20 (documentation)', '3fff:fff::1'],
  ['5f00::/16 (SRv6 SIDs)', '5f00:1::1'],
  ['fc00::/7 (unique-local)', 'fd12::1'],
  ['fe80::/10 (link-local)', 'fe80::1'],
  ['ff00::/8 (multicast)', 'ff02::1'],
]
const PUBLIC = ['192.0.3.1', '198.51.101.1', '203.0.114.1', '192.88.100.1', '1.1.1.1', '198.20.0.1']
const PUBLIC6 = ['2001:200::1', '2606:4700::1111', '2620:4f:8001::1', '3fff:1000::1', '2001:db9::1']

describe('the SSRF filter refuses every special-purpose range (RFC 6890 registry)', () => {
  for (const [range, addr] of IPV4)
    it(`refuses ${range}`, () => {
      expect(internalHost(addr), addr).not.toBeNull()
      expect(checkTarget(`http://${addr}/`, { allowPrivate: false }).ok).toBe(false)
    })
  for (const [range, addr] of IPV6)
    it(`refuses ${range}`, () => {
      const host = new URL(`http://[${addr}]/`).hostname
      expect(internalHost(host), addr).not.toBeNull()
    })
  it('still lets the public addresses next to them through', () => {
    for (const a of PUBLIC) expect(internalHost(a), a).toBeNull()
    for (const a of PUBLIC6) expect(internalHost(new URL(`http://[${a}]/`).hostname), a).toBeNull()
  })
})
