import { DisconnectError, FrameRequestError, RpcMethodNotAllowedError } from '@portico/core'
import type { ShowToastParameters } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import type { PorticoConfig } from './createPorticoConfig'
import { fr } from './locales/fr'
import { sendErrorText } from './send/sendErrorText'
import { en, type Strings } from './strings/en'
import { toastError } from './toastError'

/** The toasts a config shows, with its strings. */
function configWith(strings: Strings) {
  const shown: ShowToastParameters[] = []
  const config = {
    errorToasts: true,
    strings,
    toast: { showToast: (toast: ShowToastParameters) => void shown.push(toast) },
  } as unknown as PorticoConfig
  return { config, shown }
}

// The frame's reply carries the refusal's text; viem wraps the gateway's JSON-RPC error (that
// chain from the real gateway: apps/server/test/rpcGateway.test.ts).
const refusals = [
  new FrameRequestError({ message: 'Requested RPC call is not allowed' }),
  Object.assign(new Error('RPC Request failed.'), {
    shortMessage: 'RPC Request failed.',
    cause: { code: -32601, details: 'Requested RPC call is not allowed' },
  }),
  new RpcMethodNotAllowedError({ method: 'eth_sign' }),
]

describe('toastError', () => {
  it('says `Action not allowed` (SPEC §6, §8) when the gateway or the frame refused the method', () => {
    const { config, shown } = configWith(en)
    for (const error of refusals) toastError(config, 'connect')(error)
    expect(shown.map((t) => [t.variant, t.message])).toEqual(
      refusals.map(() => ['error', 'Action not allowed']),
    )
    expect(refusals.map((error) => sendErrorText(error, en))).toEqual(
      refusals.map(() => 'Action not allowed'),
    )
  })

  it("in the locale's words; other errors keep their catalogue text", () => {
    const { config, shown } = configWith({ ...en, ...fr.strings } as Strings)
    toastError(config, 'connect')(refusals[0])
    toastError(config, 'disconnect')(new DisconnectError())
    expect(shown.map((t) => t.message)).toEqual(['Action non autorisée', 'La déconnexion a échoué'])
  })
})
