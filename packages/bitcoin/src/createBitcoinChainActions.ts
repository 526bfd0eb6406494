import {
  type AdapterNetwork,
  formatAmount,
  InvalidChainIdError,
  isBitcoinAddress,
  SendReceiverInvalidError,
} from '@portico/core'
import type { Clock } from '@portico/core/internal'
import { hex } from '@scure/base'
import type { BitcoinAdapter } from './bitcoinAdapterTypes'
import { BITCOIN_DUST_LIMIT } from './bitcoinDustLimit'
import { bitcoinPrefixesOf } from './bitcoinNetworks'
import { AmountBelowDustError, BitcoinNativeOnlyError } from './errors'
import type { EsploraClient } from './esplora/createEsploraClient'
import { feeRateOf } from './feeRateOf'
import { resolveBitcoinNetwork } from './resolveBitcoinNetwork'
import { signMessageWithWallet } from './signMessageWithWallet'
import type { BitcoinSession } from './startBitcoinSession'
import { waitForBitcoinTransaction } from './waitForBitcoinTransaction'
import { walletChainOf } from './walletChainOf'

/** Parameters of {@link createBitcoinChainActions}: what the adapter shares with its chain actions. */
export type CreateBitcoinChainActionsParameters = {
  networks: readonly AdapterNetwork[]
  /** Each network's Esplora client, by CAIP-2 id. */
  esplora: ReadonlyMap<string, EsploraClient>
  clock: Clock
  /** The adapter's current network. */
  network: () => AdapterNetwork
  /** The session, if any (an estimate from its address uses its public key). */
  session: () => BitcoinSession | undefined
  /** The connected session; throws `Wallet not connected` when there is none. */
  connected: () => BitcoinSession
}
/** Return type of {@link createBitcoinChainActions}. */
export type CreateBitcoinChainActionsReturnType = Pick<
  BitcoinAdapter,
  | 'signMessage'
  | 'sendTransaction'
  | 'sendToken'
  | 'signPsbt'
  | 'getBalance'
  | 'estimateSend'
  | 'waitForTransaction'
>

/**
 * Internal: the adapter's methods that read the chain (Esplora) or ask the wallet to sign. The
 * module that builds and finalizes transactions (`bitcoinActions.ts`: @scure/btc-signer) is
 * imported on the first send or estimate.
 *
 * @example
 * const actions = createBitcoinChainActions({ networks, esplora, clock, network, session, connected })
 * await actions.getBalance({ address })
 */
export function createBitcoinChainActions(
  parameters: CreateBitcoinChainActionsParameters,
): CreateBitcoinChainActionsReturnType {
  const { networks, clock, session, connected } = parameters
  let actions: Promise<typeof import('./bitcoinActions')> | undefined
  const load = () => {
    actions ??= import('./bitcoinActions')
    return actions
  }
  function on(chainId: number | string | undefined) {
    const network =
      chainId === undefined ? parameters.network() : resolveBitcoinNetwork({ networks, chainId })
    const esplora = parameters.esplora.get(network.caipNetworkId)
    const params = bitcoinPrefixesOf(network.caipNetworkId.slice('bip122:'.length))
    // The adapter checked both for every network it was given.
    if (!esplora || !params) throw new InvalidChainIdError({ details: network.caipNetworkId })
    return { network, esplora, params, symbol: network.nativeCurrency.symbol }
  }
  /** The PSBT of a payment from `from` (the wallet's account: with its public key). */
  async function build(p: {
    from: string
    publicKey?: string | undefined
    to: string
    amount: bigint
    chainId: number | string | undefined
  }) {
    const { network, esplora, params, symbol } = on(p.chainId)
    // Checked here too, before btc-signer's chunk loads or any request (and so that this
    // constant's module is in the adapter's static graph, not the lazy chunk's).
    if (p.amount < BITCOIN_DUST_LIMIT)
      throw new AmountBelowDustError({ minimum: formatAmount(BITCOIN_DUST_LIMIT, 8), symbol })
    // Checked before any request (the builder checks again with btc-signer's decoder).
    if (!isBitcoinAddress(p.to, network.caipNetworkId.slice('bip122:'.length)))
      throw new SendReceiverInvalidError({ details: p.to })
    const [module, utxos, estimates] = await Promise.all([
      load(),
      esplora.getUtxos(p.from),
      esplora.getFeeEstimates(),
    ])
    const built = module.buildPaymentPsbt({
      from: p.from,
      publicKey: p.publicKey,
      to: p.to,
      amount: p.amount,
      utxos,
      feeRate: feeRateOf(estimates),
      network: params,
      symbol,
    })
    return { module, built }
  }
  const publicKeyOf = (s: BitcoinSession) =>
    s.account.publicKey.length ? hex.encode(Uint8Array.from(s.account.publicKey)) : undefined
  /** Signs with the connected wallet, finalizes, and broadcasts unless told not to. */
  async function signAndSend(
    s: BitcoinSession,
    psbt: Uint8Array,
    options: {
      chainId?: number | string | undefined
      signingIndexes?: number[] | undefined
      broadcast?: boolean | undefined
    },
  ) {
    const { network, esplora } = on(options.chainId)
    const module = await load()
    const names = walletChainOf(network)
    const chain =
      names.find((c) => (s.wallet.chains as readonly string[]).includes(c)) ?? (names[0] as string)
    const signed = await module.signPsbtWithWallet({
      wallet: s.wallet,
      account: s.account,
      chain,
      psbt,
      signingIndexes: options.signingIndexes,
    })
    if (options.broadcast !== false) await esplora.broadcast(signed.hex)
    return signed
  }

  const result: CreateBitcoinChainActionsReturnType = {
    async signMessage({ message }) {
      const { wallet, account } = connected()
      return { signature: await signMessageWithWallet({ wallet, account, message }) }
    },
    async sendTransaction({ to, value, data, chainId }) {
      if (data !== undefined && data !== '' && data !== '0x')
        throw new BitcoinNativeOnlyError({ details: 'a Bitcoin payment carries no data' })
      return result.sendToken({ to, amount: value ?? 0n, chainId })
    },
    async sendToken({ to, token, amount, chainId }) {
      if (token) throw new BitcoinNativeOnlyError({ details: `token ${token}` })
      const s = connected()
      const { built } = await build({
        from: s.account.address,
        publicKey: publicKeyOf(s),
        to,
        amount,
        chainId,
      })
      const { txid } = await signAndSend(s, built.psbt, { chainId })
      return { hash: txid }
    },
    async signPsbt({ psbt, signingIndexes, broadcast, chainId }) {
      const { hex: raw, txid } = await signAndSend(connected(), psbt, {
        chainId,
        signingIndexes,
        broadcast,
      })
      return { hex: raw, txid }
    },
    async getBalance({ address, chainId }) {
      const { network, esplora } = on(chainId)
      const { chain, mempool } = await esplora.getAddressStats(address)
      const value =
        chain.fundedTxoSum - chain.spentTxoSum + mempool.fundedTxoSum - mempool.spentTxoSum
      const { decimals, symbol } = network.nativeCurrency
      return { value, decimals, symbol }
    },
    async estimateSend({ from, to, token, amount, chainId }) {
      if (token) throw new BitcoinNativeOnlyError({ details: `token ${token}` })
      const s = session()
      const publicKey = s && s.account.address === from ? publicKeyOf(s) : undefined
      const { built } = await build({ from, publicKey, to, amount, chainId })
      return { gas: BigInt(built.vsize), fee: built.fee }
    },
    async waitForTransaction({ hash, chainId }) {
      const { esplora } = on(chainId)
      const { status, fee } = await waitForBitcoinTransaction({ esplora, txid: hash, clock })
      return { status, fee }
    },
  }
  return result
}
