import { describe, expect, it } from 'vitest'
import { createNameRegistration } from './createNameRegistration'

describe('createNameRegistration', () => {
  it('binds the name to the zone, chain, project, owner and nonce; the message is what the server reads', () => {
    const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const { typedData, message } = createNameRegistration({
      name: 'alice.portico.id',
      zone: 'portico.id',
      projectId: 'portico-local',
      chainId: 31337,
      owner,
      attributes: { avatar: 'https://a.test/a.png' },
      nonce: 'n1',
    })
    expect(typedData.domain).toEqual({ name: 'portico.id', version: '1', chainId: 31337 })
    expect(typedData.primaryType).toBe('Registration')
    expect(typedData.message).toEqual({
      name: 'alice.portico.id',
      owner,
      project: 'portico-local',
      attributes: [{ key: 'avatar', value: 'https://a.test/a.png' }],
      nonce: 'n1',
    })
    expect(message).toBe(
      '{"name":"alice.portico.id","attributes":{"avatar":"https://a.test/a.png"},"nonce":"n1","chainId":31337}',
    )
  })
})
