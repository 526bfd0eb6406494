import { describe, expect, it } from 'vitest'

describe('@portico/core/siwx', () => {
  it('exports this public API (a change here is a change of API: review it)', async () => {
    expect(Object.keys(await import('./siwx')).sort()).toMatchInlineSnapshot(`
      [
        "InvalidSiwxMessageError",
        "SiwxServerError",
        "assertSiwxMessageData",
        "createPorticoSiwx",
        "createSiwxStore",
        "formatSiwxMessage",
        "parseDateTime",
        "parseSiwxMessage",
      ]
    `)
    // Importing the whole entry transforms every module: seconds on a loaded machine.
  }, 30_000)
})
