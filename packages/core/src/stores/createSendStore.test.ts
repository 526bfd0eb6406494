import { describe, expect, it } from 'vitest'
import type { AdapterAccount, AdapterSendTokenParameters } from '../adapter'
import type { SendToken } from '../send/types'
import { createStore } from '../store/createStore'
import { createSendStore } from './createSendStore'

// The adapter is faked here to test the store's own logic; the real adapter is tested against
// the devnet in @portico/evm and the whole flow in e2e/specs/send.spec.ts.
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const gasPrice = 2_000_000_000n
const ether: SendToken = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 19n }
const pUSD: SendToken = {
  name: 'Portico USD',
  symbol: 'pUSD',
  decimals: 6,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: 5_000_000n,
}
const connected = (chainId: number): AdapterAccount => ({
  status: 'connected',
  address: from,
  chainId,
  caipAddress: `eip155:${chainId}:${from}`,
  connectorId: 'dev.portico.testwallet',
})

function setup(
  options: { reject?: boolean; revert?: boolean; nativeBalance?: bigint; rent?: bigint } = {},
) {
  const account = createStore<AdapterAccount>(connected(31337))
  const sent: AdapterSendTokenParameters[] = []
  const estimates: unknown[] = []
  const send = createSendStore({
    account,
    getNativeBalance: () => ({ value: options.nativeBalance ?? ether.balance, symbol: 'ETH' }),
    getIdentity: async (address) => ({
      name: address === to ? 'receiver.portico' : null,
      avatar: null,
    }),
    resolveName: async (name) => (name.toLowerCase() === 'bob.portico.id' ? to : null),
    adapter: {
      async estimateSend(parameters) {
        estimates.push(parameters)
        const gas = parameters.token ? 50_000n : 21_000n
        return { gas, fee: gas * gasPrice, rent: options.rent }
      },
      async sendToken(parameters) {
        if (options.reject)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        sent.push(parameters)
        return { hash: `0x${'ab'.repeat(32)}` }
      },
      async waitForTransaction() {
        return { status: options.revert ? 'reverted' : 'success', fee: 21_000n * gasPrice }
      },
    },
  })
  return { account, send, sent, estimates }
}

describe('createSendStore', () => {
  it('sends to a name: resolved at preview time, shown with its address', async () => {
    const { send, sent } = setup()
    send.setToken(pUSD)
    send.setAmount('2')
    send.setReceiverAddress(' Bob.portico.id ')
    await Promise.resolve()
    expect(send.getState()).toMatchObject({
      receiverProfileName: 'bob.portico.id',
      receiverResolvedAddress: to,
    })
    expect(await send.preview()).toBe(true)
    expect(send.getState().preview).toMatchObject({
      receiverAddress: to,
      receiverName: 'bob.portico.id',
      value: 2_000_000n,
    })
    await send.send()
    expect(sent).toEqual([{ to, token: pUSD.address, amount: 2_000_000n, chainId: 31337 }])
  })

  it('refuses a name no one registered, before any estimate or wallet prompt', async () => {
    const { send, estimates } = setup()
    send.setToken(pUSD)
    send.setAmount('2')
    send.setReceiverAddress('nobody.portico.id')
    expect(await send.preview()).toBe(false)
    expect(send.getState().error?.shortMessage).toBe('No account has the name nobody.portico.id')
    expect(send.getState().error?.name).toBe('SendReceiverNameUnknownError')
    expect(send.getState().status).toBe('idle')
    expect(estimates).toEqual([])
  })

  it('previews (fee estimated) and sends the exact amount, then clears the draft', async () => {
    const { send, sent, estimates } = setup()
    send.setToken(pUSD)
    send.setAmount('1.25')
    send.setReceiverAddress(to.toLowerCase())
    expect(await send.preview()).toBe(true)
    expect(estimates).toEqual([
      { from, to, token: pUSD.address, amount: 1_250_000n, chainId: 31337 },
    ])
    expect(send.getState().preview).toMatchObject({
      value: 1_250_000n,
      receiverAddress: to,
      gas: 50_000n,
      fee: 50_000n * gasPrice,
      caipNetworkId: 'eip155:31337',
    })
    const result = await send.send()
    expect(sent).toEqual([{ to, token: pUSD.address, amount: 1_250_000n, chainId: 31337 }])
    expect(result.hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(send.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      status: 'idle',
      preview: undefined,
    })
  })

  it('keeps the error of the first broken rule and never estimates an invalid draft', async () => {
    const { send, estimates } = setup()
    expect(await send.preview()).toBe(false)
    expect(send.getState().error?.shortMessage).toBe('An amount and receiver address are required')
    send.setAmount('1')
    send.setReceiverAddress(to)
    expect(send.getState().error).toBeUndefined() // an edit clears it
    expect(await send.preview()).toBe(false)
    expect(send.getState().error?.shortMessage).toBe('A token is required')
    send.setToken(pUSD)
    send.setAmount('6')
    expect(await send.preview()).toBe(false)
    expect(send.getState().error?.shortMessage).toBe('The amount is above your pUSD balance')
    expect(estimates).toEqual([])
  })

  it('refuses a send whose fee the native balance cannot pay', async () => {
    const { send } = setup({ nativeBalance: 21_000n * gasPrice - 1n })
    send.setToken({ ...ether, balance: 21_000n * gasPrice - 1n })
    send.setAmount('0.000000000000000001')
    send.setReceiverAddress(to)
    expect(await send.preview()).toBe(false)
    expect(send.getState().error?.shortMessage).toBe('Not enough ETH to pay the network fee')
  })

  it('counts the rent of an account the send creates: in the preview, and against the native balance', async () => {
    const rent = 2_039_280n
    const fee = 50_000n * gasPrice
    const enough = setup({ rent, nativeBalance: fee + rent })
    enough.send.setToken(pUSD)
    enough.send.setAmount('1')
    enough.send.setReceiverAddress(to)
    expect(await enough.send.preview()).toBe(true)
    expect(enough.send.getState().preview).toMatchObject({ fee, rent })

    const short = setup({ rent, nativeBalance: fee + rent - 1n })
    short.send.setToken(pUSD)
    short.send.setAmount('1')
    short.send.setReceiverAddress(to)
    expect(await short.send.preview()).toBe(false)
    expect(short.send.getState().error?.shortMessage).toBe('Not enough ETH to pay the network fee')
  })

  it('sets the max: the whole token balance, or balance − fee for the native token', async () => {
    const { send } = setup()
    send.setToken(pUSD)
    await send.setMaxAmount()
    expect(send.getState().sendTokenAmount).toBe('5')
    send.setToken(ether)
    await send.setMaxAmount()
    const max = ether.balance - 21_000n * gasPrice
    expect(send.getState().sendTokenAmount).toBe('9.999958')
    expect(max).toBe(9_999_958_000_000_000_000n)
    send.setReceiverAddress(to)
    expect(await send.preview()).toBe(true)
    expect(send.getState().preview?.value).toBe(max)
  })

  it('a rejection keeps the draft and the preview; a revert keeps the draft only', async () => {
    const declined = setup({ reject: true })
    declined.send.setToken(ether)
    declined.send.setAmount('1')
    declined.send.setReceiverAddress(to)
    await declined.send.preview()
    const error = await declined.send.send().catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Transaction declined' })
    expect(declined.send.getState()).toMatchObject({ sendTokenAmount: '1', status: 'ready' })
    expect(declined.sent).toEqual([])

    const reverted = setup({ revert: true })
    reverted.send.setToken(ether)
    reverted.send.setAmount('1')
    reverted.send.setReceiverAddress(to)
    await reverted.send.preview()
    const failure = await reverted.send.send().catch((e: unknown) => e)
    expect(failure).toMatchObject({
      shortMessage: 'Transaction failed',
      hash: `0x${'ab'.repeat(32)}`,
    })
    expect(reverted.send.getState()).toMatchObject({
      sendTokenAmount: '1',
      status: 'idle',
      preview: undefined,
    })
  })

  it('looks up the receiver identity, and clears the draft on a network switch and a disconnect', async () => {
    const { send, account } = setup()
    send.setReceiverAddress(to)
    await Promise.resolve()
    await Promise.resolve()
    expect(send.getState().receiverProfileName).toBe('receiver.portico')
    send.setToken(ether)
    send.setAmount('2')
    account.setState(connected(31338))
    expect(send.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
    })
    send.setAmount('3')
    account.setState({
      status: 'disconnected',
      address: undefined,
      chainId: undefined,
      caipAddress: undefined,
      connectorId: undefined,
    })
    expect(send.getState().sendTokenAmount).toBe('')
    send.destroy()
  })
})
