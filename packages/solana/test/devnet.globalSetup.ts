// One local Solana chain for this test project; each file takes it with useSolanaDevnet (snapshot, revert).
import { createDevnetGlobalSetup } from '@portico/devnet/testing'

export default createDevnetGlobalSetup({ chains: [], solana: true })
