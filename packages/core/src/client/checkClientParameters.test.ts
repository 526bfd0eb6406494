import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import {
  AdapterNotConfiguredError,
  DuplicateAdapterError,
  NetworksNotConfiguredError,
  ProjectIdNotConfiguredError,
} from '../errors/config'
import { checkClientParameters } from './checkClientParameters'
import { devnetNetwork as devnet, solanaDevnetNetwork as solanaDevnet } from './networks.testing'

// Only `namespace` is read: the rest of the adapter is never touched by the check.
const adapter = (namespace: 'eip155' | 'solana') => ({ namespace }) as ChainAdapter

describe('checkClientParameters', () => {
  it('returns the adapters by namespace', () => {
    const evm = adapter('eip155')
    const solana = adapter('solana')
    const result = checkClientParameters({
      projectId: 'portico-local',
      networks: [devnet, solanaDevnet],
      adapters: [evm, solana],
    })
    expect([...result]).toEqual([
      ['eip155', evm],
      ['solana', solana],
    ])
  })

  it('refuses a config it cannot run with, with typed errors', () => {
    const base = { projectId: 'portico-local', networks: [devnet], adapters: [adapter('eip155')] }
    expect(() => checkClientParameters({ ...base, projectId: '' })).toThrowError(
      ProjectIdNotConfiguredError,
    )
    expect(() => checkClientParameters({ ...base, networks: [] })).toThrowError(
      NetworksNotConfiguredError,
    )
    expect(() => checkClientParameters({ ...base, adapters: [] })).toThrowError(
      AdapterNotConfiguredError,
    )
    expect(() => checkClientParameters({ ...base, networks: [devnet, solanaDevnet] })).toThrowError(
      /Network solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 has no solana adapter/,
    )
  })

  it('refuses two adapters for one namespace', () => {
    const run = () =>
      checkClientParameters({
        projectId: 'portico-local',
        networks: [devnet],
        adapters: [adapter('eip155'), adapter('eip155')],
      })
    expect(run).toThrowError(DuplicateAdapterError)
    expect(run).toThrowError('Two chain adapters for the namespace eip155')
  })
})
