// Checks a sign-in request's fields before a wallet shows it (internal): the message must format
// for each of its chains; the account is not known yet, so a placeholder stands in for it.
import type { InvalidAuthRequestError } from '../errors/sign'
import { formatAuthMessage } from './formatAuthMessage'
import type { AuthPayload } from './types'

const placeholder = '0x0000000000000000000000000000000000000000'

/** Throws {@link InvalidAuthRequestError} (or InvalidSignInputError) for a request no wallet should sign. */
export function checkAuthPayload(payload: AuthPayload): void {
  for (const chain of payload.chains) {
    formatAuthMessage({ request: payload, iss: `did:pkh:${chain}:${placeholder}` })
  }
}
