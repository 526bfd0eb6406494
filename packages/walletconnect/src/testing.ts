// @portico/walletconnect/testing — helpers for this repository's test suites, not the runtime API:
// they need the dev dependencies (@walletconnect/core and @walletconnect/sign-client 2.21.8).
export {
  createOfficialClient,
  type OfficialSignClient,
} from './sign/createOfficialClient.testing'
export {
  type StartTestRelayParameters,
  startTestRelay,
  type TestRelay,
} from './sign/startTestRelay.testing'
