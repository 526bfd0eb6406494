import { InvalidAmountError } from '@portico/core'
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { toTransferRequest } from './toTransferRequest'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('toTransferRequest', () => {
  it('is a value transfer for the native token', () => {
    expect(toTransferRequest({ to, amount: 5n })).toEqual({ to, value: 5n })
  })

  it('is an ERC-20 transfer(to, amount) call to the token, with no value', () => {
    const request = toTransferRequest({ to, token, amount: 10n ** 30n })
    expect(request.to).toBe(token)
    expect(request.value).toBe(0n)
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data ?? '0x' })).toEqual({
      functionName: 'transfer',
      args: [to, 10n ** 30n],
    })
  })

  it('refuses a negative or non-bigint amount', () => {
    expect(() => toTransferRequest({ to, amount: -1n })).toThrow('The amount must be a bigint ≥ 0')
    expect(() => toTransferRequest({ to, amount: 1 as unknown as bigint })).toThrow(
      InvalidAmountError,
    )
  })
})
