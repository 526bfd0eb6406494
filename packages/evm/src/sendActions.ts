// Internal: the send actions (estimate, ERC-20 transfer, receipt). `createEvmAdapter` loads this
// module with `import()` the first time a send is prepared, so it stays out of the first load.
export { estimateSend } from './estimateSend'
export { sendToken } from './sendToken'
export { waitForTransaction } from './waitForTransaction'
