import { getBitcoinDevnetKeys } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnetPrefixes, bitcoinRegtestPrefixes } from '../bitcoinNetworks'
import { Bip322AddressNetworkError, Bip322SignerError } from './errors'
import { signBip322Simple } from './signBip322Simple'

describe('signBip322Simple', () => {
  const [key, other] = getBitcoinDevnetKeys(2)
  if (!key || !other) throw new Error('no devnet keys')
  const network = bitcoinRegtestPrefixes

  it("refuses an address that is not the private key's", () => {
    expect(() =>
      signBip322Simple({
        privateKey: key.privateKey,
        address: other.address,
        message: 'm',
        network,
      }),
    ).toThrow(Bip322SignerError)
  })

  it('refuses a string that is no address, and an invalid private key', () => {
    expect(() =>
      signBip322Simple({ privateKey: key.privateKey, address: 'bcrt1qxyz', message: 'm', network }),
    ).toThrow(Bip322SignerError)
    expect(() =>
      signBip322Simple({
        privateKey: new Uint8Array(32),
        address: key.address,
        message: 'm',
        network,
      }),
    ).toThrow(Bip322SignerError)
  })

  it('refuses an address of another network', () => {
    expect(() =>
      signBip322Simple({
        privateKey: key.privateKey,
        address: key.address,
        message: 'm',
        network: bitcoinMainnetPrefixes,
      }),
    ).toThrow(Bip322AddressNetworkError)
  })
})
