// `npm run check:server-install` (after `npm run build` and `npm run pack:packages`): installs the
// packed @portico/server with the packed @portico/* packages it needs into an empty folder outside
// the repository, as an operator would, and runs it there with plain `node` (no tsx, no source
// condition): `--help`, `check` refusing an incomplete production setup, `migrate`, and a
// production start on the documented minimum (PGlite; PostgreSQL too when SERVER_INSTALL_POSTGRES_URL
// is set), where /health answers 200, the wallet frame answers on its own port and nothing of
// development is served. Exits 1 on the first failure.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'

const root = resolve(import.meta.dirname, '..')
const packs = join(root, '.portico/packs')
const tarball = (name: string) => `file:${join(packs, `portico-${name}.tgz`)}`
const dir = mkdtempSync(join(tmpdir(), 'portico-server-install-'))
const children: ChildProcess[] = []

function step(text: string) {
  console.log(`- ${text}`)
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/** The environment of a command run outside the repository: none of its Node options. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...extra }
  return env
}

function cli(args: string[], env: Record<string, string>) {
  try {
    const stdout = execFileSync('node', [join(dir, 'node_modules/.bin/portico-server'), ...args], {
      cwd: dir,
      env: cleanEnv(env),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { code: 0, stdout, stderr: '' }
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string }
    return { code: failed.status ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

function expect(condition: boolean, what: string, output?: string) {
  if (condition) return
  throw new Error(`${what}${output ? `\n${output}` : ''}`)
}

async function waitFor(url: string, status: number, ms = 60_000): Promise<Response> {
  const until = Date.now() + ms
  let last = ''
  while (Date.now() < until) {
    try {
      const answer = await fetch(url)
      if (answer.status === status) return answer
      last = `${answer.status} ${await answer.text()}`
    } catch (error) {
      last = String(error)
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${url} did not answer ${status} (last: ${last})`)
}

async function startAnvil(): Promise<string> {
  const port = await freePort()
  const anvil = spawn(
    join(root, 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil'),
    ['--host', '127.0.0.1', '--port', String(port), '--silent', '--chain-id', '31337'],
    { stdio: 'ignore' },
  )
  children.push(anvil)
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 20_000
  while (Date.now() < until) {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
    }).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return url
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error('anvil did not start')
}

/** Creates an empty database on the server of `url`; its URL. */
async function freshDatabase(url: string): Promise<URL> {
  const name = `portico_install_${process.pid}_${Date.now()}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const fresh = new URL(url)
  fresh.pathname = `/${name}`
  return fresh
}

async function dropDatabase(url: string, fresh: URL): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`drop database if exists ${fresh.pathname.slice(1)} with (force)`)
  await client.end()
}

/** A production start on the documented minimum: the settings of docs/self-hosting.md. */
async function productionStart(label: string, database: Record<string, string>, rpcUrl: string) {
  const port = await freePort()
  const framePort = await freePort()
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    PORTICO_FRAME_PORT: String(framePort),
    PORTICO_PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORTICO_FRAME_ORIGINS: `http://127.0.0.1:${framePort}`,
    PORTICO_EMBEDDED_SECRET: 'a1'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PORTICO_RPC_URLS: `eip155:31337=${rpcUrl}`,
    ...database,
  }
  step(`${label}: migrate`)
  const migrated = cli(['migrate'], env)
  expect(migrated.code === 0, 'portico-server migrate failed', migrated.stderr)
  step(`${label}: start (NODE_ENV=production, the documented minimum)`)
  const server = spawn('node', [join(dir, 'node_modules/.bin/portico-server')], {
    cwd: dir,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(server)
  let output = ''
  server.stdout?.on('data', (chunk) => {
    output += chunk
  })
  server.stderr?.on('data', (chunk) => {
    output += chunk
  })
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, 200)
    step(`${label}: /health 200`)
    const frame = await waitFor(`http://127.0.0.1:${framePort}/frame?projectId=portico-local`, 200)
    expect(/<html/i.test(await frame.text()), 'the frame origin does not serve the frame page')
    // The installed package has no embedded-wallet sources: this is the script built with it.
    const script = await (await waitFor(`http://127.0.0.1:${framePort}/frame/frame.js`, 200)).text()
    expect(script.length > 100_000, `the frame script is ${script.length} bytes`)
    step(`${label}: the wallet frame answers on its own port`)
    const inbox = await fetch(`http://127.0.0.1:${port}/dev/mail`)
    expect(inbox.status === 404, `/dev/mail answered ${inbox.status} in production`)
    step(`${label}: /dev/mail 404`)
  } catch (error) {
    throw new Error(`${(error as Error).message}\nserver output:\n${output}`)
  }
  server.kill('SIGTERM')
  const code = await new Promise<number | null>((done) => server.once('exit', done))
  expect(code === 0, `the server exited ${code} on SIGTERM`, output)
  step(`${label}: stopped cleanly on SIGTERM`)
}

try {
  console.log(`Installing the packed server into ${dir}`)
  const dependencies = {
    '@portico/server': tarball('server'),
    '@portico/core': tarball('core'),
    '@portico/walletconnect': tarball('walletconnect'),
    '@portico/bitcoin': tarball('bitcoin'),
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ private: true, type: 'module', dependencies, overrides: dependencies }),
  )
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: dir,
      env: cleanEnv({}),
      stdio: 'inherit',
    },
  )

  const help = cli(['--help'], {})
  expect(help.code === 0, 'portico-server --help failed', help.stderr)
  for (const word of ['check', 'migrate', 'PORTICO_PUBLIC_URL', 'PORTICO_EMBEDDED_SECRET'])
    expect(help.stdout.includes(word), `--help does not mention ${word}`, help.stdout)
  step('--help lists the commands and the settings')

  const refused = cli(['check'], { NODE_ENV: 'production' })
  expect(refused.code !== 0, 'check passed an empty production setup', refused.stdout)
  for (const name of ['PORTICO_PUBLIC_URL', 'PORTICO_EMBEDDED_SECRET'])
    expect(refused.stderr.includes(name), `check does not name ${name}`, refused.stderr)
  step('check refuses an empty production setup, naming what is missing')

  const rpcUrl = await startAnvil()
  await productionStart('PGlite', { PORTICO_DATA_DIR: join(dir, 'data') }, rpcUrl)
  const postgres = process.env.SERVER_INSTALL_POSTGRES_URL
  if (postgres) {
    // A database of its own: an operator's first start (the test suites' keep their own secrets).
    const url = await freshDatabase(postgres)
    try {
      await productionStart('PostgreSQL', { DATABASE_URL: url.href }, rpcUrl)
    } finally {
      await dropDatabase(postgres, url)
    }
  }
  console.log('The packed server installs and runs outside the repository.')
} catch (error) {
  console.error(`✗ ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
}
