// Internal: everything that needs @scure/btc-signer (PSBT building, coin selection, finalizing).
// `createBitcoinAdapter` loads this module with `import()` the first time it builds or signs a
// transaction, so a page's first load carries none of it.
export { buildPaymentPsbt } from './buildPaymentPsbt'
export { paymentScriptOf } from './paymentScriptOf'
export { signPsbtWithWallet } from './signPsbtWithWallet'
