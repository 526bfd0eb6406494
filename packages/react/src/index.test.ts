import { expect, it } from 'vitest'
import * as react from './index'

it('exports this public API (a change shows in review)', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "PorticoProvider",
      "createPorticoConfig",
      "createRecentWalletsStore",
      "en",
      "isUnsupportedChain",
      "usePortico",
      "usePorticoAccount",
      "usePorticoLocale",
      "usePorticoNetwork",
      "useSiwx",
    ]
  `)
})
