// One seeded chain for useDevnet's own test (the launcher's tests start their chains themselves).
import { createDevnetGlobalSetup } from '../src/testing'

export default createDevnetGlobalSetup({ chains: [31337] })
