import { buildAuthObject, formatAuthMessage } from '@portico/walletconnect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appOrigin, projectId, type SiwxTestServer, signer, startSiwxServer } from './siwxTestKit'

// Security review 2026-11-24, M2: sign-in rows are pruned, and a stored cacao is bounded and is
// the signed message (no free-form blob with a public URL).
let server: SiwxTestServer
beforeAll(async () => {
  // A high rate limit: the pruning test polls verify.
  server = await startSiwxServer({ PORTICO_SIWX_RATE_LIMIT: '100000' })
})
afterAll(() => server.close())

const iss = `did:pkh:eip155:31337:${signer.address}`

/** A WalletConnect one-prompt sign-in as the kit forwards it: message, signature, CACAO. */
async function oneClick(nonce: string) {
  const request = {
    chains: ['eip155:31337'],
    domain: 'app.test',
    aud: `${appOrigin}/`,
    version: '1',
    nonce,
    iat: new Date(server.clock.now()).toISOString(),
    statement: 'Sign in to Portico',
  }
  const message = formatAuthMessage({ request, iss })
  const signature = await signer.signMessage({ message })
  const cacao = buildAuthObject({ request, signature: { t: 'eip191', s: signature }, iss })
  return { message, signature, cacao }
}

const post = (body: object) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/siwx/verify',
    headers: { origin: appOrigin },
    payload: { projectId, ...body },
  })

describe('cacao (M2)', () => {
  it('stores the CACAO of a WalletConnect one-prompt sign-in and gives it back to its cookie', async () => {
    const signIn = await oneClick(await server.nonce())
    const response = await post(signIn)
    expect(response.statusCode).toBe(200)
    const { session } = response.json()
    expect(session.cacao).toEqual(JSON.parse(JSON.stringify(signIn.cacao)))
    const token = response.cookies.find((c) => c.name === 'portico_session')?.value ?? ''
    const read = await server.app.inject({
      url: `/v1/sessions/${session.id}`,
      cookies: { portico_session: token },
    })
    expect(read.json().cacao).toEqual(session.cacao)
  })

  it('refuses a blob, a bad shape, a NUL, an oversized or a foreign CACAO: 4xx, nothing stored, nonce still usable', async () => {
    const nonce = await server.nonce()
    const signIn = await oneClick(nonce)
    const { cacao } = signIn
    const refusals: [unknown, number, string | RegExp][] = [
      // The review's PoC: { h: { t: 'caip122' }, blob: 'A'.repeat(900_000) }
      [{ h: { t: 'caip122' }, blob: 'A'.repeat(900_000) }, 413, 'Request body is too large'],
      [{ h: { t: 'caip122' }, blob: 'A' }, 400, /^Missing body field "cacao\.p"/],
      [{ ...cacao, h: { t: 'eip4361' } }, 400, /^Invalid body field "cacao\.h\.t"/],
      [{ ...cacao, s: { ...cacao.s, s: 'not hex' } }, 400, /^Invalid body field "cacao\.s\.s"/],
      [
        { ...cacao, s: { ...cacao.s, m: 'a\u0000b' } },
        400,
        'Invalid body field "cacao.s.m": must not contain control characters',
      ],
      [
        {
          ...cacao,
          p: { ...cacao.p, resources: Array(5).fill(`https://app.test/${'r'.repeat(4000)}`) },
        },
        400,
        'Invalid body field "cacao": must be at most 16384 bytes of JSON',
      ],
      // Well-formed, but not what was signed: another statement, another signature.
      [
        { ...cacao, p: { ...cacao.p, statement: 'Something else' } },
        400,
        'The cacao does not match the signed message',
      ],
      [
        { ...cacao, s: { t: 'eip191', s: `0x${'11'.repeat(65)}` } },
        400,
        'The cacao does not match the signed message',
      ],
    ]
    for (const [bad, status, text] of refusals) {
      const response = await post({ ...signIn, cacao: bad })
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(status)
      expect(response.json().message).toMatch(text)
      expect(response.cookies).toEqual([])
    }
    // Nothing was consumed or stored: the same nonce still signs in.
    expect((await post(signIn)).statusCode).toBe(200)
  })
})

describe('cacao fuzz', () => {
  it('any JSON as cacao, or a valid one with any field replaced, is a 4xx and stores nothing', async () => {
    const signIn = await oneClick(await server.nonce())
    const field = fc.constantFrom('h', 'p', 's', 'p.iss', 'p.nonce', 'p.resources', 's.t', 's.s')
    const mutated = fc.tuple(field, fc.jsonValue({ maxDepth: 3 })).map(([path, value]) => {
      const copy = structuredClone(signIn.cacao) as Record<string, Record<string, unknown>>
      const [top, key] = path.split('.') as [string, string | undefined]
      if (key === undefined) copy[top] = value as Record<string, unknown>
      else (copy[top] as Record<string, unknown>)[key] = value
      return copy
    })
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 4 }), mutated), async (cacao) => {
        const response = await post({ ...signIn, cacao })
        expect(response.statusCode).toBeGreaterThanOrEqual(400)
        expect(response.statusCode).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
    expect((await post(signIn)).statusCode).toBe(200)
  })
})

describe('pruning (M2)', () => {
  it('deletes nonces once their 5 minutes are over, on the injected clock', async () => {
    const { message, signature } = await oneClick(await server.nonce())
    server.clock.advance(5 * 60_000)
    expect((await post({ message, signature })).json().message).toBe('Nonce expired')
    // A prune runs every minute: the row goes, so the nonce is then unknown. (A prune still running
    // when the clock jumps schedules the next one a minute later: move the clock on each try.)
    await vi.waitFor(
      async () => {
        server.clock.advance(60_000)
        expect((await post({ message, signature })).json().message).toBe('Unknown nonce')
      },
      { timeout: 10_000, interval: 100 },
    )
  })
})
