import { getSendStore } from '@portico/core/internal'
import {
  createMemoryAdapter,
  devnetNetwork as devnet,
  solanaDevnetNetwork as solanaLocal,
} from '@portico/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { createPorticoConfig } from '../createPorticoConfig'

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const receiver = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

describe('getSendStore', () => {
  it("estimates with the active namespace's adapter, checked by that namespace's rule", async () => {
    const wallet = { name: 'Portico Test Wallet' }
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      networks: [devnet],
      wallets: [
        { id: 'w', rdns: 'w', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', ...wallet },
      ],
      balances: { '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266': 10n ** 18n },
    })
    const solana = createMemoryAdapter({
      namespace: 'solana',
      networks: [solanaLocal],
      wallets: [{ id: 's', address: solanaAddress, ...wallet }],
      balances: { [solanaAddress]: 2n * 10n ** 9n },
    })
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks: [devnet, solanaLocal],
      adapters: [evm, solana],
      storage: null,
      apiUrl: undefined,
    })
    const stop = config.start()
    await config.connect('w')
    await config.switchNetwork(solanaLocal.caipNetworkId)
    await config.refreshBalance()

    const send = getSendStore(config)
    send.setToken({ name: 'Solana', symbol: 'SOL', decimals: 9, balance: 2n * 10n ** 9n })
    send.setAmount('0.5')
    send.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // an EVM address
    expect(await send.preview()).toBe(false)
    expect(send.getState().error?.name).toBe('SendReceiverInvalidError')

    send.setReceiverAddress(receiver)
    expect(await send.preview()).toBe(true)
    expect(send.getState().preview).toMatchObject({
      caipNetworkId: solanaLocal.caipNetworkId,
      from: solanaAddress,
      value: 500_000_000n,
      receiverAddress: receiver,
    })
    expect(solana.calls).toContain('estimateSend')
    expect(evm.calls).not.toContain('estimateSend')
    stop()
  })

  it("asks the receiver's identity on the chain the send goes on (ENSIP-19)", async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      networks: [devnet],
      wallets: [
        {
          id: 'w',
          rdns: 'w',
          name: 'Portico Test Wallet',
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        },
      ],
    })
    const asked: URL[] = []
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks: [devnet],
      adapters: [evm],
      storage: null,
      apiUrl: 'http://127.0.0.1:9',
      fetch: async (input) => {
        asked.push(new URL(input))
        return new Response(JSON.stringify({ name: 'bob.eth', avatar: null }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    const stop = config.start()
    await config.connect('w')
    const send = getSendStore(config)
    send.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await vi.waitFor(() => expect(send.getState().receiverProfileName).toBe('bob.eth'))
    const identity = asked.find((url) => url.pathname.startsWith('/v1/identity/'))
    expect(identity?.searchParams.get('chainId')).toBe(devnet.caipNetworkId)
    stop()
  })
})
