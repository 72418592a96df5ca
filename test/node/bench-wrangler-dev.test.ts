import { describe, expect, it } from 'vitest'
import { retryWhenAddressInUse } from '../../bench/wrangler-dev.ts'

/** bench/wrangler-dev.ts's retry of a `wrangler dev` start whose port another process took first. */

/** A start that fails with each of `failures` in turn, then answers 'up'; `calls` counts the attempts. */
function starts(failures: string[]) {
  const state = { calls: 0 }
  const start = async () => {
    const failure = failures[state.calls++]
    if (failure !== undefined) throw new Error(failure)
    return 'up'
  }
  return { state, start }
}

const IN_USE = 'wrangler dev exited with 1:\nAddress already in use (socket direct:1:default)'

describe('retryWhenAddressInUse', () => {
  it('starts again after "Address already in use", up to three starts in all', async () => {
    const twice = starts([IN_USE, IN_USE])
    await expect(retryWhenAddressInUse(twice.start)).resolves.toBe('up')
    expect(twice.state.calls).toBe(3)
  })

  it('gives up with the third such failure', async () => {
    const always = starts([IN_USE, IN_USE, IN_USE, IN_USE])
    await expect(retryWhenAddressInUse(always.start)).rejects.toThrow('Address already in use')
    expect(always.state.calls).toBe(3)
  })

  it('does not start again after any other failure', async () => {
    const other = starts(['wrangler dev did not answer /healthz within 90 s'])
    await expect(retryWhenAddressInUse(other.start)).rejects.toThrow('did not answer')
    expect(other.state.calls).toBe(1)
  })
})
