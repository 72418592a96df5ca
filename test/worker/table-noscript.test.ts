import { describe, expect, it } from 'vitest'
import { seat, soloTable } from './table-helpers.ts'

/** The page's <head>, as served. */
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>') + '</head>'.length)

describe('without JavaScript, a player only waiting on others', () => {
  it('gets a page that reloads itself: the refresh sits inside <noscript> in <head>', async () => {
    const { id, ann } = await soloTable()
    const bob = await seat(id, 'Bob', 2)
    await ann.get(`/t/${id}`)
    await ann.act(id, 'bet', { amount: '10' })
    await ann.get(`/t/${id}`)
    // Ann has bet and waits for Bob: her page reloads every 4 s, but only with scripts off.
    expect(headOf(ann.html)).toContain('<noscript><meta http-equiv="refresh" content="4"/></noscript></head>')
    expect(ann.html.match(/http-equiv="refresh"/g)).toHaveLength(1)
    // Bob has not bet: nothing to wait for, no refresh at all.
    await bob.get(`/t/${id}`)
    expect(bob.html).not.toContain('http-equiv="refresh"')
  })
})
