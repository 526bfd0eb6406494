// Core's actions on a client whose Solana adapter is the real one: a Wallet Standard wallet
// registered in-process, signing with the devnet's seeded key, on the local Solana chain.
import { ed25519 } from '@noble/curves/ed25519.js'
import { type AdapterNetwork, createPorticoClient } from '@portico/core'
import { connect, getBalance, signMessage } from '@portico/core/actions'
import { getBase58Encoder } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyWallet } from '../test/createKeyWallet'
import { solanaNetwork, type UsedSolanaDevnet, useSolanaDevnet } from '../test/solanaFixture'
import { createSolanaAdapter } from './createSolanaAdapter'

let solana: UsedSolanaDevnet
let network: AdapterNetwork
let unregister: () => void = () => {}
beforeAll(async () => {
  solana = await useSolanaDevnet()
  network = solanaNetwork(solana)
})
afterAll(() => {
  unregister()
  return solana.stop()
})

describe("core's actions on the Solana adapter", () => {
  it('connect, signMessage (base58 ed25519), getBalance (the chain’s)', async () => {
    const wallet = await createKeyWallet({
      name: 'Actions Key Wallet',
      keyPairBytes: solana.accounts[0]?.keyPairBytes as Uint8Array,
      chains: { [solana.caipNetworkId]: solana.rpcUrl },
    })
    unregister = getWallets().register(wallet)
    const client = createPorticoClient({
      projectId: 'portico-local',
      networks: [network],
      adapters: [createSolanaAdapter({ networks: [network], storage: null })],
      storage: null,
    })
    const stop = client.start()
    const { namespaces } = await connect(client, { connectorId: wallet.name })
    expect(namespaces).toEqual(['solana'])

    const message = 'hello portico'
    const signature = await signMessage(client, { message })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(
      ed25519.verify(
        bytes,
        new TextEncoder().encode(message),
        new Uint8Array(wallet.account.publicKey),
      ),
    ).toBe(true)

    const address = wallet.account.address
    const answer = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
    })
    const lamports = BigInt(((await answer.json()) as { result: { value: number } }).result.value)
    expect(await getBalance(client)).toMatchObject({ value: lamports, decimals: 9, symbol: 'SOL' })
    stop()
  })
})
