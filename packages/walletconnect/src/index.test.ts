import { BaseError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import * as walletconnect from './index'

describe('@portico/walletconnect entry', () => {
  it('exports this list (a change of public API shows here in review)', () => {
    expect(Object.keys(walletconnect).sort()).toMatchInlineSnapshot(`
      [
        "DecryptionFailedError",
        "InvalidAuthRequestError",
        "InvalidDidKeyError",
        "InvalidEnvelopeError",
        "InvalidKeyError",
        "InvalidPairingUriError",
        "InvalidRelayInputError",
        "InvalidRelayJwtError",
        "InvalidSignInputError",
        "ProviderRpcError",
        "RelayJwtAudienceError",
        "RelayJwtExpiredError",
        "RelayJwtSignatureError",
        "RelayRequestError",
        "ReplyTimeoutError",
        "SignExpiredError",
        "SignNotFoundError",
        "SignPeerError",
        "SignTimeoutError",
        "SocketNotReadyError",
        "buildAuthObject",
        "createLocalSignStorage",
        "createMemorySignStorage",
        "createRelayClient",
        "createRelayJwt",
        "createSignClient",
        "createWalletConnectProvider",
        "decodeDidKey",
        "decrypt",
        "deriveSymKey",
        "deserializeEnvelope",
        "encodeDidKey",
        "encodeEnvelope",
        "encrypt",
        "formatAuthMessage",
        "formatPairingUri",
        "formatRelayUrl",
        "generateKeyPair",
        "generateRandomBytes32",
        "getClientId",
        "getDidAddress",
        "getDidChainId",
        "hashKey",
        "hashMessage",
        "parsePairingUri",
        "populateAuthPayload",
        "relayMode",
        "verifyRelayJwt",
      ]
    `)
  })

  it('every error class extends the one BaseError of @portico/core', () => {
    const errors = Object.entries(walletconnect).filter(([name]) => name.endsWith('Error'))
    expect(errors).not.toHaveLength(0)
    for (const [, value] of errors) {
      expect((value as { prototype: unknown }).prototype).toBeInstanceOf(BaseError)
    }
  })
})
