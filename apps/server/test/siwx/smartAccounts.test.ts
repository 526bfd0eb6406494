import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { holdDevnet } from '../holdDevnet'
import ccipAccount from './contracts/ccipAccount.json' with { type: 'json' }
import ownedAccount from './contracts/ownedAccount.json' with { type: 'json' }
import { otherSigner, type SiwxTestServer, signer, startSiwxServer } from './siwxTestKit'

// This file deploys smart accounts: it holds the devnet (one such file at a time, reverted after).
holdDevnet()
const abi = ownedAccount.abi
const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
const client = createPublicClient({ transport: http(rpcUrl) })
// A deployer no other suite uses (index 20 is not pre-funded: anvil_setBalance below).
const deployer = mnemonicToAccount(inject('mnemonic'), { addressIndex: 20 })
const wallet = createWalletClient({ account: deployer, transport: http(rpcUrl) })

let server: SiwxTestServer
let factory: Hex
beforeAll(async () => {
  server = await startSiwxServer()
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [deployer.address, toHex(parseEther('10'))] as never,
  })
  const hash = await wallet.deployContract({
    abi,
    bytecode: ownedAccount.bytecode as Hex,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  factory = receipt.contractAddress as Hex
}, 180_000)
afterAll(() => server.close())

const freshSalt = () => keccak256(toHex(`${Date.now()}-${Math.random()}`))
const accountAddress = (salt: Hex) =>
  client.readContract({
    address: factory,
    abi,
    functionName: 'getAddress',
    args: [signer.address, salt],
  }) as Promise<Hex>

describe('smart-account sign-in on the devnet', () => {
  it('ERC-1271: a deployed account whose owner signs', async () => {
    const salt = freshSalt()
    const hash = await wallet.writeContract({
      address: factory,
      abi,
      functionName: 'createAccount',
      args: [signer.address, salt],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
    const address = await accountAddress(salt)
    expect(await client.getCode({ address })).not.toBeUndefined()

    const { response: ok } = await server.signIn({ accountAddress: address })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().session.address).toBe(address)

    const other = server.message(await server.nonce(), { accountAddress: address })
    const refused = await server.verify({
      message: other,
      signature: await otherSigner.signMessage({ message: other }),
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.json().message).toBe(`Signature is not from ${address}`)
  })

  it('ERC-6492: an account not deployed yet, signature wrapped with its factory call', async () => {
    const salt = freshSalt()
    const address = await accountAddress(salt)
    expect(await client.getCode({ address })).toBeUndefined()
    const factoryData = encodeFunctionData({
      abi,
      functionName: 'createAccount',
      args: [signer.address, salt],
    })
    const wrap = async (message: string, by = signer) =>
      serializeErc6492Signature({
        address: factory,
        data: factoryData,
        signature: await by.signMessage({ message }),
      })

    const message = server.message(await server.nonce(), { accountAddress: address })
    const ok = await server.verify({ message, signature: await wrap(message) })
    expect(ok.statusCode).toBe(200)
    // Verification simulates the deployment; nothing lands on the chain.
    expect(await client.getCode({ address })).toBeUndefined()

    const other = server.message(await server.nonce(), { accountAddress: address })
    const refused = await server.verify({
      message: other,
      signature: await wrap(other, otherSigner),
    })
    expect(refused.statusCode).toBe(401)
  })

  it('never follows a CCIP-Read (EIP-3668) answer of an account: no request to its URL, no sign-in', async () => {
    // The account's isValidSignature names this URL; followed, its callback accepts anything.
    let asked = 0
    const bait = createHttpServer((_request, response) => {
      asked += 1
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ data: `0x${'00'.repeat(32)}` }))
    })
    await new Promise<void>((resolve) => bait.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(bait.address() as AddressInfo).port}/{sender}/{data}.json`
      const hash = await wallet.deployContract({
        abi: ccipAccount.abi,
        bytecode: ccipAccount.bytecode as Hex,
        args: [url],
        chain: null,
      })
      const address = getAddress(
        (await client.waitForTransactionReceipt({ hash })).contractAddress as Address,
      )
      const message = server.message(await server.nonce(), { accountAddress: address })
      const refused = await server.verify({
        message,
        signature: await otherSigner.signMessage({ message }),
      })
      expect(refused.statusCode).toBe(401)
      expect(refused.json().message).toBe(`Signature is not from ${address}`)
      expect(asked).toBe(0)
    } finally {
      await new Promise((resolve) => bait.close(resolve))
    }
  })
})
