import { ed25519 } from '@noble/curves/ed25519.js'
import { formatSiwxMessage } from '@portico/core/siwx'
import { base58 } from '@scure/base'
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, signBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { checkSiwxMessage } from './checkSiwxMessage'
import { decodeSolanaSignature } from './decodeSolanaSignature'
import { verifySiwxSignature } from './verifySiwxSignature'
import { verifySolanaSignature } from './verifySolanaSignature'

// RFC 8032 §7.1 TEST 2: a published ed25519 vector (one-byte message 0x72, i.e. "r").
const rfc8032 = {
  secretKey: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
  publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
  signature:
    '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
}
const hex = (value: string) => Uint8Array.from(Buffer.from(value, 'hex'))

describe('verifySolanaSignature', () => {
  it('verifies the RFC 8032 vector over the UTF-8 bytes of the text, in base58 and base64', () => {
    const address = base58.encode(hex(rfc8032.publicKey))
    const signature = hex(rfc8032.signature)
    expect(
      verifySolanaSignature({ address, message: 'r', signature: base58.encode(signature) }),
    ).toBe(true)
    expect(
      verifySolanaSignature({
        address,
        message: 'r',
        signature: Buffer.from(signature).toString('base64'),
      }),
    ).toBe(true)
    expect(
      verifySolanaSignature({ address, message: 's', signature: base58.encode(signature) }),
    ).toBe(false)
  })

  it('verifies what @solana/kit signBytes signs (the bytes a wallet signs), and dispatches on solana:', async () => {
    const keyPair = await createKeyPairFromPrivateKeyBytes(hex(rfc8032.secretKey))
    const address = await getAddressFromPublicKey(keyPair.publicKey)
    expect(address).toBe(base58.encode(hex(rfc8032.publicKey)))
    const message = formatSiwxMessage({
      domain: 'app.test',
      accountAddress: address,
      uri: 'https://app.test/',
      version: '1',
      chainId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-01-01T00:00:00.000Z',
    })
    const bytes = new Uint8Array(
      await signBytes(keyPair.privateKey, new TextEncoder().encode(message)),
    )
    // Deterministic ed25519: noble signs the same bytes to the same signature.
    expect(bytes).toEqual(ed25519.sign(new TextEncoder().encode(message), hex(rfc8032.secretKey)))
    const signature = base58.encode(bytes)
    expect(verifySolanaSignature({ address, message, signature })).toBe(true)
    expect(
      await verifySiwxSignature({
        chainId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
        address,
        message,
        signature,
      }),
    ).toBe(true)
    // Without the solana chain it is read as EIP-191, and refused.
    expect(await verifySiwxSignature({ address, message, signature })).toBe(false)
    // The local chain's genesis reference is a chain the message check accepts when configured.
    expect(
      checkSiwxMessage({
        message,
        allowedOrigins: new Set(['https://app.test']),
        supportedChains: new Set(['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR']),
        now: Date.parse('2026-01-01T00:00:00.000Z'),
      }).chainId,
    ).toBe('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR')
  })

  it('is false, never a throw, for a malformed address or signature', () => {
    const address = base58.encode(hex(rfc8032.publicKey))
    const signature = base58.encode(hex(rfc8032.signature))
    for (const [a, s] of [
      ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', signature],
      ['0OIl', signature],
      [base58.encode(new Uint8Array(31).fill(1)), signature],
      [address, `0x${rfc8032.signature}`],
      [address, ''],
      [address, base58.encode(new Uint8Array(63))],
    ])
      expect(verifySolanaSignature({ address: a ?? '', message: 'r', signature: s ?? '' })).toBe(
        false,
      )
  })

  it('refuses a malleated signature (S + L, the same scalar): one signature per message and key', () => {
    const address = base58.encode(hex(rfc8032.publicKey))
    const signature = hex(rfc8032.signature)
    // S + L (the group order) encodes the same scalar: a malleated signature.
    const l = 2n ** 252n + 27742317777372353535851937790883648493n
    const s = BigInt(`0x${Buffer.from(signature.subarray(32)).reverse().toString('hex')}`)
    const malleated = new Uint8Array(signature)
    malleated.set(Buffer.from((s + l).toString(16).padStart(64, '0'), 'hex').reverse(), 32)
    expect(
      verifySolanaSignature({ address, message: 'r', signature: base58.encode(malleated) }),
    ).toBe(false)
  })
})

describe('decodeSolanaSignature', () => {
  it('reads base58 and padded base64 of 64 bytes, nothing else', () => {
    const bytes = hex(rfc8032.signature)
    expect(decodeSolanaSignature(base58.encode(bytes))).toEqual(bytes)
    expect(decodeSolanaSignature(Buffer.from(bytes).toString('base64'))).toEqual(bytes)
    expect(
      decodeSolanaSignature(Buffer.from(bytes).toString('base64').slice(0, -2)),
    ).toBeUndefined()
    expect(decodeSolanaSignature(base58.encode(bytes.subarray(1)))).toBeUndefined()
    expect(decodeSolanaSignature('not base58 0OIl')).toBeUndefined()
    expect(decodeSolanaSignature(`${base58.encode(bytes)}${'1'.repeat(20_000)}`)).toBeUndefined()
  })
})
