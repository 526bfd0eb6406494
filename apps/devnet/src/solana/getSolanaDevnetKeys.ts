import { createHash } from 'node:crypto'
import { deriveSolanaKeyPair } from '@portico/core/keys'
import { type Address, getAddressDecoder, getBase58Decoder } from '@solana/kit'
import { devnetMnemonic } from '../chains'
import { ed25519PublicKey } from './ed25519PublicKey'
import { type SolanaDevnetTokenSymbol, solanaDevnetSeed } from './solanaDevnetSeed'

/** One Solana key of the devnet. */
export type SolanaDevnetKey = {
  address: Address
  /** 64 bytes (secret then public key), the form `createKeyPairSignerFromBytes` and web3.js take. */
  keyPairBytes: Uint8Array
  /** The same 64 bytes in base58: what Phantom's and Solflare's "import private key" accept. */
  secretKeyBase58: string
}

/** Return type of {@link getSolanaDevnetKeys}. */
export type GetSolanaDevnetKeysReturnType = {
  /** Accounts `m/44'/501'/i'/0'` of the devnet mnemonic (funded: the first 10). */
  accounts: SolanaDevnetKey[]
  /** Pays `requestAirdrop` and is the mint authority of the seeded tokens. */
  faucet: SolanaDevnetKey
  /** Fixed mint key pairs (sha256 of a label as the ed25519 secret): the same addresses always. */
  mints: Record<SolanaDevnetTokenSymbol, SolanaDevnetKey>
}

let cached: { count: number; value: GetSolanaDevnetKeysReturnType } | undefined

function toKey(secretKey: Uint8Array, publicKey: Uint8Array): SolanaDevnetKey {
  const keyPairBytes = new Uint8Array(64)
  keyPairBytes.set(secretKey)
  keyPairBytes.set(publicKey, 32)
  return {
    address: getAddressDecoder().decode(publicKey),
    keyPairBytes,
    secretKeyBase58: getBase58Decoder().decode(keyPairBytes),
  }
}

function labelled(label: string): SolanaDevnetKey {
  const secret = new Uint8Array(
    createHash('sha256').update(`portico-solana-devnet ${label}`).digest(),
  )
  return toKey(secret, ed25519PublicKey(secret))
}

/**
 * The Solana devnet's keys: accounts from the devnet mnemonic on Phantom's path
 * `m/44'/501'/i'/0'` (SLIP-0010 ed25519), the faucet and the two token mints. Deterministic.
 *
 * @example
 * const { accounts, mints } = getSolanaDevnetKeys()
 * accounts[0].address // the first funded account
 * mints.pUSD.address  // the 6-decimal stable's mint
 */
export function getSolanaDevnetKeys(
  count: number = solanaDevnetSeed.fundedAccounts,
): GetSolanaDevnetKeysReturnType {
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    throw new RangeError(`count must be an integer from 0 to 1000, got ${count}`)
  if (cached && cached.count >= count)
    return { ...cached.value, accounts: cached.value.accounts.slice(0, count) }
  const accounts = Array.from({ length: count }, (_, accountIndex) => {
    const known = cached?.value.accounts[accountIndex]
    if (known) return known
    const { secretKey, publicKey } = deriveSolanaKeyPair({ mnemonic: devnetMnemonic, accountIndex })
    return toKey(secretKey, publicKey)
  })
  const value = {
    accounts,
    faucet: labelled('faucet'),
    mints: { pUSD: labelled('mint pUSD'), PTK: labelled('mint PTK') },
  }
  cached = { count, value }
  return value
}
