/** The Activity page's texts in English (with the page's chunk). */
export const activityEn = {
  filters: 'Filters',
  network: 'Network',
  direction: 'Direction',
  token: 'Token',
  allDirections: 'All directions',
  sentFilter: 'Sent',
  receivedFilter: 'Received',
  toSelfFilter: 'To self',
  allTokens: 'All tokens',
  failed: 'Failed to fetch transactions',
  transactionsOn: (network: string) => `Transactions on ${network}`,
  noNetwork: 'no network',
  noMatch: 'No transaction matches these filters.',
  none: 'No transactions yet',
  loading: 'Loading activity…',
  /** While the server fills in the account's transfers from before its index started. */
  loadingOlder: 'Loading older activity…',
  loadMore: 'Load more',
  trade: 'Trade',
  sent: 'Sent',
  received: 'Received',
  sentToSelf: 'Sent to self',
  /**
   * The other operations of a history item, by its `operationType` (`describeTransfer`): the
   * server's history answers mint and burn besides send, receive and trade; the rest are the
   * history shape's other operations.
   */
  operations: {
    mint: 'Minted',
    burn: 'Burned',
    approve: 'Approved',
    deploy: 'Deployed',
    deposit: 'Deposited',
    withdraw: 'Withdrew',
    execute: 'Executed',
  },
  /** An operation the catalogue has no word for. */
  otherOperation: 'Transaction',
  to: (address: string) => `To ${address}`,
  from: (address: string) => `From ${address}`,
  status: { pending: 'pending', failed: 'failed', confirmed: 'confirmed' },
}
