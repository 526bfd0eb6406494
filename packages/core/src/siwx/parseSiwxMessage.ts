import type { ChainNamespace } from '../caip/knownNamespaces'
import { assertSiwxMessageData } from './assertSiwxMessageData'
import { InvalidSiwxMessageError, type SiwxMessageField } from './errors'
import { type SiwxNamespaceProfile, siwxNamespaces } from './namespaces'
import type { SiwxMessageData } from './types'

/** Result of {@link parseSiwxMessage}. */
export type ParseSiwxMessageReturnType = SiwxMessageData
/** Errors {@link parseSiwxMessage} may throw. */
export type ParseSiwxMessageErrorType = InvalidSiwxMessageError

const headerPattern =
  /^(?:([A-Za-z][A-Za-z0-9+\-.]*):\/\/)?(\S+) wants you to sign in with your (\S+) account:$/

const namespaceOfBlockchain = new Map(
  Object.entries(siwxNamespaces).map(([namespace, profile]) => [
    profile.blockchain,
    namespace as ChainNamespace,
  ]),
)

/** The tagged lines after the statement, in their required order. */
const tags: ReadonlyArray<{
  field: keyof SiwxMessageData
  tag: string
  required: boolean
}> = [
  { field: 'uri', tag: 'URI: ', required: true },
  { field: 'version', tag: 'Version: ', required: true },
  { field: 'chainId', tag: 'Chain ID: ', required: true },
  { field: 'nonce', tag: 'Nonce: ', required: true },
  { field: 'issuedAt', tag: 'Issued At: ', required: true },
  { field: 'expirationTime', tag: 'Expiration Time: ', required: false },
  { field: 'notBefore', tag: 'Not Before: ', required: false },
  { field: 'requestId', tag: 'Request ID: ', required: false },
]

function fail(field: SiwxMessageField, reason: string): never {
  throw new InvalidSiwxMessageError(field, reason)
}

/**
 * Reads a CAIP-122 sign-in message (EIP-4361 for eip155, Sign in with Solana for solana) into its
 * data, strictly: every line in its place, every field checked as {@link formatSiwxMessage}
 * checks it, so that formatting the data gives back the same text. Throws
 * {@link InvalidSiwxMessageError} naming the first bad or missing field. `chainId` comes back as
 * CAIP-2 (`eip155:1`; `Chain ID: mainnet` in a Solana message is
 * `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`), the namespace being read from the header's
 * blockchain name.
 *
 * @example
 * const data = parseSiwxMessage(message)
 * data.chainId // 'eip155:31337'
 * data.nonce // 'a1b2c3d4e5f6a7b8c9'
 */
export function parseSiwxMessage(message: string): ParseSiwxMessageReturnType {
  if (typeof message !== 'string') fail('message', 'must be text')
  const lines = message.split('\n')
  const header = headerPattern.exec(lines[0] ?? '')
  if (!header)
    fail('domain', 'header must be "<domain> wants you to sign in with your <chain> account:"')
  const [, scheme, domain = '', blockchain = ''] = header
  const namespace = namespaceOfBlockchain.get(blockchain)
  if (namespace === undefined) fail('chainId', `unknown blockchain "${blockchain}" in the header`)
  const accountAddress = lines[1]
  if (accountAddress === undefined || accountAddress === '')
    fail('accountAddress', 'is missing (line 2)')
  if (lines[2] !== '') fail('message', 'line 3 must be empty')

  const profile = siwxNamespaces[namespace] as SiwxNamespaceProfile
  let index = 3
  let statement: string | undefined
  // EIP-4361 keeps an empty statement line; Sign in with Solana goes straight to "URI: " (and
  // then "Version: " follows, which tells it from a statement that starts with "URI: ").
  const noStatement = profile.emptyStatementLine
    ? lines[index] === ''
    : lines[index]?.startsWith('URI: ') === true && lines[index + 1] !== ''
  if (noStatement) index += profile.emptyStatementLine ? 1 : 0
  else {
    statement = lines[index]
    if (statement === '' || lines[index + 1] !== '')
      fail('statement', 'must be one line followed by an empty line')
    index += 2
  }

  const values: Partial<Record<keyof SiwxMessageData, string>> = {}
  for (const { field, tag, required } of tags) {
    const line = lines[index]
    if (line?.startsWith(tag)) {
      values[field] = line.slice(tag.length)
      index += 1
    } else if (required) fail(field, `line "${tag.trim()}" is missing or out of order`)
  }

  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    resources = []
    index += 1
    for (; index < lines.length; index += 1) {
      const line = lines[index] ?? ''
      if (!line.startsWith('- ')) fail('resources', 'each resource must be a line "- <URI>"')
      resources.push(line.slice(2))
    }
  }
  if (index < lines.length)
    fail('message', `unexpected line ${index + 1}: "${(lines[index] ?? '').slice(0, 40)}"`)

  const chain = profile.readChainId(values.chainId ?? '')
  if ('problem' in chain) fail('chainId', chain.problem)
  const reference = chain.reference
  const data = {
    domain,
    ...(scheme === undefined ? {} : { scheme }),
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    uri: values.uri,
    version: values.version,
    chainId: `${namespace}:${reference}`,
    nonce: values.nonce,
    issuedAt: values.issuedAt,
    ...(values.expirationTime === undefined ? {} : { expirationTime: values.expirationTime }),
    ...(values.notBefore === undefined ? {} : { notBefore: values.notBefore }),
    ...(values.requestId === undefined ? {} : { requestId: values.requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  assertSiwxMessageData(data)
  return data
}
