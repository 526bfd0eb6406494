import { Address, OutScript } from '@scure/btc-signer'
import {
  type BitcoinAddressPrefixes,
  bitcoinMainnetPrefixes,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from '../bitcoinNetworks'
import { Bip322AddressNetworkError, Bip322AddressTypeError } from './errors'

/** An address BIP-322 signs for here: P2WPKH (its key hash) or P2TR (its output key). */
export type Bip322Address =
  | { type: 'wpkh'; hash: Uint8Array; script: Uint8Array }
  | { type: 'tr'; pubkey: Uint8Array; script: Uint8Array }

const knownNetworks = [bitcoinMainnetPrefixes, bitcoinTestnetPrefixes, bitcoinRegtestPrefixes]

function decode(address: string, network: BitcoinAddressPrefixes) {
  try {
    return Address(network).decode(address)
  } catch {
    return undefined
  }
}

/**
 * Decodes `address` of `network` for BIP-322: its kind and scriptPubKey (`message_challenge`).
 * Returns `undefined` for a string that is no Bitcoin address; throws
 * {@link Bip322AddressNetworkError} for an address of another network and
 * {@link Bip322AddressTypeError} for a type other than P2WPKH and P2TR.
 *
 * @example
 * parseBip322Address('bcrt1q…', bitcoinRegtestPrefixes) // { type: 'wpkh', hash, script }
 */
export function parseBip322Address(
  address: string,
  network: BitcoinAddressPrefixes,
): Bip322Address | undefined {
  if (typeof address !== 'string') return undefined
  const decoded = decode(address, network)
  if (!decoded) {
    if (knownNetworks.some((other) => other !== network && decode(address, other)))
      throw new Bip322AddressNetworkError({ address })
    return undefined
  }
  if (decoded.type === 'wpkh')
    return { type: 'wpkh', hash: decoded.hash, script: OutScript.encode(decoded) }
  if (decoded.type === 'tr')
    return { type: 'tr', pubkey: decoded.pubkey, script: OutScript.encode(decoded) }
  throw new Bip322AddressTypeError({ address, type: decoded.type })
}
