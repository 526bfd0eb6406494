// Interop proof against the official, Apache-2.0 @walletconnect/utils@2.21.8 (test-only dependency).
import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decrypt } from './decrypt'
import { deriveSymKey } from './deriveSymKey'
import { deserializeEnvelope } from './deserializeEnvelope'
import { encrypt } from './encrypt'
import { generateKeyPair } from './generateKeyPair'
import { generateRandomBytes32 } from './generateRandomBytes32'
import { hashKey } from './hashKey'
import { hashMessage } from './hashMessage'

const payload = fc.string({ unit: 'grapheme', maxLength: 300 })

describe('crypto interop with @walletconnect/utils@2.21.8', () => {
  it('derives the same symmetric key and topic from the same keys, in both roles', () => {
    const ours = generateKeyPair()
    const theirs = official.generateKeyPair()
    const symKey = deriveSymKey(ours.privateKey, theirs.publicKey)
    expect(official.deriveSymKey(theirs.privateKey, ours.publicKey)).toBe(symKey)
    expect(official.deriveSymKey(ours.privateKey, theirs.publicKey)).toBe(symKey)
    expect(hashKey(symKey)).toBe(official.hashKey(symKey))
    expect(hashKey(ours.publicKey)).toBe(official.hashKey(ours.publicKey))
    expect(hashMessage('wc')).toBe(official.hashMessage('wc'))
  })

  it('writes byte-for-byte the same envelope for the same key and iv', () => {
    const symKey = generateRandomBytes32()
    const iv = generateRandomBytes32().slice(0, 24)
    const { publicKey } = generateKeyPair()
    const message = '{"id":1,"jsonrpc":"2.0","result":true}'
    expect(encrypt({ symKey, message, iv })).toBe(official.encrypt({ symKey, message, iv }))
    expect(encrypt({ type: 1, symKey, message, iv, senderPublicKey: publicKey })).toBe(
      official.encrypt({ type: 1, symKey, message, iv, senderPublicKey: publicKey }),
    )
  })

  it('ours encrypts, theirs decrypts (type 0 and 1, base64 and base64url)', () => {
    const { publicKey } = generateKeyPair()
    fc.assert(
      fc.property(payload, fc.boolean(), fc.boolean(), (message, typeOne, url) => {
        const symKey = generateRandomBytes32()
        const encoding = url ? ('base64url' as const) : ('base64' as const)
        const theirEncoding = url ? official.BASE64URL : official.BASE64 // 'base64url' | 'base64pad'
        const encoded = encrypt({
          type: typeOne ? 1 : 0,
          symKey,
          message,
          senderPublicKey: typeOne ? publicKey : undefined,
          encoding,
        })
        expect(official.decrypt({ symKey, encoded, encoding: theirEncoding })).toBe(message)
        const theirView = official.deserialize({ encoded, encoding: theirEncoding })
        expect(theirView.type[0]).toBe(typeOne ? 1 : 0)
        if (typeOne)
          expect(Buffer.from(theirView.senderPublicKey ?? []).toString('hex')).toBe(publicKey)
      }),
      { numRuns: 50 },
    )
  })

  it('theirs encrypts, ours decrypts (type 0 and 1, base64 and base64url)', () => {
    const { publicKey } = official.generateKeyPair()
    fc.assert(
      fc.property(payload, fc.boolean(), fc.boolean(), (message, typeOne, url) => {
        const symKey = official.generateRandomBytes32()
        const encoding = url ? ('base64url' as const) : ('base64' as const)
        const encoded = official.encrypt({
          type: typeOne ? 1 : 0,
          symKey,
          message,
          senderPublicKey: typeOne ? publicKey : undefined,
          encoding: url ? official.BASE64URL : official.BASE64,
        })
        expect(decrypt({ symKey, encoded, encoding })).toBe(message)
        const ourView = deserializeEnvelope({ encoded, encoding })
        expect(ourView.type).toBe(typeOne ? 1 : 0)
        expect(ourView.senderPublicKey).toBe(typeOne ? publicKey : undefined)
      }),
      { numRuns: 50 },
    )
  })

  it('a session proposal answer: their wallet answers with type 1, our dapp derives and opens it', () => {
    // dapp (ours) proposes with its public key; wallet (theirs) derives the key and answers type 1
    const dapp = generateKeyPair()
    const wallet = official.generateKeyPair()
    const walletSymKey = official.deriveSymKey(wallet.privateKey, dapp.publicKey)
    const responseTopic = official.hashKey(dapp.publicKey)
    const answer = official.encrypt({
      type: 1,
      symKey: walletSymKey,
      senderPublicKey: wallet.publicKey,
      message: '{"id":1,"jsonrpc":"2.0","result":{"relay":{"protocol":"irn"}}}',
    })
    expect(hashKey(dapp.publicKey)).toBe(responseTopic)
    const { senderPublicKey } = deserializeEnvelope({ encoded: answer })
    const symKey = deriveSymKey(dapp.privateKey, senderPublicKey as string)
    expect(JSON.parse(decrypt({ symKey, encoded: answer })).result.relay.protocol).toBe('irn')
    expect(hashKey(symKey)).toBe(official.hashKey(walletSymKey))
  })
})
