// @portico/walletconnect/testing — helpers for this repository's test suites, not the runtime API:
// they need the dev dependencies (@walletconnect/core and @walletconnect/sign-client 2.21.8, the
// devnet). The relay the suites talk through is apps/server's (its test/relay.globalSetup.ts).
export {
  createOfficialClient,
  type OfficialSignClient,
} from './sign/createOfficialClient.testing'
export { createDevnetSigner, type DevnetSigner } from './sign/interop.testing'
