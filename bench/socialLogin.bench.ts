// Social login figures (printed, never pass/fail): time from the provider's redirect to the
// server's callback until the frame is connected — the callback page (state check, code exchange
// with PKCE, ID token signature and nonce checks, account link), then APP_CONNECT_SOCIAL in the
// frame's wallet logic (finish → session → keys: a new wallet made and its shares stored, or the
// keys of a known account rebuilt from the server and recovery shares on a new browser). Against
// the server on PGlite in memory and the development identity provider, over loopback HTTP; the
// browser itself (popup, postMessage, React) is left out (the e2e prints the whole figure).
//
//   npx tsx bench/socialLogin.bench.ts            (or npm run bench -- social)
//   SOCIAL_BENCH_LOGINS=40 npx tsx bench/socialLogin.bench.ts
import { randomBytes } from 'node:crypto'
import { loginAtDevIdentityProvider, startDevIdentityProvider } from '@portico/devnet'
import { createFrameWallet } from '@portico/embedded-wallet'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'

const logins = Number(process.env.SOCIAL_BENCH_LOGINS ?? 20)
const frameOrigin = 'http://localhost:3001'
const callbackUrl = `${frameOrigin}/v1/embedded/social/callback`
const projectId = 'portico-local'
const users = Array.from({ length: logins }, (_, index) => ({
  id: `bench-${index}`,
  name: `Bench ${index}`,
  email: `bench-${index}-${randomBytes(3).toString('hex')}@portico.localhost`,
  // Accounts of their own (no email): the provider is their only factor, so a new browser gets
  // their keys. (An account with an email needs its device code there first.)
  emailVerified: false,
}))

const idp = await startDevIdentityProvider({ port: 0, redirectUris: [callbackUrl], users })
const config = loadConfig({
  PORTICO_DEV: '1',
  PORT: '0',
  DATABASE_URL: 'memory://',
  PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:9',
  PORTICO_LOG_LEVEL: 'silent',
  PORTICO_INDEXER: 'off',
  PORTICO_SOCIAL_DEV_ISSUER: idp.issuer,
  PORTICO_SOCIAL_DEV_CLIENT_ID: idp.clientId,
  PORTICO_SOCIAL_DEV_CLIENT_SECRET: idp.clientSecret,
})
// Every login comes from 127.0.0.1: lift the per-address limits for the run.
const server = await createServer({
  ...config,
  embedded: { ...config.embedded, ipSendsPerMinute: 1e6, ipChecksPerMinute: 1e6 },
})

const frameFetch: typeof fetch = (input, init = {}) =>
  fetch(input, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), origin: frameOrigin },
  })
/** A new browser: the frame's wallet logic with empty frame storage. */
function browser(base: string) {
  const store = new Map<string, string>()
  return createFrameWallet({
    apiUrl: base,
    projectId,
    chainId: 'eip155:31337',
    fetch: frameFetch,
    storage: {
      get: async (key) => store.get(key),
      set: async (key, value) => void store.set(key, value),
      delete: async (key) => void store.delete(key),
    },
    approve: async () => true,
  })
}
/** One social login; answers the ms of the callback page and of the frame's finish. */
async function login(base: string, userId: string) {
  const wallet = browser(base)
  const { uri } = (await wallet.handle(
    'APP_GET_SOCIAL_REDIRECT_URI',
    { provider: 'google' },
    '',
  )) as {
    uri: string
  }
  // The launch URL (on the frame origin, served here) binds the flow to this browser's cookie.
  const launch = new URL(uri)
  const launched = await fetch(`${base}${launch.pathname}${launch.search}`, { redirect: 'manual' })
  const cookie = launched.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const back = await loginAtDevIdentityProvider({
    authorizationUrl: String(launched.headers.get('location')),
    userId,
    redirectUri: callbackUrl,
  })
  const started = performance.now()
  const page = await (
    await fetch(`${base}${back.pathname}${back.search}`, { headers: { cookie } })
  ).text()
  const code = /completionCode:"([A-Za-z0-9_-]{43})"/.exec(page)?.[1]
  if (code === undefined) throw new Error('the callback page handed no code')
  const callbackDone = performance.now()
  wallet.deliverSocialCode(code)
  await wallet.handle('APP_CONNECT_SOCIAL', { provider: 'google' }, '')
  const connected = performance.now()
  return {
    callback: callbackDone - started,
    finish: connected - callbackDone,
    total: connected - started,
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
const report = (label: string, runs: { callback: number; finish: number; total: number }[]) => {
  const line = (key: 'callback' | 'finish' | 'total') => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b)
    return `${key} median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms`
  }
  console.log(
    `${label} (${runs.length} logins): ${line('total')}; ${line('callback')}; ${line('finish')}`,
  )
}

try {
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
  await login(base, 'dev-alice').catch(() => {}) // warm-up (discovery, JIT); dev-alice is not a bench user
  const first: Awaited<ReturnType<typeof login>>[] = []
  for (const user of users) first.push(await login(base, user.id))
  report('first login, new wallet (callback → connected)', first)
  const again: Awaited<ReturnType<typeof login>>[] = []
  for (const user of users) again.push(await login(base, user.id))
  report('known account, new browser: keys rebuilt (callback → connected)', again)
} finally {
  await server.close()
  await idp.stop()
}
