import { describe, expect, it } from 'vitest'
import * as verify from './index'

describe('@portico/verify entry', () => {
  it('exports this list (a change of public API shows here in review)', () => {
    expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
      [
        "PorticoJwksUnavailableError",
        "PorticoTokenAlgorithmError",
        "PorticoTokenAudienceError",
        "PorticoTokenError",
        "PorticoTokenExpiredError",
        "PorticoTokenIssuerError",
        "PorticoTokenMalformedError",
        "PorticoTokenMissingError",
        "PorticoTokenSignatureError",
        "porticoExpressAuth",
        "porticoFastifyAuth",
        "readBearerToken",
        "verifyPorticoRequest",
        "verifyPorticoToken",
      ]
    `)
  })
})
