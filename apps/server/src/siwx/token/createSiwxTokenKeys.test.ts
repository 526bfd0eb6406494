import { randomBytes } from 'node:crypto'
import { createFakeClock } from '@portico/core/internal'
import { compactVerify, importJWK, type JWK } from 'jose'
import { describe, expect, it } from 'vitest'
import { memoryDatabase } from '../../db/memoryDatabase.test-helpers'
import { siwxSigningKeys } from '../../db/siwxSchema'
import { createSiwxTokenKeys } from './createSiwxTokenKeys'
import { issueSiwxToken } from './issueSiwxToken'

const database = memoryDatabase()
const config = { algorithm: 'ES256', keyRotationMs: 3_600_000, fileKeys: undefined } as const
const secret = () => new Uint8Array(randomBytes(32))

describe('createSiwxTokenKeys (database)', () => {
  it('instances with one secret share one key, created once; one with another secret signs with its own and both are published', async () => {
    const { db } = database()
    await db.delete(siwxSigningKeys)
    const clock = createFakeClock({ start: Date.UTC(2026, 10, 28, 12) })
    const shared = secret()
    const [a, b] = [1, 2].map(() => createSiwxTokenKeys({ db, secret: shared, config, clock }))
    const [keyA, keyB] = await Promise.all([a?.signingKey(), b?.signingKey()])
    expect(keyA?.kid).toBe(keyB?.kid)
    expect(await db.select().from(siwxSigningKeys)).toHaveLength(1)

    // A process whose secret cannot open that key (e.g. a random one after a restart).
    const other = createSiwxTokenKeys({ db, secret: secret(), config, clock })
    const otherKey = await other.signingKey()
    expect(otherKey.kid).not.toBe(keyA?.kid)
    const published = await other.publicKeys()
    expect(published.map((key) => key.kid).sort()).toEqual([keyA?.kid, otherKey.kid].sort())

    // A token of either verifies with the published key of its kid.
    const session = {
      id: 's1',
      projectId: 'p',
      caipNetworkId: 'eip155:1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      expiresAt: new Date(clock.now() + 86_400_000),
    }
    for (const key of [keyA, otherKey]) {
      if (key === undefined) throw new Error('no key')
      const { token } = await issueSiwxToken({
        key,
        issuer: 'https://portico.test',
        session,
        lifetimeMs: 600_000,
        now: clock.now(),
      })
      const jwk = published.find((entry) => entry.kid === key.kid) as JWK
      await expect(compactVerify(token, await importJWK(jwk, 'ES256'))).resolves.toBeDefined()
    }
  })
})
