import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { NameRegistrationError, NameSuggestionsError } from '../errors/names'
import { createRegisterNameStore } from './createRegisterNameStore'

// The server and the wallet are faked at their boundary to test the flow's own rules; the real
// routes are tested in apps/server, the whole flow with a real wallet in e2e/specs/names.spec.ts.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const start = 1_795_600_000_000

function setup(options: { taken?: string[]; decline?: boolean; refuse?: string } = {}) {
  const clock = createFakeClock({ start })
  const asked: string[] = []
  const signed: unknown[] = []
  const registered: unknown[] = []
  const taken = new Set(options.taken ?? [])
  const names = createRegisterNameStore({
    zone: 'portico.id',
    clock,
    getSuggestions: async (label) => {
      asked.push(label)
      if (label === 'broken') throw new NameSuggestionsError()
      const candidates = [label, `${label}-1`, `${label}1`].map((l) => `${l}.portico.id`)
      return candidates.filter((name) => !taken.has(name))
    },
    projectId: 'portico-local',
    getAddress: () => address,
    getChainId: () => 31337,
    getNonce: async () => 'ab'.repeat(16),
    signTypedData: async (typedData) => {
      if (options.decline) throw Object.assign(new Error('User rejected'), { code: 4001 })
      signed.push(typedData)
      return { signature: `0x${'11'.repeat(65)}` }
    },
    register: async (parameters) => {
      if (options.refuse)
        throw new NameRegistrationError({ name: parameters.name, details: options.refuse })
      registered.push(parameters)
      return { name: parameters.name }
    },
    onRegistered: (parameters) => registered.push({ onRegistered: parameters }),
  })
  return { clock, names, asked, signed, registered }
}

describe('createRegisterNameStore', () => {
  it('validates as typed and asks availability once, 500 ms after the last key', async () => {
    const { clock, names, asked } = setup({ taken: ['alice.portico.id'] })
    names.setLabel('ali')
    expect(names.getState()).toMatchObject({ availability: 'invalid', problem: 'short' })
    names.setLabel('ali_')
    expect(names.getState()).toMatchObject({ availability: 'invalid', problem: 'characters' })
    names.setLabel('alic')
    clock.advance(499)
    names.setLabel('Alice')
    expect(names.getState()).toMatchObject({ availability: 'checking', name: 'alice.portico.id' })
    clock.advance(499)
    expect(asked).toEqual([])
    clock.advance(1)
    expect(asked).toEqual(['alice'])
    await Promise.resolve()
    expect(names.getState()).toMatchObject({
      availability: 'taken',
      suggestions: ['alice-1.portico.id', 'alice1.portico.id'],
    })
    names.setLabel('bobby')
    clock.advance(500)
    await Promise.resolve()
    expect(names.getState()).toMatchObject({
      availability: 'available',
      suggestions: ['bobby-1.portico.id', 'bobby1.portico.id'],
    })
    names.setLabel('')
    expect(names.getState().availability).toBe('empty')
  })

  it('an answer for an older label is dropped; a failed check is unknown, not taken', async () => {
    const { clock, names } = setup()
    names.setLabel('broken')
    clock.advance(500)
    await Promise.resolve()
    expect(names.getState().availability).toBe('unknown')
    expect(names.getState().error?.shortMessage).toBe('Error fetching name suggestions')
  })

  it('signs the registration as typed data bound to the zone, project, chain and nonce, and registers it', async () => {
    const { names, signed, registered } = setup()
    names.setLabel('Alice')
    expect(await names.register()).toBe('alice.portico.id')
    const nonce = 'ab'.repeat(16)
    expect(signed).toEqual([
      expect.objectContaining({
        domain: { name: 'portico.id', version: '1', chainId: 31337 },
        primaryType: 'Registration',
        message: {
          name: 'alice.portico.id',
          owner: address,
          project: 'portico-local',
          attributes: [],
          nonce,
        },
      }),
    ])
    expect(registered).toEqual([
      {
        name: 'alice.portico.id',
        address,
        message: `{"name":"alice.portico.id","attributes":{},"nonce":"${nonce}","chainId":31337}`,
        signature: `0x${'11'.repeat(65)}`,
      },
      { onRegistered: { address, name: 'alice.portico.id' } },
    ])
    expect(names.getState()).toMatchObject({
      status: 'registered',
      registeredName: 'alice.portico.id',
    })
  })

  it('a declined signature and a refusal keep the form with the reason', async () => {
    const declined = setup({ decline: true })
    declined.names.setLabel('alice')
    await expect(declined.names.register()).rejects.toThrowError('Signature declined')
    expect(declined.names.getState()).toMatchObject({ status: 'idle', label: 'alice' })
    expect(declined.registered).toEqual([])

    const refused = setup({ refuse: 'Error registering name alice.portico.id: the name is taken' })
    refused.names.setLabel('alice')
    await expect(refused.names.register()).rejects.toThrowError(
      'Error registering name alice.portico.id',
    )
    expect(refused.names.getState()).toMatchObject({ status: 'idle', label: 'alice' })
    expect(refused.names.getState().error?.details).toBe(
      'Error registering name alice.portico.id: the name is taken',
    )
  })

  it('an invalid label is never signed', async () => {
    const { names, signed } = setup()
    names.setLabel('ab')
    await expect(names.register()).rejects.toThrowError('Error registering name ab.portico.id')
    expect(signed).toEqual([])
  })
})
