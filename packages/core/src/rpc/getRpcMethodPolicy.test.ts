import { describe, expect, it } from 'vitest'
import { getRpcMethodPolicy } from './getRpcMethodPolicy'
import { safeRpcMethods, solanaSafeRpcMethods, unsafeRpcMethods } from './methods'

describe('getRpcMethodPolicy', () => {
  it.each([
    'eth_chainId',
    'eth_blockNumber',
    'eth_getBalance',
    'eth_call',
    'eth_estimateGas',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_getTransactionByHash',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getLogs',
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_feeHistory',
    'eth_getCode',
    'eth_getStorageAt',
    'net_version',
    'web3_clientVersion',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_getBlockTransactionCountByNumber',
  ])('%s is safe', (method) => {
    expect(getRpcMethodPolicy(method)).toBe('safe')
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s is unsafe', (method) => {
    expect(getRpcMethodPolicy(method)).toBe('unsafe')
  })

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'anvil_setBalance',
    'evm_mine',
    'debug_traceTransaction',
    'ETH_CHAINID',
    ' eth_chainId',
    'constructor',
    '__proto__',
    '',
  ])('%j is blocked', (method) => {
    expect(getRpcMethodPolicy(method)).toBe('blocked')
  })

  it('blocks a method that is not a string', () => {
    for (const method of [undefined, null, 1, ['eth_chainId'], { method: 'eth_chainId' }]) {
      expect(getRpcMethodPolicy(method)).toBe('blocked')
    }
  })

  it('keeps the two lists apart and without duplicates', () => {
    const all = [...safeRpcMethods, ...unsafeRpcMethods]
    expect(new Set(all).size).toBe(all.length)
  })

  it('rates Solana methods under the solana namespace only', () => {
    const solana = { namespace: 'solana' } as const
    for (const method of [
      'getBalance',
      'getLatestBlockhash',
      'sendTransaction',
      'simulateTransaction',
    ])
      expect([getRpcMethodPolicy(method, solana), getRpcMethodPolicy(method)]).toEqual([
        'safe',
        'blocked',
      ])
    expect(getRpcMethodPolicy('solana_signTransaction', solana)).toBe('unsafe')
    for (const method of [
      'requestAirdrop',
      'getProgramAccounts',
      'getBlock',
      'eth_chainId',
      'personal_sign',
      'GETBALANCE',
      '__proto__',
      1,
    ])
      expect(getRpcMethodPolicy(method, solana)).toBe('blocked')
    expect(getRpcMethodPolicy('eth_chainId', { namespace: 'eip155' })).toBe('safe')
    expect(new Set(solanaSafeRpcMethods).size).toBe(solanaSafeRpcMethods.length)
  })
})
