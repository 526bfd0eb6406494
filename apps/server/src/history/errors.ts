import { BaseError } from '@portico/core'

/**
 * Thrown by the history indexer when a chain's node fails or answers something it cannot use.
 * The node's URL is never part of the message.
 *
 * @example
 * throw new HistoryRpcError('eip155:1', 'eth_getLogs: query returned more than 10000 results')
 */
export class HistoryRpcError extends BaseError {
  override name = 'HistoryRpcError'
  readonly caipNetworkId: string

  constructor(caipNetworkId: string, reason: string) {
    super('History indexer RPC call failed', {
      details: `${caipNetworkId}: ${reason}`,
      docsPath: 'history.md#indexer',
    })
    this.caipNetworkId = caipNetworkId
  }
}

/**
 * Thrown by the history route for a `cursor` it did not issue.
 *
 * @example
 * throw new InvalidHistoryCursorError()
 */
export class InvalidHistoryCursorError extends BaseError {
  override name = 'InvalidHistoryCursorError'

  constructor() {
    super('Invalid cursor', { docsPath: 'history.md#route' })
  }
}
