/** Test helpers: one devnet per vitest project, taken file by file with snapshot and revert. */
export { createDevnetGlobalSetup, type SharedDevnet } from './devnetGlobalSetup'
export { type UsedDevnet, useDevnet } from './useDevnet'
