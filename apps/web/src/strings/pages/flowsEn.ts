/** The Send, Receive, Swap, Buy and Names pages' texts in English (with their chunk). */
export const flowsEn = {
  send: {
    action: 'Start a send',
    text: 'Send a token of the connected network to an address. Every check runs before your wallet is asked to sign.',
  },
  receive: {
    action: 'Show my address',
    text: 'Your address and its QR code, with the networks it receives on.',
  },
  swap: {
    action: 'Start a swap',
    text: "Trade one token for another on the connected network's pools, with the quote, price impact and minimum received shown first.",
  },
  buy: {
    action: 'Buy crypto',
    text: "Compare the on-ramp providers' quotes and continue with one; the purchase's status comes back here.",
  },
  names: {
    action: 'Choose a name',
    text: 'Register a readable name for your address, so others can send to it.',
  },
}
