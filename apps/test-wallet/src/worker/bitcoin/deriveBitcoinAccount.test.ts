import { secp256k1 } from '@noble/curves/secp256k1.js'
import { getBitcoinDevnetKeys } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { deriveBitcoinAccount } from './deriveBitcoinAccount'

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('deriveBitcoinAccount', () => {
  test('matches the devnet’s Bitcoin keys 0–2 (BIP-84 m/84’/1’/0’/0/i, P2WPKH regtest)', () => {
    for (const [index, key] of getBitcoinDevnetKeys(3).entries()) {
      const account = deriveBitcoinAccount({ mnemonic: devnetMnemonic, accountIndex: index })
      expect(account.address).toBe(key.address)
      expect(account.address.startsWith('bcrt1q')).toBe(true)
      expect(toHex(account.publicKey)).toBe(key.publicKey)
      expect(account.path).toBe(key.path)
      // OP_0 <20-byte hash160 of the public key>
      expect(Array.from(account.script.slice(0, 2))).toEqual([0x00, 0x14])
      expect(account.script).toHaveLength(22)
    }
  })

  test('signs a P2WPKH input: the signature verifies against the BIP-143 digest and the public key', () => {
    const account = deriveBitcoinAccount({ mnemonic: devnetMnemonic })
    const transaction = new Transaction()
    transaction.addInput({
      txid: new Uint8Array(32).fill(7),
      index: 1,
      witnessUtxo: { script: account.script, amount: 50_000n },
    })
    transaction.addOutput({ script: account.script, amount: 40_000n })
    account.signInput(transaction, 0)
    const [publicKey, signature] = transaction.getInput(0).partialSig?.[0] ?? []
    expect(publicKey).toEqual(account.publicKey)
    // DER signature + the sighash byte; BIP-143 signs the P2PKH script code of the key hash.
    expect(signature?.at(-1)).toBe(SigHash.ALL)
    const scriptCode = Uint8Array.from([0x76, 0xa9, 0x14, ...account.script.slice(2), 0x88, 0xac])
    const digest = transaction.preimageWitnessV0(0, scriptCode, SigHash.ALL, 50_000n)
    const der = (signature as Uint8Array).slice(0, -1)
    expect(
      secp256k1.verify(der, digest, account.publicKey, { format: 'der', prehash: false }),
    ).toBe(true)
  })

  test('refuses an index outside 0…2^31-1', () => {
    expect(() => deriveBitcoinAccount({ mnemonic: devnetMnemonic, accountIndex: -1 })).toThrow(
      'accountIndex must be an integer',
    )
  })
})
