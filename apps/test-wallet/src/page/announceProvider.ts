/** EIP-6963 provider info. */
export type ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** Parameters of {@link announceProvider}. */
export type AnnounceProviderParameters = { target: Window; info: ProviderInfo; provider: unknown }

/**
 * Announces `provider` by EIP-6963 now and again on every `eip6963:requestProvider`. Returns a
 * function that stops answering.
 *
 * @example
 * announceProvider({ target: window, info, provider })
 */
export function announceProvider(parameters: AnnounceProviderParameters): () => void {
  const { target, provider } = parameters
  const detail = Object.freeze({ info: Object.freeze({ ...parameters.info }), provider })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
