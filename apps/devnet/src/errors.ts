import { BaseError } from '@portico/core'

/** A chain id that the devnet does not run was requested. */
export class DevnetChainNotSupportedError extends BaseError {
  override name = 'DevnetChainNotSupportedError'
  constructor(chainId: unknown, supported: readonly number[]) {
    super('Devnet chain not supported', {
      details: `Chain id ${String(chainId)} is not a devnet chain; use one of ${supported.join(', ')}.`,
      docsPath: 'self-hosting.md#one-command',
    })
  }
}

/** The options given to the devnet are malformed (bad port, duplicate chain, …). */
export class DevnetOptionsError extends BaseError {
  override name = 'DevnetOptionsError'
  constructor(details: string) {
    super('Invalid devnet options', { details, docsPath: 'self-hosting.md#one-command' })
  }
}

/** anvil could not be found, exited early or never answered `eth_chainId`. */
export class DevnetStartError extends BaseError {
  override name = 'DevnetStartError'
  constructor(details: string, cause?: unknown) {
    super('Devnet failed to start', { details, cause, docsPath: 'self-hosting.md#one-command' })
  }
}

/** A seeding transaction failed or the chain holds a partial seed. */
export class DevnetSeedError extends BaseError {
  override name = 'DevnetSeedError'
  constructor(details: string, cause?: unknown) {
    super('Devnet seeding failed', { details, cause, docsPath: 'self-hosting.md#one-command' })
  }
}
