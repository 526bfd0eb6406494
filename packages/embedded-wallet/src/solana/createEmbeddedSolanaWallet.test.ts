import type {
  EmbeddedWallet,
  EmbeddedWalletFrame,
  EmbeddedWalletSession,
} from '@portico/core/internal'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { deriveEmbeddedAccounts } from '../keys/deriveEmbeddedAccounts'
import { createEmbeddedSolanaWallet } from './createEmbeddedSolanaWallet'

const chain = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR' as const
const { solana } = deriveEmbeddedAccounts({
  mnemonic: 'test test test test test test test test test test test junk',
})

/** The frame at the boundary: signs Solana messages with the real derived key. */
function setup() {
  let session: EmbeddedWalletSession | undefined
  let loads = 0
  const requests: { method: string; chainId: unknown }[] = []
  const frame = {
    isConnected: async () => true,
    getUser: async () => ({
      email: 'ada@example.com',
      address: '0x1',
      chainId: 'eip155:31337',
      accounts: [
        { address: '0x1', namespace: 'eip155' },
        { address: solana.address, namespace: 'solana', type: 'eoa', path: "m/44'/501'/0'/0'" },
      ],
    }),
    rpcRequest: async (method: string, params: unknown, chainId?: number | string) => {
      requests.push({ method, chainId })
      const message = base58.decode((params as { message: string }).message)
      return { signature: base58.encode(solana.sign(message)) }
    },
  } as unknown as EmbeddedWalletFrame
  const wallet: EmbeddedWallet = {
    load: async () => {
      loads++
      return frame
    },
    getSession: () => session,
    setSession: (next) => {
      session = next
    },
    getLastCodeAt: () => undefined,
    setLastCodeAt: () => {},
    getSocialProviders: async () => [],
    getPendingSocial: () => undefined,
    setPendingSocial: () => {},
  }
  const standard = createEmbeddedSolanaWallet({ wallet, chains: [chain] })
  const connect = (silent?: boolean) =>
    (
      standard.features['standard:connect'] as {
        connect(input?: { silent?: boolean }): Promise<{ accounts: readonly { address: string }[] }>
      }
    ).connect({ silent })
  return { standard, wallet, connect, loads: () => loads, requests }
}

describe('createEmbeddedSolanaWallet', () => {
  it('is `Email`, marked AUTH, on the given chains; without a session it shares nothing and loads no frame', async () => {
    const { standard, connect, loads } = setup()
    expect(standard).toMatchObject({ name: 'Email', chains: [chain], portico: { type: 'AUTH' } })
    expect((await connect(true)).accounts).toEqual([])
    expect(loads()).toBe(0)
  })

  it("with the frame's session: shares the Solana account and signs in the frame on the Solana chain", async () => {
    const { standard, wallet, connect, requests } = setup()
    wallet.setSession({ email: 'ada@example.com' })
    const [account] = (await connect()).accounts
    expect(account?.address).toBe(solana.address)
    // The key's derivation path, as the frame reports it (the Solana adapter hands it on).
    expect(account).toMatchObject({ path: "m/44'/501'/0'/0'" })
    const message = new TextEncoder().encode('hello')
    const sign = standard.features['solana:signMessage'] as {
      signMessage(input: {
        account: unknown
        message: Uint8Array
      }): Promise<{ signature: Uint8Array }[]>
    }
    const [signed] = await sign.signMessage({ account, message })
    expect(signed?.signature).toEqual(solana.sign(message))
    expect(requests).toEqual([{ method: 'solana_signMessage', chainId: chain }])
  })
})
