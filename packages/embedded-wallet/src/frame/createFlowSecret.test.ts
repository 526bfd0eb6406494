import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createFlowSecret } from './createFlowSecret'

describe('createFlowSecret', () => {
  it('makes 32 random bytes in base64url and their SHA-256 in hex', async () => {
    const { secret, hash } = await createFlowSecret()
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32)
    expect(hash).toBe(createHash('sha256').update(secret).digest('hex'))
    expect((await createFlowSecret()).secret).not.toBe(secret)
  })
})
