// The seam between Portico's stores and a chain namespace (EVM, Solana, …). Types only: each
// namespace package implements `ChainAdapter` (today only `@portico/evm`; no Solana package exists
// yet); the stores and the React package talk to adapters only through it and never import viem.

import type { ChainNamespace } from './caip/knownNamespaces'

export type { ChainNamespace }

/** A CAIP-2 network id, e.g. `eip155:31337`. */
export type AdapterCaipNetworkId = `${string}:${string}`

/** A network the app requests (SPEC §3 "Network"). */
export type AdapterNetwork = {
  /** Chain id inside its namespace: a number for eip155, a string (genesis hash prefix) for solana. */
  id: number | string
  caipNetworkId: AdapterCaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls?: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  /** The network's image (any URL the page may load); the Portico server's otherwise. */
  imageUrl?: string | undefined
  /** Id of the network's image on the Portico server (`/public/getAssetImage/{id}`); its CAIP-2 id by default. */
  imageId?: string | undefined
}

/** A wallet the adapter can connect to (SPEC §3 "Connector"). */
export type AdapterConnector = {
  /** Stable id; for an EIP-6963 wallet its rdns. */
  id: string
  name: string
  /** `ANNOUNCED` for EIP-6963 / Wallet Standard wallets, `INJECTED` for a bare injected provider. */
  type: 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'EXTERNAL'
  /** Reverse-DNS id announced by the wallet, when it has one. */
  rdns?: string | undefined
  /** Icon as the wallet announced it (a data URI for EIP-6963). */
  imageUrl?: string | undefined
  chainNamespace: ChainNamespace
  /**
   * WalletConnect only: the relay pairings go through. `public` (WalletConnect's) reaches wallets
   * from app stores; `self-hosted` reaches only wallets set up for that relay.
   */
  relay?: 'public' | 'self-hosted' | undefined
}

/** The account as the adapter's client library reports it; read, never mirrored. */
export type AdapterAccount = {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
  address: string | undefined
  /** Chain id the wallet is on (may be a chain the app did not request). */
  chainId: number | string | undefined
  /** `namespace:chainId:address` when connected. */
  caipAddress: `${string}:${string}:${string}` | undefined
  /** Id of the connector in use. */
  connectorId: string | undefined
  /**
   * Every account the wallet gives this app in the namespace (SPEC §3 `allAccounts`), `address`
   * among them; absent when the adapter knows only one.
   */
  addresses?: readonly string[] | undefined
  /**
   * Every wallet connected in the namespace (SPEC §3 "connections per namespace"), the one in use
   * (`connectorId`) among them; absent when the adapter holds one wallet at a time.
   */
  connections?: readonly AdapterConnection[] | undefined
  /**
   * SPEC §3 Account `type`: `eoa` (a key's own account) or `smartAccount` (an ERC-4337 account).
   * The EVM adapter says `eoa` for an extension's or WalletConnect's account and the embedded
   * wallet's own type for its account; absent while not connected.
   */
  type?: AccountType | undefined
  /** SPEC §3 Account `publicKey`, where the namespace has one (Solana: the address, base58). */
  publicKey?: string | undefined
  /** SPEC §3 Account `path`: the key's derivation path where known (the embedded wallet's). */
  path?: string | undefined
}

/** SPEC §3 account types: `eoa` everywhere, `smartAccount` on eip155 (ERC-4337), `payment` on bip122. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** A wallet connected in a namespace, beside the one in use or as it. */
export type AdapterConnection = {
  connectorId: string
  /** Every account the wallet gives the app. */
  addresses: readonly string[]
  /** The network the wallet is on. */
  chainId: number | string | undefined
}

export type AdapterConnectParameters = {
  connectorId: string
  /** Network to ask the wallet for; the adapter's first network when absent. */
  chainId?: number | string | undefined
  /** WalletConnect: receives the pairing URI to show (QR code, deep link). */
  onDisplayUri?: ((uri: string) => void) | undefined
  /** WalletConnect: connect and sign in with one prompt (`wc_sessionAuthenticate`). */
  authenticate?: AdapterAuthenticateParameters | undefined
  /** Abandons a connection still waiting for the wallet. */
  signal?: AbortSignal | undefined
}
/** One-prompt sign-in request (SPEC §7): nonce, domain, uri and the optional message fields. */
export type AdapterAuthenticateParameters = {
  nonce: string
  domain: string
  uri: string
  statement?: string | undefined
  /** Seconds the request stays valid. */
  expiry?: number | undefined
  /** RFC 3339 expiration, not-before and issued-at times. */
  exp?: string | undefined
  nbf?: string | undefined
  iat?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}
/** A sign-in the wallet signed while connecting: the exact text, its signature, the CACAO. */
export type AdapterAuthentication = {
  message: string
  signature: string
  cacao: Record<string, unknown>
}
export type AdapterConnectReturnType = {
  address: string
  chainId: number | string
  /** Present when the wallet signed the sign-in of `authenticate`. */
  authentication?: AdapterAuthentication | undefined
}

export type AdapterSwitchNetworkParameters = { chainId: number | string }

/** A wallet of the account's `connections`. */
export type AdapterSwitchConnectionParameters = { connectorId: string }
/** Which wallet to disconnect; every wallet of the namespace when absent. */
export type AdapterDisconnectParameters = { connectorId?: string | undefined }

/** One of the connected wallet's `addresses`. */
export type AdapterSwitchAccountParameters = { address: string }

export type AdapterSignMessageParameters = { message: string }
export type AdapterSignMessageReturnType = { signature: string }
/** EIP-712 typed data (what `eth_signTypedData_v4` takes); `types` without `EIP712Domain`. */
export type AdapterSignTypedDataParameters = {
  domain: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}
export type AdapterSignTypedDataReturnType = { signature: string }

export type AdapterSendTransactionParameters = {
  to: string
  /** Amount in the smallest unit (wei, lamports). */
  value?: bigint | undefined
  data?: string | undefined
  chainId?: number | string | undefined
}
export type AdapterSendTransactionReturnType = { hash: string }

export type AdapterGetBalanceParameters = {
  address: string
  chainId?: number | string | undefined
}
export type AdapterGetBalanceReturnType = {
  /** Amount in the smallest unit. */
  value: bigint
  decimals: number
  symbol: string
}

export type AdapterEstimateSendParameters = {
  from: string
  to: string
  /** The token: an ERC-20 contract address (eip155) or an SPL mint (solana); absent for the native token. */
  token?: string | undefined
  /** Amount in the token's smallest unit. */
  amount: bigint
  chainId?: number | string | undefined
}
export type AdapterEstimateSendReturnType = {
  /** Gas (or compute units) the send needs. */
  gas: bigint
  /** The most the network fee may cost, in the native token's smallest unit (wei). */
  fee: bigint
  /**
   * What the send deposits, on top of the fee, to create an account the receiver lacks, in the
   * native token's smallest unit: on Solana the rent-exempt minimum of the receiver's new token
   * account (an SPL send to a new owner). Absent or 0n when none.
   */
  rent?: bigint | undefined
}

export type AdapterSendTokenParameters = {
  to: string
  /** The token: an ERC-20 contract address (eip155) or an SPL mint (solana); absent for the native token. */
  token?: string | undefined
  /** Amount in the token's smallest unit. */
  amount: bigint
  chainId?: number | string | undefined
}
export type AdapterSendTokenReturnType = { hash: string }

export type AdapterWaitForTransactionParameters = {
  hash: string
  chainId?: number | string | undefined
}
export type AdapterWaitForTransactionReturnType = {
  status: 'success' | 'reverted'
  /** The fee paid, in the native token's smallest unit. */
  fee: bigint
}

/** One adapter per namespace. Errors it throws extend `BaseError` (SPEC §8 texts). */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** The networks the app requested, in order. */
  readonly networks: readonly AdapterNetwork[]

  /** Current account, read from the client library. */
  getAccount(): AdapterAccount
  /** Installed wallets, one per rdns. */
  getConnectors(): readonly AdapterConnector[]

  /** Restores the previous session, if any (called once on start). */
  reconnect(): Promise<void>
  /** Connects a wallet. A user rejection throws an error with the short message `Connection declined`. */
  connect(parameters: AdapterConnectParameters): Promise<AdapterConnectReturnType>
  /**
   * Disconnects one wallet (`connectorId`; another connected one, if any, is then in use), or
   * every wallet of the namespace. A failure throws `Failed to disconnect`.
   */
  disconnect(parameters?: AdapterDisconnectParameters): Promise<void>
  /** Asks the wallet to switch to a requested network. */
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
  /**
   * Makes another of the connected wallet's accounts (`addresses`) the one the app uses, without a
   * prompt: `getAccount`, the signatures and the sends follow (SPEC §4 "Switch account": the
   * connector stays, only the address changes). Absent when the adapter has one account only.
   */
  switchAccount?(parameters: AdapterSwitchAccountParameters): Promise<void>
  /**
   * Makes another wallet of the account's `connections` the one in use, without a prompt (SPEC §4
   * "Switch account" to an account of another connected wallet). Absent when the adapter holds
   * one wallet at a time; with it, connecting another wallet keeps the first connected.
   */
  switchConnection?(parameters: AdapterSwitchConnectionParameters): Promise<void>
  signMessage(parameters: AdapterSignMessageParameters): Promise<AdapterSignMessageReturnType>
  /**
   * Asks the wallet to sign EIP-712 typed data (`eth_signTypedData_v4`); EVM adapters only. A user
   * rejection throws an error `isUserRejection` recognises.
   */
  signTypedData?(
    parameters: AdapterSignTypedDataParameters,
  ): Promise<AdapterSignTypedDataReturnType>
  sendTransaction(
    parameters: AdapterSendTransactionParameters,
  ): Promise<AdapterSendTransactionReturnType>
  getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType>
  /** Estimates the gas and the maximum network fee of sending a token (native when no `token`). */
  estimateSend(parameters: AdapterEstimateSendParameters): Promise<AdapterEstimateSendReturnType>
  /**
   * Asks the wallet to send a token (native, or an ERC-20 `transfer`). A user rejection throws
   * `TransactionDeclinedError` (`Transaction declined`).
   */
  sendToken(parameters: AdapterSendTokenParameters): Promise<AdapterSendTokenReturnType>
  /** Waits until the transaction is mined; a revert gives `status: 'reverted'`. */
  waitForTransaction(
    parameters: AdapterWaitForTransactionParameters,
  ): Promise<AdapterWaitForTransactionReturnType>

  /** Calls `onChange` whenever the account (status, address, chain, connector) changes. */
  watchAccount(onChange: (account: AdapterAccount) => void): () => void
  /** Calls `onChange` whenever the list of installed wallets changes. */
  watchConnectors(onChange: (connectors: readonly AdapterConnector[]) => void): () => void
}
