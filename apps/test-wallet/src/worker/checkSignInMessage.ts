import { parseSiwxMessage } from '@portico/core/siwx'
import { rpcErrorCodes, WalletRpcError } from './walletRpcError'

/** Parameters of {@link checkSignInMessage}. */
export type CheckSignInMessageParameters = {
  /** The text about to be signed (EIP-191). */
  message: string
  /** The origin that asks for the signature (`scheme://host[:port]`). */
  origin: string
}

/** What the approval prompt should say about a sign-in message; `undefined` for other text. */
export type CheckSignInMessageReturnType =
  | {
      /** The message's domain (the site it signs in to). */
      domain: string
      /** Lines for the prompt: what the person signs in to, and anything odd about the message. */
      warnings: string[]
    }
  | undefined

/** Errors {@link checkSignInMessage} throws. */
export type CheckSignInMessageErrorType = WalletRpcError

const header =
  /^(?:([A-Za-z][A-Za-z0-9+\-.]*):\/\/)?(\S+) wants you to sign in with your (\S+) account:$/

/**
 * Binds a sign-in message to the origin that asks for it (EIP-4361 "domain binding", security
 * review L10). Text whose first line is not a sign-in header is not a sign-in message
 * (`undefined`). A sign-in message is refused with 4100 when its `domain` (and scheme, when
 * written) is not the host of `origin`, or its `URI` is not on `origin` — another site's session
 * would be signed for this one. A message that claims to be a sign-in but does not parse as
 * EIP-4361 is refused too unless its domain matches; then it gets a warning line.
 *
 * @example
 * checkSignInMessage({ message, origin: 'http://127.0.0.1:3000' })
 * // { domain: '127.0.0.1:3000', warnings: ['Sign-in to 127.0.0.1:3000 …'] }
 */
export function checkSignInMessage(
  parameters: CheckSignInMessageParameters,
): CheckSignInMessageReturnType {
  const { message, origin } = parameters
  const lines = message.split('\n').map((line) => line.replace(/\r$/, ''))
  const first = lines[0] ?? ''
  if (!/wants you to sign in with your/i.test(first)) return undefined
  const site = new URL(origin)
  const matched = header.exec(first)
  if (!matched) refuse(`its first line is not an EIP-4361 header, and ${origin} asked for it`)
  const [, scheme, domain = ''] = matched
  if (!sameHost(domain, site) || (scheme !== undefined && `${scheme}:` !== site.protocol))
    refuse(`it is for ${scheme ? `${scheme}://` : ''}${domain}, but ${origin} asked for it`)
  const warnings: string[] = []
  let uri: string | undefined
  try {
    uri = parseSiwxMessage(message).uri
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? String(error)
    warnings.push(`Warning: this is not a valid EIP-4361 message (${reason}).`)
    uri = lines.find((line) => line.startsWith('URI: '))?.slice('URI: '.length)
  }
  if (uri !== undefined && originOf(uri) !== site.origin)
    refuse(`its URI ${uri} is not on ${origin}, which asked for it`)
  warnings.unshift(`Sign-in to ${domain}: the domain and URI match the requesting site ${origin}.`)
  return { domain, warnings }
}

function refuse(reason: string): never {
  throw new WalletRpcError(
    rpcErrorCodes.unauthorized,
    `The wallet refuses to sign this sign-in message: ${reason}.`,
  )
}

/** Whether an EIP-4361 domain (`[userinfo@]host[:port]`) names the host of `site`. */
function sameHost(domain: string, site: URL): boolean {
  const host = domain.slice(domain.lastIndexOf('@') + 1)
  if (!/^[^/?#\\\s]+$/.test(host)) return false
  try {
    return new URL(`${site.protocol}//${host}`).host === site.host
  } catch {
    return false
  }
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
