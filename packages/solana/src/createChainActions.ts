import { type AdapterNetwork, WalletFeatureNotSupportedError } from '@portico/core'
import type { Clock } from '@portico/core/internal'
import type { CreateSolanaClientParameters } from './createSolanaClient'
import { TransactionDataNotSupportedError } from './errors'
import type { PriorityFeeOptions } from './getComputeUnitPrice'
import { resolveSolanaNetwork } from './resolveSolanaNetwork'
import type { SolanaAdapter } from './solanaAdapterTypes'
import type { SolanaSession } from './startSession'
import { SolanaSignAndSendTransaction, SolanaSignTransaction, type Wallet } from './walletStandard'

/** Parameters of {@link createChainActions}: what the adapter shares with its chain actions. */
export type CreateChainActionsParameters = {
  networks: readonly AdapterNetwork[]
  /** Each network's endpoints, by CAIP-2 id. */
  endpoints: ReadonlyMap<string, CreateSolanaClientParameters>
  clock: Clock
  /** The adapter's current network. */
  network: () => AdapterNetwork
  /** The session, if any (estimates read the wallet's transaction versions). */
  session: () => SolanaSession | undefined
  /** The connected session; throws `Wallet not connected` when there is none. */
  connected: () => SolanaSession
  /** How compute units are priced (the adapter's `priorityFee`). */
  priorityFee?: PriorityFeeOptions | undefined
}
/** Return type of {@link createChainActions}. */
export type CreateChainActionsReturnType = Pick<
  SolanaAdapter,
  | 'signMessage'
  | 'sendTransaction'
  | 'sendToken'
  | 'signAndSendTransaction'
  | 'signTransaction'
  | 'signAllTransactions'
  | 'getBalance'
  | 'estimateSend'
  | 'waitForTransaction'
>

/**
 * Internal: the adapter's methods that read the chain or ask the wallet to sign. The module they
 * need (`solanaActions.ts`: @solana/kit, the program clients) is imported on the first call, and
 * one RPC client per network is kept.
 *
 * @example
 * const actions = createChainActions({ networks, endpoints, clock, network, session, connected })
 * await actions.getBalance({ address })
 */
export function createChainActions(
  parameters: CreateChainActionsParameters,
): CreateChainActionsReturnType {
  const { networks, endpoints, clock, session, connected, priorityFee } = parameters
  let actions: Promise<typeof import('./solanaActions')> | undefined
  const clients = new Map<
    string,
    ReturnType<typeof import('./solanaActions')['createSolanaClient']>
  >()
  async function onChain(chainId: number | string | undefined) {
    actions ??= import('./solanaActions')
    const module = await actions
    const target =
      chainId === undefined ? parameters.network() : resolveSolanaNetwork({ networks, chainId })
    let client = clients.get(target.caipNetworkId)
    if (!client) {
      client = module.createSolanaClient(endpoints.get(target.caipNetworkId) ?? {})
      clients.set(target.caipNetworkId, client)
    }
    return { module, network: target, ...client }
  }

  // The expiry of each transaction sent here, so a wait can tell a dropped one (kept small).
  const expiries = new Map<string, bigint>()
  const remember = (hash: string, lastValidBlockHeight: bigint) => {
    expiries.set(hash, lastValidBlockHeight)
    for (const old of expiries.keys()) {
      if (expiries.size <= 100) break
      expiries.delete(old)
    }
  }

  const result: CreateChainActionsReturnType = {
    async signMessage({ message }) {
      const { wallet, account } = connected()
      const { module } = await onChain(undefined)
      return { signature: await module.signMessageWithWallet({ wallet, account, message }) }
    },
    async sendTransaction({ to, value, data, chainId }) {
      if (data !== undefined && data !== '' && data !== '0x')
        throw new TransactionDataNotSupportedError()
      return result.sendToken({ to, amount: value ?? 0n, chainId })
    },
    async sendToken({ to, token, amount, chainId }) {
      const { wallet, account } = connected()
      assertCanSend(wallet)
      const { module, rpc, network } = await onChain(chainId)
      const from = account.address
      const { instructions } = await module.buildTransferInstructions({
        rpc,
        from,
        to,
        token,
        amount,
      })
      const version = module.transactionVersionFor(wallet)
      const prepared = await module.prepareTransaction({
        rpc,
        from,
        instructions,
        version,
        priorityFee,
      })
      const hash = await module.sendWithWallet({
        wallet,
        account,
        chain: network.caipNetworkId,
        rpc,
        transaction: prepared.wireTransaction,
      })
      remember(hash, prepared.lastValidBlockHeight)
      return { hash }
    },
    async signAndSendTransaction({ transaction, chainId }) {
      const { wallet, account } = connected()
      assertCanSend(wallet)
      const { module, rpc, network } = await onChain(chainId)
      const chain = network.caipNetworkId
      return { hash: await module.sendWithWallet({ wallet, account, chain, rpc, transaction }) }
    },
    async signTransaction({ transaction, chainId }) {
      const { transactions } = await result.signAllTransactions({
        transactions: [transaction],
        chainId,
      })
      return { transaction: transactions[0] as Uint8Array }
    },
    async signAllTransactions({ transactions, chainId }) {
      const { wallet, account } = connected()
      const { module, network } = await onChain(chainId)
      const chain = network.caipNetworkId
      return {
        transactions: await module.signTransactionsWithWallet({
          wallet,
          account,
          chain,
          transactions,
        }),
      }
    },
    async getBalance({ address, chainId }) {
      const { rpc, network } = await onChain(chainId)
      const { value } = await rpc
        .getBalance(address as Parameters<typeof rpc.getBalance>[0], { commitment: 'confirmed' })
        .send()
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol }
    },
    async estimateSend({ from, to, token, amount, chainId }) {
      const { module, rpc } = await onChain(chainId)
      const transfer = await module.buildTransferInstructions({ rpc, from, to, token, amount })
      const current = session()
      const version = current ? module.transactionVersionFor(current.wallet) : 0
      const { instructions, rent } = transfer
      const prepared = await module.prepareTransaction({
        rpc,
        from,
        instructions,
        version,
        priorityFee,
      })
      return { gas: BigInt(prepared.unitLimit), fee: prepared.fee, rent }
    },
    async waitForTransaction({ hash, chainId }) {
      const { module, rpc, rpcSubscriptions } = await onChain(chainId)
      const lastValidBlockHeight = expiries.get(hash)
      try {
        return await module.waitForSignature({
          rpc,
          rpcSubscriptions,
          hash,
          clock,
          lastValidBlockHeight,
        })
      } finally {
        expiries.delete(hash)
      }
    },
  }
  return result
}

/** Refuses before any chain work when the wallet can neither sign-and-send nor sign. */
function assertCanSend(wallet: Wallet) {
  if (
    !(SolanaSignAndSendTransaction in wallet.features || SolanaSignTransaction in wallet.features)
  )
    throw new WalletFeatureNotSupportedError({ feature: SolanaSignAndSendTransaction })
}
