import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, stringToHex, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../createFrameRpc'
import type { ReadToken } from './approvalView'
import { describeApproval } from './describeApproval'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ask = (method: string, params: unknown, chainId = 'eip155:31337'): ApprovalRequest => ({
  method,
  params,
  chainId,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cfFFb92266',
  origin: 'http://localhost:3000',
})
// The token contract's answer is the boundary here (readTokenThroughGateway reads a real one).
const sixDecimals: ReadToken = async (address) =>
  address === token ? { decimals: 6, symbol: 'pUSD' } : undefined

describe('describeApproval: EVM sends', () => {
  it('a plain send shows the receiver and the amount in the chain currency, not hex wei', async () => {
    const tx = { to: receiver, value: toHex(parseEther('0.25')) }
    const view = await describeApproval(ask('eth_sendTransaction', [tx]))
    expect(view.title).toBe('Send a transaction')
    expect(view.rows).toEqual([
      { label: 'To', value: receiver },
      { label: 'Amount', value: '0.25 ETH' },
    ])
    expect(view.raw).toContain(tx.value)
    const polygon = await describeApproval(ask('eth_sendTransaction', [tx], 'eip155:137'))
    expect(polygon.rows[1]).toEqual({ label: 'Amount', value: '0.25 POL' })
  })

  it('a batch of calls (wallet_sendCalls) shows every call, numbered in order', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, 2_000_000n],
    })
    const calls = [
      { to: receiver, value: toHex(parseEther('0.5')) },
      { to: token, data },
    ]
    const view = await describeApproval(
      ask('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls }]),
      { readToken: sixDecimals },
    )
    expect(view.title).toBe('Send calls in one transaction')
    expect(view.rows[0]).toEqual({ label: 'Call 1: To', value: receiver })
    expect(view.rows[1]).toEqual({ label: 'Call 1: Amount', value: '0.5 ETH' })
    expect(view.rows.some((row) => row.label.startsWith('Call 2:') && row.value === '2 pUSD')).toBe(
      true,
    )
  })

  it('an ERC-20 transfer shows the token contract, receiver and amount with its decimals', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, 1_500_000n],
    })
    const view = await describeApproval(ask('eth_sendTransaction', [{ to: token, data }]), {
      readToken: sixDecimals,
    })
    expect(view.rows).toEqual([
      { label: 'Action', value: 'Send tokens' },
      { label: 'Token contract', value: token },
      { label: 'To', value: receiver },
      { label: 'Amount', value: '1.5 pUSD' },
    ])
  })

  it('an ERC-20 approve whose decimals cannot be read says raw units', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [receiver, maxUint256],
    })
    const view = await describeApproval(
      ask('eth_sendTransaction', [{ to: receiver, data, value: '0x0' }]),
      { readToken: sixDecimals },
    )
    expect(view.rows).toEqual([
      { label: 'Action', value: 'Allow spending of tokens' },
      { label: 'Token contract', value: receiver },
      { label: 'Spender', value: receiver },
      { label: 'Allowance', value: `${maxUint256} raw units (decimals unknown)` },
    ])
  })

  it('unknown calldata is a contract call with its selector and the value sent', async () => {
    const tx = { to: token, data: '0xdeadbeef0000', value: toHex(parseEther('1')) }
    const view = await describeApproval(ask('eth_sendTransaction', [tx]))
    expect(view.rows).toEqual([
      { label: 'Action', value: 'Contract call' },
      { label: 'Contract', value: token },
      { label: 'Function selector', value: '0xdeadbeef' },
      { label: 'Value', value: '1 ETH' },
    ])
    expect(view.raw).toContain('0xdeadbeef0000')
  })
})

describe('describeApproval: messages and typed data', () => {
  it('personal_sign shows UTF-8 text, and hex when the bytes are not text', async () => {
    const text = 'localhost wants you to sign in\n\nNonce: 12345 ✓'
    const view = await describeApproval(ask('personal_sign', [stringToHex(text), receiver]))
    expect(view).toMatchObject({
      title: 'Sign a message',
      rows: [{ label: 'Message', value: text }],
    })
    const binary = await describeApproval(ask('personal_sign', ['0xff00fe01', receiver]))
    expect(binary.rows).toEqual([{ label: 'Message (hex, not text)', value: '0xff00fe01' }])
  })

  it('typed data shows the domain name and chain, the primary type and its fields', async () => {
    const typed = {
      domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: token },
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Cow', wallet: receiver }, contents: 'Hello, Bob!' },
    }
    const view = await describeApproval(
      ask('eth_signTypedData_v4', [receiver, JSON.stringify(typed)]),
    )
    expect(view.title).toBe('Sign typed data')
    expect(view.rows).toEqual([
      { label: 'Site', value: 'Ether Mail' },
      { label: 'Chain', value: '1' },
      { label: 'Contract', value: token },
      { label: 'Type', value: 'Mail' },
      { label: 'Mail.from', value: JSON.stringify({ name: 'Cow', wallet: receiver }) },
      { label: 'Mail.contents', value: 'Hello, Bob!' },
    ])
  })

  it('a request it cannot read keeps the raw view and says so, never throws', async () => {
    const view = await describeApproval(ask('eth_signTypedData_v4', [receiver, '{not json']))
    expect(view.rows).toEqual([
      { label: 'Details', value: 'This request could not be read: check the raw view' },
    ])
    expect(view.raw).toContain('{not json')
  })
})

describe('describeApproval: Solana', () => {
  it('a message is shown as text; a transaction that cannot be parsed falls back to the raw view', async () => {
    const message = base58.encode(new TextEncoder().encode('Sign in to localhost'))
    const signed = await describeApproval(ask('solana_signMessage', { message }, 'solana:local'))
    expect(signed).toMatchObject({
      title: 'Sign a message',
      rows: [{ label: 'Message', value: 'Sign in to localhost' }],
    })
    const broken = await describeApproval(
      ask('solana_signAndSendTransaction', { transaction: btoa('\u0001') }, 'solana:local'),
    )
    expect(broken.title).toBe('Send a transaction')
    expect(broken.rows[0]?.label).toBe('Details')
  })

  it("a transaction's lookup-table accounts are read on the request's chain and shown by address", async () => {
    const payer = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
    const to = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
    const table = address('AddressLookupTab1e1111111111111111111111111')
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
            lastValidBlockHeight: 1n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(payer),
            destination: to,
            amount: 7n,
          }),
          m,
        ),
    )
    const transaction = getBase64EncodedWireTransaction(
      compileTransaction(
        compressTransactionMessageUsingAddressLookupTables(message, { [table]: [to] }),
      ),
    )
    const chains: string[] = []
    const view = await describeApproval(
      ask('solana_signAndSendTransaction', { transaction }, 'solana:local'),
      {
        readLookupTable: async (_, chainId) => {
          chains.push(chainId)
          return [to]
        },
      },
    )
    expect(chains).toEqual(['solana:local'])
    expect(view.rows.slice(0, 2)).toEqual([
      { label: 'To', value: to },
      { label: 'Amount', value: '0.000000007 SOL' },
    ])
  })
})
