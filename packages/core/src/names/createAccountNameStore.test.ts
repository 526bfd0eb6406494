import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { createAccountNameStore } from './createAccountNameStore'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const clock = createFakeClock()
  const asked: string[] = []
  const names: Record<string, string | null> = { [alice]: 'alice.portico.id', [bob]: null }
  const store = createAccountNameStore({
    clock,
    storage: createMemoryStorage(),
    getPrimaryName: async (address) => {
      asked.push(address)
      if (!(address in names)) throw new Error('down')
      return names[address] ?? null
    },
  })
  return { clock, store, asked, names }
}

describe('createAccountNameStore', () => {
  it('reads the primary name once per 5 minutes (SPEC §9 name-service cache)', async () => {
    const { clock, store, asked, names } = setup()
    await store.load(alice)
    expect(store.getState()).toEqual({ address: alice, name: 'alice.portico.id', avatar: null })
    names[alice] = 'other.portico.id'
    clock.advance(299_999)
    await store.load(alice)
    expect(asked).toEqual([alice])
    clock.advance(1)
    await store.load(alice)
    expect(store.getState().name).toBe('other.portico.id')
    expect(asked).toEqual([alice, alice])
  })

  it('a registration shows at once; none or a failure shows no name', async () => {
    const { store, asked } = setup()
    await store.load(bob)
    expect(store.getState()).toEqual({ address: bob, name: null, avatar: null })
    store.setName({ address: bob, name: 'bob.portico.id' })
    expect(store.getState().name).toBe('bob.portico.id')
    await store.load(bob)
    expect(asked).toEqual([bob])
    store.setName({ address: bob, name: 'second.portico.id' })
    expect(store.getState().name).toBe('bob.portico.id')
    await store.load('0x0000000000000000000000000000000000000001')
    expect(store.getState().name).toBeNull()
  })

  it("keeps the identity's avatar with the name, cached alike; none when the lookup has none", async () => {
    const clock = createFakeClock()
    const storage = createMemoryStorage()
    const avatar = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
    let asked = 0
    const make = () =>
      createAccountNameStore({
        clock,
        storage,
        getPrimaryName: async () => {
          asked += 1
          return { name: 'devnet.eth', avatar }
        },
      })
    const store = make()
    await store.load(alice)
    expect(store.getState()).toEqual({ address: alice, name: 'devnet.eth', avatar })
    // Another page (same storage) within 5 minutes: from the cache, avatar included.
    const next = make()
    await next.load(alice)
    expect(next.getState()).toEqual({ address: alice, name: 'devnet.eth', avatar })
    expect(asked).toBe(1)
    // Switching address forgets the previous avatar at once.
    void next.load(bob)
    expect(next.getState()).toEqual({ address: bob, name: undefined, avatar: undefined })
  })

  it('an ENS name per chain (ENSIP-19): each chain asked and cached apart, the answer of another chain ignored', async () => {
    const clock = createFakeClock()
    const asked: (string | undefined)[] = []
    const answers: Record<string, (name: string) => void> = {}
    const store = createAccountNameStore({
      clock,
      storage: createMemoryStorage(),
      getPrimaryName: (_address, chainId) => {
        asked.push(chainId)
        return new Promise((resolve) => {
          answers[chainId ?? 'none'] = resolve
        })
      },
    })
    const onBase = store.load(alice, 'eip155:8453')
    const onOp = store.load(alice, 'eip155:10')
    answers['eip155:10']?.('op.eth')
    await onOp
    // The slower answer of the chain left behind does not replace the current chain's name.
    answers['eip155:8453']?.('base.eth')
    await onBase
    expect(store.getState()).toEqual({
      address: alice,
      chainId: 'eip155:10',
      name: 'op.eth',
      avatar: null,
    })
    await store.load(alice, 'eip155:8453')
    expect(store.getState().name).toBe('base.eth')
    await store.load(alice, 'eip155:10')
    expect(store.getState().name).toBe('op.eth')
    expect(asked).toEqual(['eip155:8453', 'eip155:10'])
  })
})
