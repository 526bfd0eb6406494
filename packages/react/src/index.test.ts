import { expect, it } from 'vitest'
import * as react from './index'

it('exports this public API (a change shows in review)', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "ConnectButton",
      "NetworkIcon",
      "PorticoProvider",
      "createPorticoConfig",
      "en",
      "localeFormat",
      "useAccounts",
      "useBalance",
      "useConnect",
      "useConnectors",
      "useDisconnect",
      "usePortico",
      "usePorticoAccount",
      "usePorticoConfig",
      "usePorticoLocale",
      "usePorticoNetwork",
      "usePorticoTheme",
      "useSendTransaction",
      "useSessions",
      "useSignIn",
      "useSignMessage",
      "useSiwx",
      "useStore",
      "useSwitchNetwork",
    ]
  `)
})
