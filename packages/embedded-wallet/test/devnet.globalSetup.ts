// One seeded devnet for this test project; each file takes it with useDevnet (snapshot, revert).
import { createDevnetGlobalSetup } from '@portico/devnet/testing'

export default createDevnetGlobalSetup({ chains: [31337] })
