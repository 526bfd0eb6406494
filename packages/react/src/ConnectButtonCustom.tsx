import { shortenAddress } from '@portico/core'
import { type ReactNode, useEffect, useState } from 'react'
import { usePorticoConfig } from './context'
import {
  type EvmAccount,
  type SolanaAccount,
  type UsePorticoAccountReturnType,
  usePorticoAccount,
} from './hooks/usePorticoAccount'
import { loadModal } from './modal/loadModal'
import { useAccountName } from './names/useAccountName'
import { useStore } from './useStore'

/** Decimals shown for quantities (SPEC §9; core's `QUANTITY_DECIMALS`). */
const QUANTITY_DECIMALS = 3

type AccountOf<account extends UsePorticoAccountReturnType> = {
  /** Check it to narrow `address`: `` `0x${string}` `` on `eip155`, base58 on `solana`. */
  namespace: account['namespace']
  address: NonNullable<account['address']>
  caipAddress: NonNullable<account['caipAddress']>
}

/** The connected account as a custom button shows it (RainbowKit's `account`), by namespace. */
export type ConnectButtonAccount = (AccountOf<EvmAccount> | AccountOf<SolanaAccount>) &
  ConnectButtonAccountDetails

/** What a custom button shows of any account: its name and balance. */
export type ConnectButtonAccountDetails = {
  /** The account's name (`alice.portico.id`), else its short address (`0xf3…b92266`). */
  displayName: string
  /** The account name, once known (EVM accounts with a registered name). */
  name: string | undefined
  /** `1.5 ETH`; undefined until the balance is read. */
  displayBalance: string | undefined
  /** The balance as a decimal string (`1.5`); undefined until read. */
  balanceFormatted: string | undefined
  balanceSymbol: string | undefined
  balanceDecimals: number | undefined
}

/** The network the account is on (RainbowKit's `chain`). */
export type ConnectButtonChain = {
  id: number | string
  /** The network's name, or its CAIP-2 id when the app did not request it. */
  name: string
  /** The app did not request this network (the modal shows UnsupportedChain). */
  unsupported: boolean
  /** The network's image, when the app gave one. */
  iconUrl: string | undefined
}

/** What `ConnectButton.Custom` gives its render function. */
export type ConnectButtonRenderProps = {
  /** The connected (or reconnecting) account; undefined while disconnected. */
  account: ConnectButtonAccount | undefined
  /** The account's network; undefined while disconnected. */
  chain: ConnectButtonChain | undefined
  /** Opens the wallet list (Connect). */
  openConnectModal: () => void
  /** Opens the Account view (balance, network picker, disconnect). */
  openAccountModal: () => void
  /** Opens where the network is chosen: UnsupportedChain on a network the app did not request, else Account's network picker. */
  openChainModal: () => void
  /** Whether the modal is open. */
  modalOpen: boolean
  /**
   * False on the server and in the first client render (hydration), true after: render nothing
   * (or a placeholder) until mounted when the first render must match the server's.
   */
  mounted: boolean
  /** Starts loading the modal's code (call it on hover or focus; opening loads it anyway). */
  preload: () => void
}

export type ConnectButtonCustomProps = {
  children: (props: ConnectButtonRenderProps) => ReactNode
}

/**
 * A connect button of the app's own: a render function gets the account, its network and the
 * modal's openers (RainbowKit's `ConnectButton.Custom`).
 *
 * @example
 * <ConnectButton.Custom>
 *   {({ account, chain, openConnectModal, openAccountModal, openChainModal, mounted }) =>
 *     !mounted ? null : !account ? (
 *       <button type="button" onClick={openConnectModal}>Connect</button>
 *     ) : chain?.unsupported ? (
 *       <button type="button" onClick={openChainModal}>Wrong network</button>
 *     ) : (
 *       <button type="button" onClick={openAccountModal}>
 *         {account.displayName} {account.displayBalance}
 *       </button>
 *     )}
 * </ConnectButton.Custom>
 */
export function ConnectButtonCustom({ children }: ConnectButtonCustomProps): ReactNode {
  const config = usePorticoConfig()
  const current = usePorticoAccount()
  const balance = useStore(config.balance)
  const { open: modalOpen } = useStore(config.modal)
  const name = useAccountName(config)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  const { address, caipAddress, chainId, status } = current
  const shown = (status === 'connected' || status === 'reconnecting') && address && caipAddress
  const network = config.networks.find(
    (n) => n.chainNamespace === current.namespace && String(n.id) === String(chainId),
  )
  const read = balance.status === 'success' && balance.value !== undefined
  // core's formatBalance of the value (QUANTITY_DECIMALS, truncated), kept out of the first load.
  const digits = read ? String(balance.value).padStart(balance.decimals + 1, '0') : ''
  const whole = digits.length - balance.decimals
  const balanceFormatted = read
    ? `${digits.slice(0, whole)}.${digits.slice(whole).padEnd(QUANTITY_DECIMALS, '0').slice(0, QUANTITY_DECIMALS)}`
    : undefined
  // SPEC §2 (core's isUnsupportedChain): a network the app did not request, switching allowed.
  const unsupported =
    status === 'connected' &&
    chainId !== undefined &&
    config.enableNetworkSwitch &&
    !config.allowUnsupportedChain &&
    !network
  const account: ConnectButtonAccount | undefined = shown
    ? ({
        namespace: current.namespace,
        address,
        caipAddress,
        name: name ?? undefined,
        displayName: name ?? shortenAddress(address),
        balanceFormatted,
        balanceSymbol: read ? balance.symbol : undefined,
        balanceDecimals: read ? balance.decimals : undefined,
        displayBalance:
          balanceFormatted === undefined
            ? undefined
            : `${balanceFormatted}${balance.symbol ? ` ${balance.symbol}` : ''}`,
      } as ConnectButtonAccount)
    : undefined
  const chain: ConnectButtonChain | undefined =
    shown && chainId !== undefined
      ? {
          id: chainId,
          name: network?.name ?? `${current.namespace}:${chainId}`,
          unsupported,
          iconUrl: network?.imageUrl,
        }
      : undefined

  return children({
    account,
    chain,
    openConnectModal: () => config.open('Connect'),
    openAccountModal: () => config.open('Account'),
    openChainModal: () => config.open(unsupported ? 'UnsupportedChain' : 'Account'),
    modalOpen,
    mounted,
    // A failed preload is tried again on open.
    preload: () => void loadModal().catch(() => {}),
  })
}
