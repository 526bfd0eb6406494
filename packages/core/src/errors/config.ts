import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when no project id is configured (shown as an alert). Short message (SPEC): `Project ID Not Configured`.
 *
 * @example
 * throw new ProjectIdNotConfiguredError()
 */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor(parameters: ErrorParameters = {}) {
    super('Project ID Not Configured', { docsPath: 'errors.md#config', ...parameters })
  }
}

/**
 * Thrown when a Portico client is created without networks.
 *
 * @example
 * throw new NetworksNotConfiguredError()
 */
export class NetworksNotConfiguredError extends BaseError {
  override name = 'NetworksNotConfiguredError'
  constructor(parameters: ErrorParameters = {}) {
    super('No network configured', { docsPath: 'errors.md#config', ...parameters })
  }
}

/**
 * Thrown when a Portico client is created without a chain adapter, or a requested network's
 * namespace has no adapter.
 *
 * @example
 * throw new AdapterNotConfiguredError({ details: 'Namespace: solana' })
 */
export class AdapterNotConfiguredError extends BaseError {
  override name = 'AdapterNotConfiguredError'
  constructor(parameters: ErrorParameters = {}) {
    super('No chain adapter configured', { docsPath: 'errors.md#config', ...parameters })
  }
}

/**
 * Thrown when two chain adapters serve one namespace (a client has one adapter per namespace).
 *
 * @example
 * throw new DuplicateAdapterError({ namespace: 'eip155' })
 */
export class DuplicateAdapterError extends BaseError {
  override name = 'DuplicateAdapterError'
  readonly namespace: string
  constructor({ namespace, ...parameters }: ErrorParameters & { namespace: string }) {
    super(`Two chain adapters for the namespace ${namespace}`, {
      docsPath: 'errors.md#config',
      ...parameters,
    })
    this.namespace = namespace
  }
}

/**
 * Thrown when asked to connect a wallet the client does not list.
 *
 * @example
 * throw new WalletNotFoundError({ details: 'Wallet: io.metamask' })
 */
export class WalletNotFoundError extends BaseError {
  override name = 'WalletNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Wallet not found', { docsPath: 'errors.md#config', ...parameters })
  }
}
