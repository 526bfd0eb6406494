import { describe, expect, it } from 'vitest'

describe('@portico/solana', () => {
  it('exports this public API (a change here is a change of API: review it)', async () => {
    expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
      [
        "ReceiverBelowRentError",
        "TokenMintNotFoundError",
        "TransactionDataNotSupportedError",
        "TransactionExpiredError",
        "TransactionSimulationError",
        "createSolanaAdapter",
        "getComputeBudget",
        "getComputeUnitPrice",
        "isSolanaWallet",
        "isWalletRejection",
        "resolveSolanaNetwork",
        "toSolanaConnectors",
        "walletChainFor",
      ]
    `)
    // Importing the whole entry transforms every module: seconds on a loaded machine.
  }, 30_000)
})
