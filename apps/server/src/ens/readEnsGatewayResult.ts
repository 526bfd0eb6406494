import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  hexToBytes,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { ProfileStore } from '../profile/createProfileStore'

/** The record functions the gateway answers (ENS resolver profiles). */
export const resolverProfileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** `\x05alice\x07portico\x02id\x00` → `alice.portico.id`; undefined when not a DNS-encoded name. */
export function decodeDnsName(dns: Hex): string | undefined {
  const bytes = hexToBytes(dns)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] as number
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.') : undefined
    const label = new TextDecoder().decode(bytes.slice(offset + 1, offset + 1 + length))
    if (label.length !== length || label.includes('.')) return undefined
    labels.push(label)
    offset += 1 + length
  }
  return undefined
}

export type ReadEnsGatewayResultParameters = {
  store: ProfileStore
  zone: string
  /** The DNS-encoded name the client asked about. */
  name: Hex
  /** The resolver call (`addr`, `text`, `name`) for that name. */
  data: Hex
}

/**
 * The ABI-encoded answer of one resolver call about a name, from the name service: `addr` (coin
 * type 60, or any coin type registered) and `text` for `<label>.<zone>`, `name` for
 * `<address>.addr.reverse` (the primary name). A name nobody has answers the empty record (zero
 * address, empty bytes or string), as an on-chain resolver would. Undefined: a call it does not
 * know or a node that is not the name's.
 *
 * @example
 * await readEnsGatewayResult({ store, zone: 'portico.id', name: toHex(packetToBytes('alice.portico.id')), data })
 */
export async function readEnsGatewayResult(
  parameters: ReadEnsGatewayResultParameters,
): Promise<Hex | undefined> {
  const { store, zone } = parameters
  const name = decodeDnsName(parameters.name)?.toLowerCase()
  if (name === undefined) return undefined
  let call: ReturnType<typeof decodeFunctionData<typeof resolverProfileAbi>>
  try {
    call = decodeFunctionData({ abi: resolverProfileAbi, data: parameters.data })
  } catch {
    return undefined
  }
  if (call.args[0] !== namehash(name)) return undefined
  const encode = (value: unknown) =>
    encodeFunctionResult({
      abi: resolverProfileAbi,
      functionName: call.functionName,
      result: value,
    } as Parameters<typeof encodeFunctionResult>[0])

  if (call.functionName === 'name') {
    const reverse = /^([0-9a-f]{40})\.addr\.reverse$/.exec(name)
    if (!reverse) return encode('')
    const [primary] = await store.namesOf(`0x${reverse[1]}`)
    return encode(primary?.name ?? '')
  }
  const profile = name.endsWith(`.${zone}`) ? await store.find(name) : undefined
  if (call.functionName === 'text') return encode(profile?.attributes[call.args[1]] ?? '')
  if (call.args.length === 1) {
    const address = profile?.addresses['60']?.address ?? zeroAddress
    return encode(address)
  }
  const address = profile?.addresses[String(call.args[1])]?.address
  return encodeAbiParameters([{ type: 'bytes' }], [(address ?? '0x') as Hex])
}
