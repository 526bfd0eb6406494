import { describe, expect, it } from 'vitest'

describe('@portico/core/actions', () => {
  it('exports this public API (a change here is a change of API: review it)', async () => {
    expect(Object.keys(await import('./actions')).sort()).toMatchInlineSnapshot(`
      [
        "connect",
        "disconnect",
        "getAccount",
        "getBalance",
        "getSiwxToken",
        "sendTransaction",
        "signIn",
        "signMessage",
        "switchAccount",
        "switchNetwork",
        "watchAccount",
      ]
    `)
    // Importing the whole entry transforms every module: seconds on a loaded machine.
  }, 30_000)
})
