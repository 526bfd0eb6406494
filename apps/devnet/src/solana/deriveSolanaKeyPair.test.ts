import { expect, test } from 'vitest'
import { ed25519PublicKey, mnemonicToSeed, slip10Ed25519 } from './deriveSolanaKeyPair'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// SLIP-0010 test vector 1 for ed25519 (seed 000102…0f), from the SLIP-0010 document.
test('SLIP-0010 ed25519 test vector 1', () => {
  const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
  expect(hex(slip10Ed25519(seed, []).secretKey)).toBe(
    '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
  )
  expect(hex(slip10Ed25519(seed, []).publicKey)).toBe(
    'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
  )
  expect(hex(slip10Ed25519(seed, [0]).secretKey)).toBe(
    '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
  )
  expect(hex(slip10Ed25519(seed, [0, 1, 2, 2, 1000000000]).secretKey)).toBe(
    '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
  )
})

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

test('BIP-39 seed and bad input', () => {
  expect(
    mnemonicToSeed('test test test test test test test test test test test junk'),
  ).toHaveLength(64)
  expect(() => slip10Ed25519(new Uint8Array(16), [-1])).toThrow(RangeError)
  expect(() => ed25519PublicKey(new Uint8Array(31))).toThrow(RangeError)
})
