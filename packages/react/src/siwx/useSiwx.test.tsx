import { createPorticoSiwx, type SiwxSession } from '@portico/core/siwx'
import { createEvmAdapter } from '@portico/evm'
import { act, useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { useSiwx } from './useSiwx'

// The hook over createPorticoSiwx with the server answered by an injected fetch; the real route
// is crossed in apps/server/test/siwx/tokens.test.ts and the whole flow in e2e/examples/nextjs.spec.ts.
const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const caipAddress = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup() {
  const asked: { url: string; credentials: RequestCredentials | undefined }[] = []
  let issued = 0
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    if (url.pathname === '/api/me') {
      const authorization = new Headers(init?.headers).get('authorization')
      return Response.json({ authorization })
    }
    asked.push({ url: url.href, credentials: init?.credentials })
    if (url.pathname !== '/v1/siwx/token') return new Response('{}', { status: 404 })
    issued++
    const expiresAt = new Date(Date.now() + 600_000).toISOString()
    return Response.json({ token: `jwt-${issued}`, expiresAt })
  }
  const siwx = createPorticoSiwx({ apiUrl: 'http://127.0.0.1:3000', projectId: 'p', fetch })
  const adapter = createEvmAdapter({
    networks: [network],
    rpcUrl: () => 'http://127.0.0.1:1',
    storage: null,
  })
  const config = createPorticoConfig({
    projectId: 'p',
    networks: [network],
    adapters: [adapter],
    storage: null,
    siwx,
  })
  return { config, fetch, asked }
}

const session = { id: 's1', message: 'm', signature: '0x' } as unknown as SiwxSession

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe('useSiwx: the token for the app’s backend', () => {
  it('asks no token before sign-in, then one; fetch with it is one line; the same token again; never in localStorage', async () => {
    const { config, fetch, asked } = setup()
    function Me() {
      const { signedIn, getToken } = useSiwx()
      const [me, setMe] = useState('')
      useEffect(() => {
        if (!signedIn) return
        void (async () => {
          const response = await fetch('http://127.0.0.1:3000/api/me', {
            headers: { authorization: `Bearer ${await getToken()}` },
          })
          setMe(((await response.json()) as { authorization: string }).authorization)
        })()
      }, [signedIn, getToken])
      return <p>sent: {me || 'nothing'}</p>
    }
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <Me />
      </PorticoContext.Provider>,
    )
    expect(rendered.container.textContent).toBe('sent: nothing')
    expect(asked).toEqual([])
    await act(async () =>
      config.siwx.setState({ status: 'signed-in', caipAddress, sessions: [session] }),
    )
    const container = rendered.container
    await waitFor(() => container.textContent === 'sent: Bearer jwt-1' || undefined)
    expect(asked).toEqual([
      { url: 'http://127.0.0.1:3000/v1/siwx/token?projectId=p', credentials: 'include' },
    ])
    expect(JSON.stringify({ ...localStorage })).not.toContain('jwt-1')
    // Still fresh: the same token, no new request.
    expect(await config.siwxToken.getToken()).toBe('jwt-1')
    expect(asked).toHaveLength(1)
  })
})
