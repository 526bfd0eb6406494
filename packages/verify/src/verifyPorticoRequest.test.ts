import { describe, expect, it } from 'vitest'
import { PorticoTokenMissingError, PorticoTokenSignatureError } from './errors'
import { audience, createKey, issuer, now, signToken } from './tokenTestKit.test-helpers'
import { verifyPorticoRequest } from './verifyPorticoRequest'

describe('verifyPorticoRequest', () => {
  it("verifies a Fetch API Request's Bearer token, and refuses none or a forged one", async () => {
    const key = await createKey()
    const options = { issuer, audience, jwks: key.jwks, currentDate: now }
    const request = (authorization?: string) =>
      new Request('https://app.test/api/me', {
        headers: authorization === undefined ? {} : { authorization },
      })
    const result = await verifyPorticoRequest(request(`Bearer ${await signToken(key)}`), options)
    expect(result.sessionId).toBe('session-1')
    await expect(verifyPorticoRequest(request(), options)).rejects.toBeInstanceOf(
      PorticoTokenMissingError,
    )
    const forged = await signToken(await createKey('k1'))
    await expect(verifyPorticoRequest(request(`Bearer ${forged}`), options)).rejects.toBeInstanceOf(
      PorticoTokenSignatureError,
    )
  })
})
