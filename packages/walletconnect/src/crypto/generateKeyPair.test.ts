import { createPrivateKey, createPublicKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateKeyPair } from './generateKeyPair'

describe('generateKeyPair', () => {
  it('gives an X25519 pair whose public half is the one Node derives from the private half', () => {
    const { privateKey, publicKey } = generateKeyPair()
    expect(privateKey).toMatch(/^[0-9a-f]{64}$/)
    const der = Buffer.concat([
      Buffer.from('302e020100300506032b656e04220420', 'hex'),
      Buffer.from(privateKey, 'hex'),
    ])
    const spki = createPublicKey(
      createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
    ).export({
      format: 'der',
      type: 'spki',
    })
    expect(spki.subarray(-32).toString('hex')).toBe(publicKey)
    expect(generateKeyPair().privateKey).not.toBe(privateKey)
  })
})
