import type { AdapterAccount, ChainAdapter } from '../adapter'
import type { BaseError } from '../errors/base'
import { isUserRejection } from '../errors/isUserRejection'
import { InvalidParameterError } from '../errors/parameter'
import {
  SendFeeAboveBalanceError,
  SendReceiverInvalidError,
  SendReceiverNameUnknownError,
  SendTokenRequiredError,
  TransactionDeclinedError,
  TransactionFailedError,
} from '../errors/send'
import { formatAmount } from '../format/formatAmount'
import { isAccountName } from '../names/isAccountName'
import type { SendToken } from '../send/types'
import { validateSend } from '../send/validateSend'
import { createStore, type Store } from '../store/createStore'

/** The send draft (SPEC §3). */
export type SendDraft = {
  token: SendToken | undefined
  /** The amount as typed (a decimal string, read exactly with `parseAmount`). */
  sendTokenAmount: string
  receiverAddress: string
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** The address a receiver typed as a name (`alice.portico.id`) resolves to, once looked up. */
  receiverResolvedAddress: string | undefined
  /** The account's total on the active network, in USD. */
  networkBalanceInUsd: number | undefined
}

/** A checked send, with its fee estimate: what the preview shows and `send` sends. */
export type SendPreview = {
  caipNetworkId: string
  chainId: number | string
  from: string
  token: SendToken
  /** The amount in the token's smallest unit. */
  value: bigint
  receiverAddress: string
  /** The name the receiver was typed as, when it was one (`alice.portico.id`). */
  receiverName?: string | undefined
  gas: bigint
  /** The most the network fee may cost, in the native token's smallest unit. */
  fee: bigint
  /** Deposited on top of the fee to create the receiver's account (Solana token account rent); 0n when none. */
  rent: bigint
}

/** The send store's state: the draft, the checked preview and the last error. */
export type SendState = SendDraft & {
  status: 'idle' | 'estimating' | 'ready' | 'sending'
  /** The checked send, set by `preview` (cleared by any edit). */
  preview: SendPreview | undefined
  /** The last rule the draft broke (shown inline), cleared by any edit. */
  error: BaseError | undefined
}

/** What `send` returns once the transaction is mined. */
export type SendResult = { hash: string; fee: bigint; preview: SendPreview }

/** Parameters of {@link createSendStore}. */
export type CreateSendStoreParameters = {
  adapter: Pick<ChainAdapter, 'estimateSend' | 'sendToken' | 'waitForTransaction'>
  /** The connected account; a change of address or network (or a disconnect) clears the draft. */
  account: Pick<Store<AdapterAccount>, 'getState' | 'subscribe'>
  /** The native balance and symbol of the account on the active network (checks the fee). */
  getNativeBalance: () => { value: bigint | undefined; symbol: string | undefined }
  /** Looks up the receiver's name and avatar (optional; failures are ignored). */
  getIdentity?:
    | ((address: string) => Promise<{ name: string | null; avatar: string | null }>)
    | undefined
  /**
   * Resolves a receiver typed as a name (`alice.portico.id`) to its address, `null` when no one
   * registered it (optional: without it a name is not a valid receiver).
   */
  resolveName?: ((name: string) => Promise<string | null>) | undefined
  /** The app's networks: sends on them are accepted (a local Solana cluster, see validateSend). */
  networks?: readonly (string | { caipNetworkId: string })[] | undefined
}

/** Return type of {@link createSendStore}. */
export type CreateSendStoreReturnType = Store<SendState> & {
  setToken(token: SendToken | undefined): void
  setAmount(amount: string): void
  /** Sets the receiver; a valid EVM address starts the identity lookup. */
  setReceiverAddress(address: string): void
  setNetworkBalanceInUsd(value: number | undefined): void
  /** Fills in the largest amount: the token's balance, or for the native token balance − fee. */
  setMaxAmount(): Promise<void>
  /** Checks the draft, estimates the fee, checks the fee; true when the preview is ready. */
  preview(): Promise<boolean>
  /**
   * Sends the previewed transfer and waits until it is mined. Success clears the draft. A
   * rejection throws `TransactionDeclinedError` (draft kept); a revert `TransactionFailedError`.
   */
  send(): Promise<SendResult>
  /** Clears the draft. */
  reset(): void
  /** Stops following the account. */
  destroy(): void
}

const emptyDraft: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  receiverResolvedAddress: undefined,
  networkBalanceInUsd: undefined,
  status: 'idle',
  preview: undefined,
  error: undefined,
}

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * The send draft and its flow (SPEC §3, §4, §5): edit → `preview` (validation, fee estimate, fee
 * check — all before any wallet prompt) → `send` (wallet prompt, wait for the receipt). The draft
 * clears on success, on a network or account switch and on disconnect. Amounts are bigint.
 *
 * @example
 * const send = createSendStore({ adapter, account, getNativeBalance: () => balance })
 * send.setToken({ name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 19n })
 * send.setAmount('0.5')
 * send.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * if (await send.preview()) await send.send() // { hash, fee, preview }
 */
export function createSendStore(parameters: CreateSendStoreParameters): CreateSendStoreReturnType {
  const { adapter, account, getNativeBalance, getIdentity, resolveName } = parameters
  const store = createStore<SendState>(emptyDraft)
  let lookup = 0

  const edit = (fields: Partial<SendState>) =>
    store.setState({ ...fields, preview: undefined, error: undefined, status: 'idle' })
  const reset = () => {
    lookup++
    store.setState(emptyDraft)
  }

  const active = () => {
    const { address, chainId, caipAddress, status } = account.getState()
    if (status !== 'connected' || !address || chainId === undefined || !caipAddress)
      return undefined
    return { address, chainId, caipNetworkId: caipAddress.split(':').slice(0, 2).join(':') }
  }

  const stopAccount = account.subscribe((next, previous) => {
    if (next.caipAddress !== previous.caipAddress || next.status === 'disconnected') reset()
  })

  // A receiver typed as a name is looked up at preview time (the name service decides, not a
  // lookup made while typing): unknown → a clear error before any wallet prompt.
  const resolveReceiver = async (typed: string) => {
    const name = typed.trim()
    if (!isAccountName(name)) return undefined
    if (!resolveName) throw new SendReceiverInvalidError({ details: name })
    store.setState({ status: 'estimating', error: undefined })
    const address = await resolveName(name)
    if (!address) throw new SendReceiverNameUnknownError({ receiverName: name.toLowerCase() })
    return { name: name.toLowerCase(), address }
  }

  const fail = (error: unknown): false => {
    store.setState({ status: 'idle', preview: undefined, error: error as BaseError })
    return false
  }

  return {
    ...store,
    setToken: (token) => edit({ token }),
    setAmount: (sendTokenAmount) => edit({ sendTokenAmount }),
    setReceiverAddress(receiverAddress) {
      const id = ++lookup
      edit({
        receiverAddress,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        receiverResolvedAddress: undefined,
      })
      const address = receiverAddress.trim()
      if (resolveName && isAccountName(address)) {
        resolveName(address).then(
          (resolved) => {
            if (id !== lookup || !resolved) return
            store.setState({
              receiverProfileName: address.toLowerCase(),
              receiverResolvedAddress: resolved,
            })
          },
          () => undefined,
        )
        return
      }
      if (!getIdentity || !evmAddressPattern.test(address)) return
      getIdentity(address).then(
        (identity) => {
          if (id !== lookup) return
          store.setState({
            receiverProfileName: identity.name ?? undefined,
            receiverProfileImageUrl: identity.avatar ?? undefined,
          })
        },
        () => undefined,
      )
    },
    setNetworkBalanceInUsd: (networkBalanceInUsd) => store.setState({ networkBalanceInUsd }),
    async setMaxAmount() {
      const { token } = store.getState()
      const current = active()
      if (!token) return void fail(new SendTokenRequiredError())
      if (token.address || !current) {
        return edit({ sendTokenAmount: formatAmount(token.balance, token.decimals) })
      }
      store.setState({ status: 'estimating', error: undefined })
      try {
        const { fee } = await adapter.estimateSend({
          from: current.address,
          to: current.address,
          amount: 0n,
          chainId: current.chainId,
        })
        if (fee >= token.balance) {
          throw new SendFeeAboveBalanceError({ symbol: getNativeBalance().symbol ?? token.symbol })
        }
        edit({ sendTokenAmount: formatAmount(token.balance - fee, token.decimals) })
      } catch (error) {
        fail(error)
      }
    },
    async preview() {
      const draft = store.getState()
      const current = active()
      const native = getNativeBalance()
      const input = {
        caipNetworkId: current?.caipNetworkId,
        token: draft.token,
        amount: draft.sendTokenAmount,
        receiverAddress: draft.receiverAddress,
        nativeSymbol: native.symbol,
        networks: parameters.networks,
      }
      try {
        const name = await resolveReceiver(draft.receiverAddress)
        if (name) input.receiverAddress = name.address
        const checked = validateSend(input)
        if (!current || !draft.token) return false
        store.setState({ status: 'estimating', error: undefined })
        const estimate = await adapter.estimateSend({
          from: current.address,
          to: checked.receiverAddress,
          token: draft.token.address,
          amount: checked.value,
          chainId: current.chainId,
        })
        const { gas, fee } = estimate
        const rent = estimate.rent ?? 0n
        // The native balance pays the fee and any account the send creates.
        validateSend({ ...input, fee: fee + rent, nativeBalance: native.value ?? 0n })
        if (store.getState().sendTokenAmount !== draft.sendTokenAmount) return false
        store.setState({
          status: 'ready',
          preview: {
            caipNetworkId: current.caipNetworkId,
            chainId: current.chainId,
            from: current.address,
            token: draft.token,
            value: checked.value,
            receiverAddress: checked.receiverAddress,
            receiverName: name?.name,
            gas,
            fee,
            rent,
          },
        })
        return true
      } catch (error) {
        return fail(error)
      }
    },
    async send() {
      const { preview, status } = store.getState()
      if (!preview || status !== 'ready')
        throw new InvalidParameterError({ reason: 'send() needs a ready preview' })
      store.setState({ status: 'sending', error: undefined })
      let hash: string
      try {
        ;({ hash } = await adapter.sendToken({
          to: preview.receiverAddress,
          token: preview.token.address,
          amount: preview.value,
          chainId: preview.chainId,
        }))
      } catch (cause) {
        store.setState({ status: 'ready' })
        if (cause instanceof TransactionDeclinedError || !isUserRejection(cause)) throw cause
        throw new TransactionDeclinedError({ cause })
      }
      try {
        const receipt = await adapter.waitForTransaction({ hash, chainId: preview.chainId })
        if (receipt.status === 'reverted') throw new TransactionFailedError({ hash })
        reset()
        return { hash, fee: receipt.fee, preview }
      } catch (error) {
        // The transaction left the wallet: the preview is spent, the draft stays for a retry.
        store.setState({ status: 'idle', preview: undefined })
        throw error
      }
    },
    reset,
    destroy: stopAccount,
  }
}
