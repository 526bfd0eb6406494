import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { Address, OutScript } from '@scure/btc-signer'

const regtestAddress = Address(bitcoinRegtestPrefixes)

/**
 * The output script of a regtest address (`bcrt1q…`, `bcrt1p…`, `m…`/`n…`, `2…`), decoded by
 * `@scure/btc-signer`; `undefined` when it is not a valid regtest address. (bcoin 1.0.2 cannot
 * parse regtest's base58 addresses, whose prefixes testnet shares, nor bech32m.)
 */
export function regtestScriptOf(address: string): Uint8Array | undefined {
  if (address.length > 100) return undefined
  try {
    return OutScript.encode(regtestAddress.decode(address))
  } catch {
    return undefined
  }
}

/** The regtest address an output script pays to; `undefined` for a script without one (OP_RETURN, bare). */
export function regtestAddressOf(script: Uint8Array): string | undefined {
  try {
    return regtestAddress.encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

const esploraTypes: Record<string, string> = {
  pk: 'p2pk',
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'v0_p2wpkh',
  wsh: 'v0_p2wsh',
  tr: 'v1_p2tr',
  ms: 'multisig',
}

/** Esplora's `scriptpubkey_type` of an output script (`v0_p2wpkh`, `op_return`, …, `unknown`). */
export function esploraScriptType(script: Uint8Array): string {
  if (script[0] === 0x6a) return 'op_return'
  try {
    return esploraTypes[OutScript.decode(script).type] ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
