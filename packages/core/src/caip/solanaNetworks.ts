/**
 * The Solana CAIP-2 references Portico accepts (the first 32 characters of each cluster's genesis
 * hash, per the ChainAgnostic `solana` namespace).
 *
 * @example
 * `solana:${solanaReferences.mainnet}` // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export const solanaReferences = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
} as const

/**
 * Old Solana references still sent by older WalletConnect wallets, mapped to the current ones.
 * The parsers accept them and return the current reference.
 *
 * @example
 * legacySolanaReferences['4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'] // solanaReferences.mainnet
 */
export const legacySolanaReferences: Readonly<Record<string, string>> = {
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': solanaReferences.mainnet,
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': solanaReferences.devnet,
}
