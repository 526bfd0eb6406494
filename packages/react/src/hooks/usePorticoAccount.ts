import type { AdapterAccount } from '@portico/core'
import { usePorticoConfig } from '../context'
import type { ChainIdOf } from '../types/register'
import { useStore } from '../useStore'

/** An EVM address (EIP-55 checksummed as the wallet gives it). */
export type EvmAddress = `0x${string}`
/** A Solana address: a base58-encoded public key (`@solana/kit`'s `address()` takes it). */
export type SolanaAddress = string
/** A Bitcoin address of the network (`bc1…`, `tb1…`, `bcrt1…`; base58 `1…`/`3…` for older kinds). */
export type BitcoinAddress = string

type AccountFields<namespace extends string, address extends string> = {
  /** The active namespace: check it to narrow `address` and `chainId`. */
  namespace: namespace
  address: address | undefined
  /** The chain the wallet is on (maybe one the app did not request). */
  chainId: ChainIdOf<namespace> | undefined
  /** `namespace:chainId:address`. */
  caipAddress: `${namespace}:${string}:${address}` | undefined
  status: AdapterAccount['status']
  isConnected: boolean
  /** Id of the wallet's connector (an EIP-6963 rdns, `walletConnect`, `embeddedWallet`…). */
  connectorId: string | undefined
  /**
   * SPEC §3 Account type: `eoa` (the key's own account), on EVM `smartAccount` (the embedded
   * wallet's smart account), on Bitcoin `payment` (the wallet's payment address); set while
   * connected (an extension's or WalletConnect's EVM account is `eoa`).
   */
  type?: AccountTypeOf<namespace> | undefined
  /**
   * The account's public key where the namespace has one (Solana: the address, base58; Bitcoin:
   * the compressed key, hex).
   */
  publicKey?: string | undefined
  /** The key's derivation path where the wallet tells it (the embedded wallet's). */
  path?: string | undefined
}

/** The account types of a namespace (SPEC §1, §3). */
type AccountTypeOf<namespace extends string> = namespace extends 'eip155'
  ? 'eoa' | 'smartAccount'
  : namespace extends 'bip122'
    ? 'payment'
    : 'eoa'

/** The account on an EVM chain. */
export type EvmAccount = AccountFields<'eip155', EvmAddress>
/** The account on Solana. */
export type SolanaAccount = AccountFields<'solana', SolanaAddress>
/** The account on Bitcoin (its payment address). */
export type BitcoinAccount = AccountFields<'bip122', BitcoinAddress>

/** The active account, discriminated by `namespace`. */
export type UsePorticoAccountReturnType = EvmAccount | SolanaAccount | BitcoinAccount

/**
 * The connected account of the active namespace, read from its adapter (wagmi for EVM). Check
 * `namespace` to get the address's type: `` `0x${string}` `` on `eip155`, base58 on `solana`, a
 * Bitcoin address on `bip122`.
 *
 * @example
 * const account = usePorticoAccount()
 * if (account.namespace === 'eip155' && account.address)
 *   await readContract(wagmiConfig, { address: token, abi, functionName: 'balanceOf', args: [account.address] })
 */
export function usePorticoAccount(): UsePorticoAccountReturnType {
  const config = usePorticoConfig()
  const account = useStore(config.account)
  const { active } = useStore(config.namespace)
  const caip = account.caipAddress
  // The adapter's account as it reports it (address, chainId, type, publicKey, path…); its own
  // CAIP-10 id names its namespace, the active one while there is none.
  return {
    ...account,
    namespace: caip ? caip.slice(0, caip.indexOf(':')) : active,
    isConnected: account.status === 'connected' && !!account.address,
  } as UsePorticoAccountReturnType
}
