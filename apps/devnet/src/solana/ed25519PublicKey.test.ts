import { expect, test } from 'vitest'
import { ed25519PublicKey } from './ed25519PublicKey'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// RFC 8032 §7.1 test 1.
test('ed25519 public key of the RFC 8032 test 1 secret', () => {
  const secret = Buffer.from(
    '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    'hex',
  )
  expect(hex(ed25519PublicKey(secret))).toBe(
    'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
  )
})

test('refuses a secret that is not 32 bytes', () => {
  expect(() => ed25519PublicKey(new Uint8Array(31))).toThrow('An ed25519 secret key has 32 bytes.')
})
