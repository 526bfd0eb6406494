// The Send, Send preview and Receive views' strings, in English (part of `en` as `en.send`).

export const sendEn = {
  send: 'Send',
  receive: 'Receive',
  preview: 'Preview',
  previewTitle: 'Review Send',
  token: 'Token',
  amount: 'Amount',
  max: 'Max',
  receiverAddress: 'Receiver address',
  /** By namespace. */
  receiverPlaceholder: { eip155: '0x… or a name', solana: 'Base58 address' } as Record<
    string,
    string
  >,
  /** Under a receiver typed as a name: the address it resolves to. */
  receiverNameAddress: (address: string) => `Resolves to ${address}`,
  balanceOf: (balance: string, symbol: string) => `Balance: ${balance} ${symbol}`,
  networkBalance: (usd: string) => `Network balance: ${usd}`,
  estimating: 'Estimating the network fee…',
  noToken: 'Choose a token',
  youSend: 'You send',
  to: 'To',
  network: 'Network',
  networkFee: 'Network fee (estimated)',
  /** Under the fee when the send creates the receiver's account (an SPL token account on Solana). */
  accountRent: (amount: string, symbol: string) =>
    `Includes ${amount} ${symbol} rent to open the receiver's token account`,
  confirm: 'Send',
  sending: 'Confirm in your wallet…',
  sent: (hash: string) => `Sent · ${hash}`,
  viewOnExplorer: 'View on explorer',
  // Our own checks (before any wallet prompt); the SPEC §5 texts are core's, verbatim.
  errors: {
    SendReceiverInvalidError: (e: { namespace?: string }) =>
      e.namespace === 'solana'
        ? 'Enter a valid receiver address: a Solana address, 32 to 44 base58 characters'
        : 'Enter a valid receiver address: 0x and 40 hexadecimal characters, with a correct checksum',
    SendAmountInvalidError: () => 'Enter the amount as a number, e.g. 1.5',
    SendAmountZeroError: () => 'Enter an amount above zero',
    SendAmountDecimalsError: (e: { symbol?: string; decimals?: number }) =>
      `${e.symbol} has at most ${e.decimals} decimals`,
    SendAmountAboveBalanceError: (e: { symbol?: string }) =>
      `The amount is above your ${e.symbol} balance`,
    SendFeeAboveBalanceError: (e: { symbol?: string }) =>
      `Not enough ${e.symbol} to pay the network fee`,
    TransactionDeclinedError: () => 'Transaction declined',
    TransactionFailedError: (e: { hash?: string }) => `Transaction failed: ${e.hash}`,
    SendReceiverNameUnknownError: (e: { receiverName?: string }) =>
      `No account has the name ${e.receiverName}`,
  } as Record<
    string,
    (error: {
      symbol?: string
      decimals?: number
      hash?: string
      namespace?: string
      receiverName?: string
    }) => string
  >,
  estimateFailed: 'The network fee could not be estimated',
  receiveIntro: 'Send tokens to this address on one of these networks:',
  yourAddress: 'Your address',
  qrLabel: 'QR code of your address',
  validOn: 'Networks',
} as const
