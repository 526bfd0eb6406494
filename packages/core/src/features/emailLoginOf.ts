import { createEmailLogin, type EmailLogin } from '../embedded/createEmailLogin'
import { InvalidParameterError } from '../errors/parameter'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import type { FeatureHost } from './types'

/** What a UI adds to a login flow of the host: its reaction to a failed connect. */
export type LoginFlowOptions = {
  /**
   * Called with the connect's typed error when the embedded wallet's connector fails to connect
   * after a good login (a UI shows its toast); without it the flow's `connect` rejects.
   */
  onConnectError?: ((error: unknown) => void) | undefined
}

const flows = new WeakMap<object, EmailLogin>()

/**
 * The host's email login flow (`createEmailLogin`), made on first use in the chunk that reads it
 * (the options of that first call stay): the embedded wallet's AUTH connector connects like any
 * wallet of the list once the code is accepted.
 *
 * @example
 * const login = emailLoginOf(config, { onConnectError: showToast })
 * await login.submitEmail('ada@example.com')
 */
export function emailLoginOf(
  host: Pick<FeatureHost, 'embeddedWallet' | 'clock' | 'connectors' | 'connect'>,
  options: LoginFlowOptions = {},
): EmailLogin {
  const known = flows.get(host)
  if (known) return known
  const wallet = host.embeddedWallet
  if (!wallet)
    throw new InvalidParameterError({
      reason: 'No embedded wallet configured (createPorticoConfig embeddedWallet)',
    })
  const flow = createEmailLogin({
    wallet,
    clock: host.clock,
    connect: () => connectWith(host, options),
  })
  flows.set(host, flow)
  return flow
}

/** Connects the AUTH connector; a failure goes to `onConnectError` when given. */
export function connectWith(
  host: Pick<FeatureHost, 'connectors' | 'connect'>,
  { onConnectError }: LoginFlowOptions,
): Promise<void> {
  const connecting = connectEmbeddedWallet(host)
  return onConnectError ? connecting.catch(onConnectError) : connecting
}
