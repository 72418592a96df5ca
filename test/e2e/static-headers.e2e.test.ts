import { describe, expect, it } from 'vitest'
import { baseURL } from './helpers.ts'

// Issue 13, point 7: static files are served by Workers static assets, not by the Worker, so they
// get their security headers from static/_headers. Checked against wrangler dev, which honours it.
describe('static files carry the security headers', () => {
  for (const path of ['/assets/app.css', '/assets/table.js', '/charts/1d-h17.bin']) {
    it(path, async () => {
      const res = await fetch(`${baseURL()}${path}`)
      expect(res.status).toBe(200)
      await res.arrayBuffer()
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('referrer-policy')).toBe('same-origin')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    })
  }
})
