import { expect, it } from 'vitest'
import * as evm from './index'

it('exports this public API (a change shows in review)', () => {
  expect(Object.keys(evm).sort()).toMatchInlineSnapshot(`
    [
      "ChainNotInSessionError",
      "ConnectionDeclinedError",
      "NoEvmAccountError",
      "createEvmAdapter",
      "estimateSend",
      "isUserRejection",
      "sendToken",
      "toAdapterConnectors",
      "toTransferRequest",
      "toViemChain",
      "waitForTransaction",
      "walletConnect",
    ]
  `)
})
