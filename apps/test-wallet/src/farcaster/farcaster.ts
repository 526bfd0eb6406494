/// <reference types="chrome" />
// The extension's Farcaster page (chrome-extension://{id}/farcaster.html[?url=…]): the test
// wallet as a Farcaster client. It reads a Sign In With Farcaster link (channel token, nonce,
// domain, URI), shows the request, and on approval builds the message with
// `@farcaster/auth-client`, has the worker sign it with the custody key and posts it to the
// relay's `channel/authenticate` (this server's own relay, next to the WalletConnect relay).
import { createWalletClient } from '@farcaster/auth-client'
import { createPublicClient, http, parseAbi } from 'viem'
import { buildConfig } from '../buildConfig'
import { type FarcasterWorkerMessage, farcasterPortName } from '../messages'

const idRegistry = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const form = element<HTMLFormElement>('link')
const input = element<HTMLInputElement>('url')
const section = element<HTMLElement>('request')
const title = element<HTMLHeadingElement>('request-title')
const accountLine = element<HTMLParagraphElement>('account')
const approve = element<HTMLButtonElement>('approve')
const reject = element<HTMLButtonElement>('reject')
const status = element<HTMLParagraphElement>('status')
const alert = element<HTMLParagraphElement>('error')

/** The relay beside the WalletConnect relay of this build: `ws://host/relay` → `http://host`. */
const relay = buildConfig.relayUrl.replace(/^ws/, 'http').replace(/\/relay$/, '')
const client = createWalletClient({ relay, ethereum: {} as never })

let port: chrome.runtime.Port | undefined
let nextId = 1
const pending = new Map<number, { resolve(v: string): void; reject(e: Error): void }>()
function call(message: { kind: 'address' } | { kind: 'sign'; message: string }): Promise<string> {
  if (!port) {
    const opened = chrome.runtime.connect({ name: farcasterPortName })
    opened.onMessage.addListener((answer: FarcasterWorkerMessage) => {
      const waiting = pending.get(answer.id)
      pending.delete(answer.id)
      if ('error' in answer) waiting?.reject(new Error(answer.error))
      else waiting?.resolve(answer.result)
    })
    opened.onDisconnect.addListener(() => {
      port = undefined
    })
    port = opened
  }
  const id = nextId++
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    port?.postMessage({ id, ...message })
  })
}

async function fidOf(custody: `0x${string}`): Promise<number> {
  const chain = buildConfig.chains.find((known) => known.id === 31337) ?? buildConfig.chains[0]
  if (!chain) throw new Error('No devnet chain in this build')
  const fid = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: idRegistry,
    abi: parseAbi(['function idOf(address) view returns (uint256)']),
    functionName: 'idOf',
    args: [custody],
  })
  if (fid === 0n) throw new Error('The devnet Farcaster account has no FID (start the devnet)')
  return Number(fid)
}

async function open(link: string): Promise<void> {
  alert.textContent = ''
  status.textContent = ''
  const url = new URL(link)
  const read = (name: string) => url.searchParams.get(name) ?? undefined
  const channelToken = read('channelToken')
  const domain = read('domain')
  const siweUri = read('siweUri')
  const nonce = read('nonce')
  if (!channelToken || !domain || !siweUri || !nonce)
    throw new Error('Not a Sign In With Farcaster link')
  const custody = (await call({ kind: 'address' })) as `0x${string}`
  const fid = await fidOf(custody)
  title.textContent = `Sign in to ${domain}`
  accountLine.textContent = `as FID ${fid} (custody ${custody})`
  section.hidden = false
  const done = () => {
    section.hidden = true
    approve.onclick = null
    reject.onclick = null
  }
  reject.onclick = () => {
    done()
    status.textContent = 'Rejected'
  }
  approve.onclick = () => {
    done()
    ;(async () => {
      const expiration = read('expirationTime')
      const built = client.buildSignInMessage({
        address: custody,
        fid,
        uri: siweUri,
        domain,
        nonce,
        ...(expiration ? { expirationTime: new Date(expiration) } : {}),
        ...(read('notBefore') ? { notBefore: new Date(read('notBefore') as string) } : {}),
        ...(read('requestId') ? { requestId: read('requestId') } : {}),
      })
      if (built.isError) throw built.error
      const signature = (await call({ kind: 'sign', message: built.message })) as `0x${string}`
      const answer = await client.authenticate({
        channelToken,
        authKey: '',
        message: built.message,
        signature,
        fid,
        username: 'devnet',
        displayName: 'Devnet',
        bio: '',
        pfpUrl: '',
      })
      if (answer.isError) throw answer.error
      if (answer.response.status !== 201)
        throw new Error(
          (answer.data as unknown as { message?: string }).message ?? 'The relay refused',
        )
      status.textContent = `Signed in to ${domain}`
    })().catch((error: Error) => {
      alert.textContent = error.message
    })
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault()
  open(input.value.trim()).catch((error: Error) => {
    alert.textContent = error.message
  })
})
const fromQuery = new URLSearchParams(location.search).get('url')
if (fromQuery) {
  input.value = fromQuery
  open(fromQuery).catch((error: Error) => {
    alert.textContent = error.message
  })
}
document.body.dataset.ready = 'true'
