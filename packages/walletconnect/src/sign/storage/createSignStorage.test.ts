import { createMemoryStorage } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { InvalidSignInputError } from '../../errors/sign'
import { createLocalSignStorage } from './createLocalSignStorage'
import { createMemorySignStorage } from './createMemorySignStorage'

describe('sign storage', () => {
  it('memory: set, get a copy, delete', async () => {
    const storage = createMemorySignStorage()
    const value = { sessions: [{ topic: 'a', expiry: 1 }] }
    await storage.set('state', value)
    value.sessions.splice(0, 1, { topic: 'changed', expiry: 2 })
    expect(await storage.get('state')).toEqual({ sessions: [{ topic: 'a', expiry: 1 }] })
    await storage.delete('state')
    expect(await storage.get('state')).toBeUndefined()
  })

  it('local: JSON under a prefix; unreadable entries read as missing', async () => {
    const web = createMemoryStorage()
    const storage = createLocalSignStorage({ storage: web, prefix: 'x:' })
    await storage.set('keys', { a: 'b' })
    expect(web.items.get('x:keys')).toBe('{"a":"b"}')
    expect(await storage.get('keys')).toEqual({ a: 'b' })
    web.setItem('x:broken', '{not json')
    expect(await storage.get('broken')).toBeUndefined()
    await storage.delete('keys')
    expect(web.items.has('x:keys')).toBe(false)
  })

  it('local: a clear error without localStorage', () => {
    expect(() => createLocalSignStorage()).toThrow(InvalidSignInputError)
    expect(() => createLocalSignStorage()).toThrow('no localStorage here: pass a storage')
  })
})
