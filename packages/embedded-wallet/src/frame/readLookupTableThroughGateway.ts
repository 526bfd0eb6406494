import { getAddressDecoder, getArrayDecoder, getBase64Encoder, getU32Decoder } from '@solana/kit'
import { createGatewayCall } from './createGatewayCall'
import type { ReadLookupTable } from './describe/approvalView'

export type ReadLookupTableThroughGatewayParameters = {
  /** The server (the frame's own origin). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}

const lookupTableProgram = 'AddressLookupTab1e1111111111111111111111111'
/** An address lookup table account: 56 bytes of metadata (u32 type 1 first), then its addresses. */
const metadataSize = 56
const addressesDecoder = getArrayDecoder(getAddressDecoder(), { size: 'remainder' })

type AccountInfo = { value: { owner: string; data: [string, string] } | null }

/**
 * A {@link ReadLookupTable} for the approval screen: reads an address lookup table's account with
 * `getAccountInfo` (base64) through the server's RPC gateway and decodes its addresses with
 * `@solana/kit`'s codecs. `undefined` when there is no table at that address (or not one of the
 * Address Lookup Table program's), so the screen shows the entries as unread.
 *
 * @example
 * const readLookupTable = readLookupTableThroughGateway({ apiUrl: location.origin, projectId })
 * await readLookupTable('4Nd1…', 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR') // ['9xQe…', …]
 */
export function readLookupTableThroughGateway(
  parameters: ReadLookupTableThroughGatewayParameters,
): ReadLookupTable {
  const gateway = createGatewayCall(parameters)
  return async (table, chainId) => {
    const info = (await gateway(
      'getAccountInfo',
      [table, { encoding: 'base64', commitment: 'confirmed' }],
      chainId,
    )) as AccountInfo | undefined
    const account = info?.value
    if (!account || account.owner !== lookupTableProgram || account.data[1] !== 'base64')
      return undefined
    const data = new Uint8Array(getBase64Encoder().encode(account.data[0]))
    if (data.length < metadataSize || (data.length - metadataSize) % 32 !== 0) return undefined
    if (getU32Decoder().decode(data) !== 1) return undefined
    return addressesDecoder.decode(data, metadataSize)
  }
}
