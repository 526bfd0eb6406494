/** Parameters of {@link isActionNotAllowed}: any thrown value. */
export type IsActionNotAllowedParameters = unknown
/** Return type of {@link isActionNotAllowed}. */
export type IsActionNotAllowedReturnType = boolean

/** What the RPC gateway and the wallet frame answer for a method they refuse (SPEC §6, §8). */
const refusal = 'Requested RPC call is not allowed'

/**
 * Whether an error (or any error in its cause chain) is a method the RPC gateway or the embedded
 * wallet's frame refused (SPEC §6): an {@link RpcMethodNotAllowedError}, the frame's reply
 * carrying its text, or viem's error around the gateway's JSON-RPC answer
 * `Requested RPC call is not allowed`. The UI then shows SPEC §8's `Action not allowed`
 * (`userMessages.actionNotAllowed`; the kit's catalogue translates it).
 *
 * @example
 * try { await sendTransaction(client, request) } catch (e) { if (isActionNotAllowed(e)) toast('Action not allowed') }
 */
export function isActionNotAllowed(
  error: IsActionNotAllowedParameters,
): IsActionNotAllowedReturnType {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { name, shortMessage, details, message } = current as Record<string, unknown>
    if (name === 'RpcMethodNotAllowedError') return true
    for (const text of [shortMessage, details, message])
      if (typeof text === 'string' && text.includes(refusal)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
