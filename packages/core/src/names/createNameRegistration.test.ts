import { describe, expect, it } from 'vitest'
import { createNameMessage } from './createNameMessage'

describe('createNameMessage', () => {
  it('is the JSON the server reads, with whole unix seconds', () => {
    const message = createNameMessage({ name: 'alice.portico.id', now: 1_795_600_000_999 })
    expect(message).toBe('{"name":"alice.portico.id","attributes":{},"timestamp":1795600000}')
    expect(
      JSON.parse(createNameMessage({ name: 'a.b', attributes: { avatar: 'x' }, now: 0 })),
    ).toEqual({ name: 'a.b', attributes: { avatar: 'x' }, timestamp: 0 })
  })
})
