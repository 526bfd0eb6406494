import { type UsedSolanaDevnet, useSolanaDevnet } from '@portico/devnet/testing'
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getU64Encoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readLookupTableThroughGateway } from './readLookupTableThroughGateway'

const lookupTableProgram = address('AddressLookupTab1e1111111111111111111111111')
const memo = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
let devnet: UsedSolanaDevnet
let table: Address
const asked: string[] = []

/**
 * Makes a real address lookup table on the devnet (the Address Lookup Table program's
 * CreateLookupTable then ExtendLookupTable, as `@solana-program/address-lookup-table` encodes them).
 */
async function createLookupTable(entries: Address[]): Promise<Address> {
  const rpc = createSolanaRpc(devnet.rpcUrl)
  const authority = await createKeyPairSignerFromBytes(
    devnet.accounts[5]?.keyPairBytes ?? new Uint8Array(),
  )
  const slot = getU64Encoder().encode(await rpc.getSlot().send())
  const [lookupTable, bump] = await getProgramDerivedAddress({
    programAddress: lookupTableProgram,
    seeds: [getAddressEncoder().encode(authority.address), slot],
  })
  const accounts = [
    { address: lookupTable, role: AccountRole.WRITABLE },
    { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority },
    { address: address('11111111111111111111111111111111'), role: AccountRole.READONLY },
  ]
  const withIndex = (index: number, ...parts: ArrayLike<number>[]) =>
    Uint8Array.of(index, 0, 0, 0, ...parts.flatMap((part) => Array.from(part)))
  const create: Instruction = {
    programAddress: lookupTableProgram,
    accounts: [accounts[0], accounts[1], accounts[1], accounts[2]] as Instruction['accounts'],
    data: withIndex(0, slot, Uint8Array.of(bump)),
  }
  const extend: Instruction = {
    programAddress: lookupTableProgram,
    accounts: [accounts[0], accounts[1], accounts[1], accounts[2]] as Instruction['accounts'],
    data: withIndex(
      2,
      getU64Encoder().encode(BigInt(entries.length)),
      ...entries.map((entry) => getAddressEncoder().encode(entry)),
    ),
  }
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions([create, extend], m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  return lookupTable
}

beforeAll(async () => {
  devnet = await useSolanaDevnet()
  table = await createLookupTable([memo, devnet.accounts[1]?.address as Address])
}, 60_000)
afterAll(() => devnet?.stop())

// The server's RPC gateway forwards to the chain: here the frame's request goes to the real devnet.
const toDevnet: typeof fetch = (input, init) => {
  asked.push(String(input))
  return fetch(devnet.rpcUrl, init)
}

describe('readLookupTableThroughGateway', () => {
  it("reads a real lookup table's addresses with getAccountInfo through the gateway URL", async () => {
    const read = readLookupTableThroughGateway({
      apiUrl: 'http://localhost:3001',
      projectId: 'portico-local',
      fetch: toDevnet,
    })
    expect(await read(table, devnet.caipNetworkId)).toEqual([memo, devnet.accounts[1]?.address])
    expect(asked[0]).toBe(
      `http://localhost:3001/v1/?chainId=${encodeURIComponent(devnet.caipNetworkId)}&projectId=portico-local`,
    )
  })

  it('an account that is not a lookup table, or no account, answers undefined', async () => {
    const read = readLookupTableThroughGateway({
      apiUrl: 'http://x',
      projectId: 'p',
      fetch: toDevnet,
    })
    expect(await read(devnet.accounts[2]?.address as string, devnet.caipNetworkId)).toBeUndefined()
    expect(await read(devnet.mints.pUSD, devnet.caipNetworkId)).toBeUndefined()
    expect(
      await read('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', devnet.caipNetworkId),
    ).toBeUndefined()
  })
})
