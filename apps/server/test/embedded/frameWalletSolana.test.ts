import { ed25519 } from '@noble/curves/ed25519.js'
import { createFrameWallet } from '@portico/embedded-wallet'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { holdDevnet } from '../holdDevnet'
import {
  type EmailTestServer,
  frameOrigin,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'
import { frameOriginFetch, memoryFrameStorage } from './frameTestBrowser'

// The frame's Solana signer against the real server (login, shares, RPC gateway) and the local
// Solana chain: the frame stays on EVM and signs for Solana by naming the chain in the request.
// This file airdrops and sends on the Solana chain: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet([], { solana: true })
const solana = inject('solana')
const rpc = createSolanaRpc(solana.rpcUrl)
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  server = await startEmailServer({
    PORTICO_RPC_URLS: `${inject('rpcUrls')},${solana.caipNetworkId}=${solana.rpcUrl}`,
  })
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => server.close())

const app = 'http://localhost:3000'

describe('the frame wallet on Solana', () => {
  it('signs a transfer after approval and sends it through the gateway; a declined one is not signed', async () => {
    const { storage } = memoryFrameStorage()
    const approvals = [true, true, false]
    const asked: { method: string; chainId: string }[] = []
    const wallet = createFrameWallet({
      apiUrl,
      projectId,
      chainId: 'eip155:31337',
      fetch: frameOriginFetch(frameOrigin),
      storage,
      approve: async (request) => {
        asked.push({ method: request.method, chainId: request.chainId })
        return approvals.shift() ?? false
      },
    })
    const email = newEmail()
    await wallet.handle('APP_CONNECT_EMAIL', { email }, app)
    const user = (await wallet.handle(
      'APP_CONNECT_OTP',
      { code: await server.codeFor(email) },
      app,
    )) as { accounts: { address: string; namespace: string }[] }
    const from = user.accounts.find((a) => a.namespace === 'solana')?.address as string
    await rpc.requestAirdrop(address(from), lamports(1_000_000_000n)).send()
    const to = (await generateKeyPairSigner()).address
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const compiled = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(from), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: createNoopSigner(address(from)),
              destination: to,
              amount: 250_000_000n,
            }),
            m,
          ),
      ),
    )
    const transaction = getBase64EncodedWireTransaction(compiled)
    const request = (method: string) =>
      wallet.handle(
        'APP_RPC_REQUEST',
        { method, params: { transaction }, chainId: solana.caipNetworkId },
        app,
      )

    // Sign only: a valid signature of the message by the frame's Solana key.
    const { transaction: signed } = (await request('solana_signTransaction')) as {
      transaction: string
    }
    const bytes = Uint8Array.from(Buffer.from(signed, 'base64'))
    const message = new Uint8Array(compiled.messageBytes)
    expect(ed25519.verify(bytes.subarray(1, 65), message, await publicKeyOf(from))).toBe(true)

    // Sign and send: the chain moves by the amount.
    const { signature } = (await request('solana_signAndSendTransaction')) as { signature: string }
    expect(typeof signature).toBe('string')
    const { value: received } = await rpc.getBalance(to).send()
    expect(received).toBe(250_000_000n)

    // Declined in the frame: nothing is signed.
    await expect(request('solana_signAndSendTransaction')).rejects.toThrow('Signature declined')
    expect(asked).toEqual([
      { method: 'solana_signTransaction', chainId: solana.caipNetworkId },
      { method: 'solana_signAndSendTransaction', chainId: solana.caipNetworkId },
      { method: 'solana_signAndSendTransaction', chainId: solana.caipNetworkId },
    ])
  })
})

/** The 32 public-key bytes of a base58 address. */
async function publicKeyOf(base58Address: string): Promise<Uint8Array> {
  const { getAddressEncoder } = await import('@solana/kit')
  return new Uint8Array(getAddressEncoder().encode(address(base58Address)))
}
