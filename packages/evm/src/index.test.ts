import { expect, it } from 'vitest'
import * as evm from './index'

it('exports this public API (a change shows in review)', () => {
  expect(Object.keys(evm).sort()).toMatchInlineSnapshot(`
    [
      "ChainNotInSessionError",
      "ConnectionDeclinedError",
      "EmbeddedWalletSignedOutError",
      "NoEvmAccountError",
      "createEvmAdapter",
      "createLazyEvmAdapter",
      "embeddedWallet",
      "embeddedWalletConnectorId",
      "estimateSend",
      "isUserRejection",
      "sendToken",
      "toAdapterConnectors",
      "toAdapterNetwork",
      "toTransferRequest",
      "toViemChain",
      "waitForTransaction",
      "walletConnect",
    ]
  `)
})
