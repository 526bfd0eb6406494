import { describe, expect, it } from 'vitest'
import { NoActiveCaipAddressError } from '../errors/connection'
import { connect } from './connect'
import { getBalance } from './getBalance'
import { sendTransaction } from './sendTransaction'
import { setupClient, wallet } from './setupClient.test-helpers'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sendTransaction', () => {
  it('sends through the active namespace’s wallet and resolves to the hash', async () => {
    const { client, evm, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    const before = await getBalance(client)
    const hash = await sendTransaction(client, { to: receiver, value: 10n ** 18n })
    expect(hash).toMatch(/^eip155-tx-/)
    expect(evm.calls).toContain(`sendTransaction:${receiver}:${10n ** 18n}`)
    expect((await getBalance(client)).value).toBe(before.value - 10n ** 18n)
    expect((await getBalance(client, { address: receiver })).value).toBe(10n ** 18n)
    stop()
  })

  it('rejects with the wallet’s error, and without a wallet with `No ActiveCaipAddress found`', async () => {
    const { client, stop } = setupClient()
    await expect(sendTransaction(client, { to: receiver, value: 1n })).rejects.toThrowError(
      NoActiveCaipAddressError,
    )
    await connect(client, { connectorId: wallet })
    await expect(sendTransaction(client, { to: receiver, value: 10n ** 30n })).rejects.toThrowError(
      'Insufficient funds',
    )
    stop()
  })
})
