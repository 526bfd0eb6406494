// The Account view's tabs and Activity strings, in English (part of `en` as `en.activity`).

export const activityEn = {
  /** Name of the tab list of the Account view. */
  sections: 'Account sections',
  tokensTab: 'Tokens',
  activityTab: 'Activity',
  loading: 'Loading activity…',
  empty: 'No transactions yet',
  failed: 'Failed to fetch transactions',
  tryAgain: 'Try again',
  loadMore: 'Load more',
  /**
   * The operation of a history item, by its `operationType` (`views/operationLabel.ts`): the
   * server's history answers send, receive, trade, mint and burn; the others are the history
   * shape's other operations.
   */
  operations: {
    send: 'Sent',
    receive: 'Received',
    trade: 'Trade',
    approve: 'Approved',
    mint: 'Minted',
    burn: 'Burned',
    deploy: 'Deployed',
    deposit: 'Deposited',
    withdraw: 'Withdrew',
    execute: 'Executed',
  } as Record<string, string>,
  /** An operation the catalogue has no word for. */
  otherOperation: 'Transaction',
  to: (address: string) => `To ${address}`,
  from: (address: string) => `From ${address}`,
  status: { pending: 'Pending', failed: 'Failed', confirmed: 'Confirmed' },
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  /** BCP 47 locale of the month headings (`March 2026`) and times. */
  dateLocale: 'en-US',
} as const
