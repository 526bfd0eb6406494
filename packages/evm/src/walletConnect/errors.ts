import { BaseError } from '@portico/core'

const docsPath = 'walletconnect.md#kit'

/** `switchChain` to a chain the wallet did not approve in the WalletConnect session. */
export class ChainNotInSessionError extends BaseError {
  override name = 'ChainNotInSessionError'
  readonly chainId: number

  constructor(chainId: number, approved: readonly string[]) {
    super(`The wallet did not approve chain ${chainId} in this WalletConnect session`, {
      details: `Approved chains: ${approved.join(', ') || 'none'}. Disconnect and connect again to ask for it.`,
      docsPath,
    })
    this.chainId = chainId
  }
}

/** The WalletConnect session has no EVM account (the wallet approved another namespace only). */
export class NoEvmAccountError extends BaseError {
  override name = 'NoEvmAccountError'

  constructor() {
    super('The wallet approved no EVM account', { docsPath })
  }
}
