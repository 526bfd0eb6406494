/** A chain the test wallet knows, with the RPC URL it signs and reads against. */
export type WalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** A Solana network the test wallet knows (Wallet Standard chain = its CAIP-2 id). */
export type SolanaWalletChain = {
  /** CAIP-2 id, e.g. `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR` (the local chain). */
  id: `solana:${string}`
  name: string
  /** JSON-RPC URL `solana:signAndSendTransaction` sends to. */
  rpcUrl: string
}

/** What a build of the wallet is configured with (baked into the bundle at build time). */
export type WalletConfig = {
  /** Known chains; the first is the default current chain. */
  chains: WalletChain[]
  /** Solana networks of the Wallet Standard wallet; the first is the local chain. */
  solanaChains: SolanaWalletChain[]
  /** Index of the account derived from the devnet mnemonic (EVM `m/44'/60'/0'/0/i`, Solana `m/44'/501'/i'/0'`). */
  accountIndex: number
  /** Accept `portico-test-wallet-control` messages from the page (e2e builds only). */
  testControls: boolean
  /** The WalletConnect relay the wallet's WalletConnect page uses (`ws://…/relay`). */
  relayUrl: string
  /** The project id sent to the relay. */
  projectId: string
}
