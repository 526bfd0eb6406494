import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import {
  type BitcoinAddressPrefixes,
  bitcoinMainnetPrefixes,
  bitcoinPrefixesOf,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from '../caip/bitcoinNetworks'

const base58check = createBase58check(sha256)

function isSegwit(address: string, hrp: string): boolean {
  // BIP-173: one case only; the checksum is over the lowercase form.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false
  const lower = address.toLowerCase()
  if (!lower.startsWith(`${hrp}1`)) return false
  const version = bech32.decodeUnsafe(lower)
  const decoded = version ?? bech32m.decodeUnsafe(lower)
  if (!decoded || decoded.prefix !== hrp || decoded.words.length === 0) return false
  const [witnessVersion = -1, ...rest] = decoded.words
  if (witnessVersion > 16) return false
  // BIP-350: version 0 uses bech32, versions 1 to 16 bech32m.
  if ((witnessVersion === 0) !== (version !== undefined)) return false
  let program: Uint8Array
  try {
    program = bech32.fromWords(rest)
  } catch {
    return false
  }
  if (witnessVersion === 0) return program.length === 20 || program.length === 32
  return program.length >= 2 && program.length <= 40
}

function isBase58(address: string, prefixes: BitcoinAddressPrefixes): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return false
  try {
    const payload = base58check.decode(address)
    return (
      payload.length === 21 &&
      (payload[0] === prefixes.pubKeyHash || payload[0] === prefixes.scriptHash)
    )
  } catch {
    return false
  }
}

/**
 * Whether `value` is a Bitcoin address of the network with CAIP-2 `reference` (any of mainnet,
 * the test networks and regtest when absent): SegWit (bech32 for version 0, bech32m for
 * Taproot and later, BIP-173/350) or base58check P2PKH/P2SH.
 *
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', bitcoinReferences.regtest) // false
 */
export function isBitcoinAddress(value: unknown, reference?: string): boolean {
  if (typeof value !== 'string' || value.length > 100) return false
  const known = reference === undefined ? undefined : bitcoinPrefixesOf(reference)
  if (reference !== undefined && !known) return false
  const candidates = known
    ? [known]
    : [bitcoinMainnetPrefixes, bitcoinTestnetPrefixes, bitcoinRegtestPrefixes]
  return candidates.some(
    (prefixes) => isSegwit(value, prefixes.bech32) || isBase58(value, prefixes),
  )
}
