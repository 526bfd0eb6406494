import { devnetMnemonic } from '@portico/devnet/chains'
import { type Address, isAddressEqual } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import type { ApprovalPrompt, WalletEventName } from '../messages'
import type { WalletChain, WalletConfig } from '../walletConfig'
import { rpcErrorCodes, WalletRpcError } from './walletRpcError'
import type { WalletState, WalletStore } from './walletStore'

/** Everything a request is served with: who asks, the key, the state and the person at the panel. */
export type WalletContext = {
  /** Origin of the page that sent the request. */
  origin: string
  account: HDAccount
  config: WalletConfig
  store: WalletStore
  /**
   * Asks the person: the extension's approval popup for web pages, the WalletConnect page for
   * WalletConnect peers — never the requesting page itself. Resolves `true` on Approve.
   */
  approve: (prompt: ApprovalPrompt) => Promise<boolean>
  /** Sends an EIP-1193 event to every tab (or only tabs of `origin` when given). */
  emit: (event: WalletEventName, data: unknown, origin?: string) => void
}

/** All chains the wallet can be on: the built-in ones and those added at run time. */
export function knownChains(config: WalletConfig, state: WalletState): WalletChain[] {
  return [
    ...config.chains,
    ...state.addedChains.filter((c) => !config.chains.some((k) => k.id === c.id)),
  ]
}

/** The current chain (the default one when the stored id is no longer known). */
export function currentChain(config: WalletConfig, state: WalletState): WalletChain {
  const chains = knownChains(config, state)
  const chain = chains.find((c) => c.id === state.chainId) ?? chains[0]
  if (!chain) throw new WalletRpcError(rpcErrorCodes.internal, 'The wallet has no chains')
  return chain
}

/** Throws 4100 unless the origin was approved. */
export function requirePermission(context: WalletContext, state: WalletState): void {
  if (!state.permissions[context.origin])
    throw new WalletRpcError(
      rpcErrorCodes.unauthorized,
      'The requested account and/or method has not been authorized by the user.',
    )
}

/** Throws 4001 when the person rejects the prompt. */
export async function requireApproval<Context extends Pick<WalletContext, 'approve'>>(
  context: Context,
  prompt: ApprovalPrompt,
): Promise<void> {
  if (!(await context.approve(prompt)))
    throw new WalletRpcError(rpcErrorCodes.userRejected, 'User rejected the request.')
}

/** Throws -32602 with `message` unless `condition` holds. */
export function assertParams(condition: unknown, message: string): asserts condition {
  if (!condition) throw new WalletRpcError(rpcErrorCodes.invalidParams, message)
}

const derived = new Map<number, HDAccount>()

/**
 * The EVM accounts the wallet gives each site: `context.account` first (the build's
 * `accountIndex`), then the `state.accountCount - 1` accounts after it on the devnet mnemonic
 * (added with the `addAccount` test control, as a person adds accounts in a wallet).
 *
 * @example
 * walletAccounts(context, await context.store.read()).map((a) => a.address)
 */
export function walletAccounts(
  context: Pick<WalletContext, 'account' | 'config'>,
  state: Pick<WalletState, 'accountCount'>,
): HDAccount[] {
  const more = Array.from({ length: Math.max(0, (state.accountCount ?? 1) - 1) }, (_, i) => {
    const index = context.config.accountIndex + i + 1
    let account = derived.get(index)
    if (!account) {
      account = mnemonicToAccount(devnetMnemonic, { addressIndex: index })
      derived.set(index, account)
    }
    return account
  })
  return [context.account, ...more]
}

/** The wallet's account with this address (any of {@link walletAccounts}), else undefined. */
export function findWalletAccount(
  context: Pick<WalletContext, 'account' | 'config'>,
  state: Pick<WalletState, 'accountCount'>,
  address: unknown,
): HDAccount | undefined {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  return walletAccounts(context, state).find((a) => isAddressEqual(a.address, address as Address))
}
