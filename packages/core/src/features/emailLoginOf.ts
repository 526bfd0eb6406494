import { createEmailLogin, type EmailLogin } from '../embedded/createEmailLogin'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { embeddedFlowOf } from './embeddedFlowOf'
import type { FeatureHost } from './types'

/** What a UI adds to a login flow of the host: its reaction to a failed connect. */
export type LoginFlowOptions = {
  /**
   * Called with the connect's typed error when the embedded wallet's connector fails to connect
   * after a good login (a UI shows its toast); without it the flow's `connect` rejects.
   */
  onConnectError?: ((error: unknown) => void) | undefined
}

/**
 * The host's email login flow (`createEmailLogin`), made on first use in the chunk that reads it
 * (the options of that first call stay): the embedded wallet's AUTH connector connects like any
 * wallet of the list once the code is accepted.
 *
 * @example
 * const login = emailLoginOf(config, { onConnectError: showToast })
 * await login.submitEmail('ada@example.com')
 */
export const emailLoginOf = embeddedFlowOf(
  (
    wallet,
    host: Pick<FeatureHost, 'embeddedWallet' | 'clock' | 'connectors' | 'connect'>,
    options: LoginFlowOptions = {},
  ): EmailLogin =>
    createEmailLogin({ wallet, clock: host.clock, connect: () => connectWith(host, options) }),
)

/** Connects the AUTH connector; a failure goes to `onConnectError` when given. */
export function connectWith(
  host: Pick<FeatureHost, 'connectors' | 'connect'>,
  { onConnectError }: LoginFlowOptions,
): Promise<void> {
  const connecting = connectEmbeddedWallet(host)
  return onConnectError ? connecting.catch(onConnectError) : connecting
}
