/** A chain the test wallet knows, with the RPC URL it signs and reads against. */
export type WalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** What a build of the wallet is configured with (baked into the bundle at build time). */
export type WalletConfig = {
  /** Known chains; the first is the default current chain. */
  chains: WalletChain[]
  /** Index of the account derived from the devnet mnemonic. */
  accountIndex: number
  /** Accept `portico-test-wallet-control` messages from the page (e2e builds only). */
  testControls: boolean
  /** The WalletConnect relay the wallet's WalletConnect page uses (`ws://…/relay`). */
  relayUrl: string
  /** The project id sent to the relay. */
  projectId: string
}
