import { formatSiwxMessage } from '@portico/core/siwx'
import { devnetMnemonic } from '@portico/devnet/chains'
import { numberToHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import type { ApprovalPrompt } from '../messages'
import { handleRequest } from './handleRequest'
import { type AuthenticateCallReturnType, serveWalletConnectCall } from './serveWalletConnectCall'
import { createMemoryStore } from './walletStore'

const account = mnemonicToAccount(devnetMnemonic)
const origin = 'http://127.0.0.1:5173'
/** The EIP-4361 message a dapp on `site` would have the wallet sign on `chain`. */
const signInMessage = (chain: number, site = { domain: '127.0.0.1:5173', uri: origin }) =>
  formatSiwxMessage({
    ...site,
    accountAddress: account.address,
    statement: 'Sign in to Demo',
    version: '1',
    chainId: `eip155:${chain}`,
    nonce: 'n0nce1234567',
    issuedAt: '2026-11-24T10:00:00.000Z',
  })

function setup(answers: boolean[]) {
  const prompts: ApprovalPrompt[] = []
  const context = {
    account,
    config: resolveWalletConfig(),
    store: createMemoryStore({ defaultChainId: 31337 }),
    async approve(prompt: ApprovalPrompt) {
      prompts.push(prompt)
      const answer = answers.shift()
      if (answer === undefined) throw new Error(`unexpected prompt: ${prompt.title}`)
      return answer
    },
  }
  const serve = (call: Parameters<typeof serveWalletConnectCall>[1]['call']) =>
    serveWalletConnectCall(context, { origin, call })
  return { context, prompts, serve }
}

describe('serveWalletConnectCall', () => {
  test('connect prompts once (names the dapp, origin and networks) and grants over WalletConnect only', async () => {
    const { serve, prompts, context } = setup([true])
    expect(await serve({ type: 'connect', peerName: 'Demo', chains: [31337, 31338] })).toBe(
      account.address,
    )
    expect(prompts).toEqual([
      {
        title: 'Connect to Demo',
        details: [
          `Demo (${origin}) asks over WalletConnect to see your address ${account.address}.`,
          'Networks: Portico Devnet, Portico Devnet 2',
        ],
      },
    ])
    const state = await context.store.read()
    expect(Object.keys(state.walletConnectPermissions)).toEqual([origin])
    // The injected provider on the same origin is not connected by it.
    expect(
      await handleRequest({ ...context, origin, emit: () => {} }, { method: 'eth_accounts' }),
    ).toEqual([])
  })

  test('authenticate is ONE prompt that connects and signs every message', async () => {
    const { serve, prompts, context } = setup([true])
    const messages = [signInMessage(31337), signInMessage(31338)]
    const { address, signatures } = (await serve({
      type: 'authenticate',
      peerName: 'Demo',
      messages,
    })) as AuthenticateCallReturnType
    expect(address).toBe(account.address)
    expect(prompts).toHaveLength(1)
    expect(prompts[0]?.title).toBe('Sign in to Demo')
    expect(prompts[0]?.details.slice(1)).toEqual(messages)
    expect(prompts[0]?.warnings).toEqual([
      `Sign-in to 127.0.0.1:5173: the domain and URI match the requesting site ${origin}.`,
      `${origin} is the URL the dapp declares over WalletConnect: the wallet cannot check it.`,
    ])
    for (const [index, message] of messages.entries())
      expect(await verifyMessage({ address, message, signature: signatures[index] ?? '0x' })).toBe(
        true,
      )
    expect(Object.keys((await context.store.read()).walletConnectPermissions)).toEqual([origin])
  })

  test('Reject answers 4001 and grants nothing', async () => {
    const { serve, context } = setup([false, false])
    await expect(
      serve({ type: 'connect', peerName: 'Demo', chains: [31337] }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      serve({ type: 'authenticate', peerName: 'Demo', messages: [signInMessage(31337)] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect((await context.store.read()).walletConnectPermissions).toEqual({})
  })

  test('authenticate with nothing to sign is -32602, without a prompt', async () => {
    const { serve, prompts } = setup([])
    await expect(
      serve({ type: 'authenticate', peerName: 'Demo', messages: [] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(prompts).toEqual([])
  })

  test('authenticate refuses a message for another site than the peer’s url (4100) or plain text (-32602), without a prompt', async () => {
    const { serve, prompts, context } = setup([])
    const foreign = signInMessage(31337, {
      domain: 'portico.example',
      uri: 'https://portico.example',
    })
    await expect(
      serve({ type: 'authenticate', peerName: 'Demo', messages: [signInMessage(31338), foreign] }),
    ).rejects.toMatchObject({
      code: 4100,
      shortMessage: `The wallet refuses to sign this sign-in message: it is for portico.example, but ${origin} asked for it.`,
    })
    await expect(
      serve({ type: 'authenticate', peerName: 'Demo', messages: ['hello'] }),
    ).rejects.toMatchObject({ code: -32602, shortMessage: 'Not a sign-in message' })
    expect(prompts).toEqual([])
    expect((await context.store.read()).walletConnectPermissions).toEqual({})
  })

  test('requests need the WalletConnect grant, run on the named chain and leave the wallet chain', async () => {
    const { serve, context } = setup([true, true])
    const ask = (chainId: number, method: string, params?: unknown[]) =>
      serve({ type: 'request', chainId, request: { method, params } })
    await expect(ask(31337, 'personal_sign', ['0x68', account.address])).rejects.toMatchObject({
      code: 4100,
    })
    await serve({ type: 'connect', peerName: 'Demo', chains: [31337, 31338] })
    expect(await ask(31338, 'eth_chainId')).toBe(numberToHex(31338))
    expect(await ask(31337, 'eth_accounts')).toEqual([account.address])
    expect(
      await ask(31337, 'wallet_switchEthereumChain', [{ chainId: numberToHex(31338) }]),
    ).toBeNull()
    const state = await context.store.read()
    expect(state.chainId).toBe(31337)
    expect(state.permissions).toEqual({})
  })

  test('address is public: no prompt, no grant', async () => {
    const { serve, prompts, context } = setup([])
    expect(await serve({ type: 'address' })).toBe(account.address)
    expect(prompts).toEqual([])
    expect((await context.store.read()).walletConnectPermissions).toEqual({})
  })

  test('disconnect forgets the grant', async () => {
    const { serve, context } = setup([true])
    await serve({ type: 'connect', peerName: 'Demo', chains: [31337] })
    expect(await serve({ type: 'disconnect' })).toBeNull()
    expect((await context.store.read()).walletConnectPermissions).toEqual({})
  })
})
