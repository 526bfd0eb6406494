import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, startStack } from '../scripts/stack'
import { publishE2eStack } from './e2eStack'
import { examplesPorts, publishExamplesStack } from './examplesStack'

/**
 * Starts the stack (devnet chains, the server with its RPC gateway, a test-wallet build) and the
 * example apps on their own tooling: `vite preview` (examples/vite-react, examples/vite-react18 on
 * React 18) and `next start`
 * (examples/nextjs), both serving the server under /portico through @portico/proxy. The examples must be installed from the
 * packed tarballs and built first (`npm run examples:build`). Returns the teardown.
 */
export default async function examplesGlobalSetup(): Promise<() => Promise<void>> {
  for (const example of [
    'vite-react/dist/index.html',
    'vite-react18/dist/index.html',
    'nextjs/.next/BUILD_ID',
  ])
    if (!existsSync(join(repoRoot, 'examples', example)))
      throw new Error(`examples/${example} is missing: run \`npm run examples:build\` first`)
  const stack = await startStack({
    ports: {
      server: examplesPorts.server,
      frame: examplesPorts.frame,
      chains: examplesPorts.chains,
      // The examples use no embedded wallet: no smart accounts, no bundlers.
      bundlers: false,
    },
    chains: [31337, 31338],
    wallet: { outDir: join(repoRoot, '.portico/e2e/examples-wallet'), testControls: true },
    env: {
      DATABASE_URL: 'memory://',
      PORTICO_LOG_LEVEL: 'warn',
      // The tokens' issuer (the Next.js example's protected route checks it); the examples call
      // the server through their @portico/proxy routes: their origins sign in, and the proxy on
      // this machine is trusted for the visitor's address.
      PORTICO_PUBLIC_URL: `http://127.0.0.1:${examplesPorts.server}`,
      PORTICO_ALLOWED_ORIGINS: [
        examplesPorts.server,
        examplesPorts.viteReact,
        examplesPorts.viteReact18,
        examplesPorts.nextjs,
      ]
        .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
        .join(','),
      PORTICO_TRUST_PROXY: 'loopback',
    },
  })
  const children: ChildProcess[] = []
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    )
    await stack.stop()
  }
  try {
    // The examples are outside this repository's workspaces: none of its Node options.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORTICO_SERVER_URL: stack.appUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    }
    delete env.NODE_OPTIONS
    const { viteReact, viteReact18, nextjs } = examplesPorts
    const apps = [
      {
        dir: 'vite-react',
        bin: 'vite',
        args: ['preview', '--port', `${viteReact}`, '--strictPort'],
      },
      {
        dir: 'vite-react18',
        bin: 'vite',
        args: ['preview', '--port', `${viteReact18}`, '--strictPort'],
      },
      { dir: 'nextjs', bin: 'next', args: ['start', '--port', `${nextjs}`] },
    ]
    for (const app of apps) {
      const cwd = join(repoRoot, 'examples', app.dir)
      const child = spawn(join(cwd, 'node_modules/.bin', app.bin), app.args, {
        cwd,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      children.push(child)
    }
    const urls = {
      viteReact: `http://127.0.0.1:${viteReact}/`,
      viteReact18: `http://127.0.0.1:${viteReact18}/`,
      nextjs: `http://127.0.0.1:${nextjs}/`,
    }
    await Promise.all(Object.values(urls).map((url) => waitForHttp(url)))
    publishExamplesStack(urls)
    publishE2eStack({
      appUrl: stack.appUrl,
      walletDir: stack.walletDir,
      frameUrl: stack.frameUrl,
      mailInboxUrl: stack.mailInboxUrl ?? '',
      chains: stack.chains,
      solana: { caipNetworkId: '', rpcUrl: '', wsUrl: '' },
      bitcoin: { caipNetworkId: '', esploraUrl: '' },
    })
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}

/** Resolves once `url` answers 200; rejects after 30 s. */
async function waitForHttp(url: string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
