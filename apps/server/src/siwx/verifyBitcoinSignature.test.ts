import { Bip322AddressTypeError } from '@portico/bitcoin/bip322'
import { bitcoinReferences } from '@portico/core/caip'
import { formatSiwxMessage } from '@portico/core/siwx'
import { describe, expect, it } from 'vitest'
import { devnetBitcoinSigner, devnetKey7 } from '../../test/siwx/bitcoinSigner'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'
import { verifySiwxSignature } from './verifySiwxSignature'

const chainId = `bip122:${bitcoinReferences.regtest}` as const
const signer = devnetBitcoinSigner(7)
const other = devnetBitcoinSigner(8)
const message = formatSiwxMessage({
  domain: 'app.test',
  accountAddress: signer.address,
  uri: 'https://app.test/',
  version: '1',
  chainId,
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-01-01T00:00:00.000Z',
})

describe('verifyBitcoinSignature', () => {
  it('verifies a BIP-322 signature of the sign-in text by a devnet key (P2WPKH), and dispatches on bip122:', async () => {
    const signature = signer.signMessage(message)
    const parameters = { chainId, address: signer.address, message, signature }
    expect(verifyBitcoinSignature(parameters)).toBe(true)
    expect(await verifySiwxSignature(parameters)).toBe(true)
  })

  it('verifies P2TR (key path)', () => {
    const taproot = devnetBitcoinSigner(7, devnetKey7.p2tr)
    const signature = taproot.signMessage(message)
    expect(verifyBitcoinSignature({ chainId, address: taproot.address, message, signature })).toBe(
      true,
    )
  })

  it('refuses another key, another text, another chain and a malformed signature', () => {
    const signature = signer.signMessage(message)
    const address = signer.address
    const refused = [
      { chainId, address: other.address, message, signature },
      { chainId, address, message: `${message} `, signature },
      { chainId, address, message, signature: other.signMessage(message) },
      // mainnet: the regtest address is of another network (false, not an error)
      { chainId: `bip122:${bitcoinReferences.mainnet}`, address, message, signature },
      // a chain Portico knows no prefixes of (Litecoin's reference)
      { chainId: 'bip122:12a765e31ffd4059bada1e25190f6e98', address, message, signature },
      { chainId, address, message, signature: '0x1234' },
      { chainId, address, message, signature: '' },
    ]
    for (const parameters of refused) expect(verifyBitcoinSignature(parameters)).toBe(false)
  })

  it('throws Bip322AddressTypeError for an address type BIP-322 is not verified for (P2PKH)', () => {
    const signature = signer.signMessage(message)
    expect(() =>
      verifyBitcoinSignature({ chainId, address: devnetKey7.p2pkh, message, signature }),
    ).toThrow(Bip322AddressTypeError)
  })
})
