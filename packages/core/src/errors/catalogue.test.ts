import { describe, expect, it } from 'vitest'
import { SmartAccountUnsupportedError } from './account'
import { AccountNotFoundError, RpcUrlNotFoundError } from './adapter'
import { BalanceUnavailableError } from './balance'
import { BaseError } from './base'
import {
  AdapterNotConfiguredError,
  DuplicateAdapterError,
  NetworksNotConfiguredError,
  ProjectIdNotConfiguredError,
  WalletNotFoundError,
} from './config'
import {
  ChainAdapterNotFoundError,
  DisconnectChainError,
  DisconnectError,
  NoActiveCaipAddressError,
} from './connection'
import { EmailLoginCooldownError } from './email'
import { trackedEvents } from './events'
import { FrameLoadError, FrameRequestError, frameFailureEvents } from './frame'
import { HttpStatusError } from './http'
import { userMessages } from './messages'
import {
  NameRegistrationError,
  NameResolveError,
  NameSuggestionsError,
  NamesForAddressError,
} from './names'
import { NetworkNotFoundError } from './network'
import { InvalidSendCallsError, RequestAbortedError, RpcMethodNotAllowedError } from './rpc'
import { SendAmountRequiredError, SendTokenRequiredError, UnsupportedChainError } from './send'
import { SignatureDeclinedError, SiwxInitializationError, SiwxNotEnabledError } from './siwx'
import {
  InvalidChainIdError,
  ProviderNotFoundError,
  SolanaConnectError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
  WalletNotConnectedError,
} from './solana'
import { GasPriceNetworkUnsupportedError, SwapNetworkUnsupportedError } from './swap'
import { FetchTransactionsError, TransactionsAccountRequiredError } from './transactions'
import { SomethingWentWrongError, UnknownError } from './unknown'

// Every user message and thrown text of SPEC §8 (and the send texts of §5), verbatim.
const catalogue: Array<[BaseError, string]> = [
  [new UnknownError(), 'Unknown error'],
  [new BalanceUnavailableError(), 'Token Balance Unavailable'],
  [new SiwxInitializationError(), 'A problem occurred while trying initialize authentication'],
  [new SignatureDeclinedError(), 'Signature declined'],
  [new SmartAccountUnsupportedError(), 'This application might not support Smart Accounts'],
  [new FetchTransactionsError(), 'Failed to fetch transactions'],
  [new EmailLoginCooldownError({ seconds: 7 }), 'Please try again after 7 seconds'],
  [new RpcMethodNotAllowedError({ method: 'eth_sign' }), 'Requested RPC call is not allowed'],
  [new FrameLoadError(), 'Unable to load email login dependency'],
  [new RequestAbortedError(), 'Request was aborted'],
  [new SomethingWentWrongError(), 'Something went wrong'],
  [new FrameRequestError(), 'An error occurred'],
  [new FrameRequestError({ message: 'Invalid OTP' }), 'Invalid OTP'],
  [new ProjectIdNotConfiguredError(), 'Project ID Not Configured'],
  [new NetworksNotConfiguredError(), 'No network configured'],
  [new AdapterNotConfiguredError(), 'No chain adapter configured'],
  [
    new DuplicateAdapterError({ namespace: 'solana' }),
    'Two chain adapters for the namespace solana',
  ],
  [new WalletNotFoundError(), 'Wallet not found'],
  [new SiwxNotEnabledError(), 'SIWX is not enabled'],
  [new NoActiveCaipAddressError(), 'No ActiveCaipAddress found'],
  [
    new TransactionsAccountRequiredError(),
    "Transactions can't be fetched without an accountAddress",
  ],
  [new GasPriceNetworkUnsupportedError(), 'Network not supported for Gas Price'],
  [new SwapNetworkUnsupportedError(), 'Network not supported for Swaps'],
  [new DisconnectError(), 'Failed to disconnect'],
  [
    new DisconnectChainError({ chain: 'solana', cause: new Error('socket closed') }),
    'Failed to disconnect chain solana: socket closed',
  ],
  [new ChainAdapterNotFoundError(), 'Chain adapter not found'],
  [new NetworkNotFoundError(), 'Network not found'],
  [new NameResolveError(), 'Error resolving name'],
  [new NameSuggestionsError(), 'Error fetching name suggestions'],
  [new NamesForAddressError(), 'Error fetching names for address'],
  [new NameRegistrationError({ name: 'alice' }), 'Error registering name alice'],
  [new SolanaConnectError(), 'Failed to connect to the wallet'],
  [new WalletNotConnectedError(), 'Wallet not connected'],
  [new ProviderNotFoundError(), 'Provider not found'],
  [new RpcUrlNotFoundError(), 'RPC URL not found for chainId'],
  [new InvalidChainIdError(), 'Invalid chain id'],
  [new AccountNotFoundError(), 'Account not found'],
  [
    new WalletFeatureNotSupportedError({ feature: 'solana:signMessage' }),
    'The wallet does not support the "solana:signMessage" feature',
  ],
  [
    new WalletEmptyResultError({ operation: 'signTransaction' }),
    'The wallet returned an empty result for signTransaction',
  ],
  [new HttpStatusError({ status: 502 }), 'HTTP status code: 502'],
  [new SendAmountRequiredError(), 'An amount and receiver address are required'],
  [new SendTokenRequiredError(), 'A token is required'],
  [new UnsupportedChainError(), 'Unsupported chain'],
  [new InvalidSendCallsError({ reason: 'calls[0].to' }), 'Invalid wallet_sendCalls request'],
]

describe('error catalogue', () => {
  it.each(catalogue)('%s has its verbatim short message', (error, text) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(text)
    expect(error.message.split('\n')[0]).toBe(text)
    expect(error.docsPath).toMatch(/^errors\.md#[a-z]+$/)
  })

  it('gives every class its own name', () => {
    const names = catalogue.map(([error]) => error.name)
    expect(names.every((name) => name.endsWith('Error'))).toBe(true)
    // FrameRequestError appears twice on purpose (default and payload message).
    expect(new Set(names).size).toBe(names.length - 1)
  })

  it('keeps parameters and causes', () => {
    const cause = new Error('socket closed')
    const chain = new DisconnectChainError({ chain: 'eip155', cause })
    expect(chain.chain).toBe('eip155')
    expect(chain.cause).toBe(cause)
    expect(new DisconnectChainError({ chain: 'eip155' }).shortMessage).toBe(
      'Failed to disconnect chain eip155: Unknown error',
    )
    expect(new HttpStatusError({ status: 404 }).status).toBe(404)
    expect(new EmailLoginCooldownError({ seconds: 30 }).seconds).toBe(30)
    expect(new NameRegistrationError({ name: 'bob' }).registeredName).toBe('bob')
    const blocked = new RpcMethodNotAllowedError({ method: 'eth_sign' })
    expect(blocked.uiMessage).toBe('Action not allowed')
    expect(blocked.method).toBe('eth_sign')
    expect(blocked.details).toBe('Method: eth_sign')
  })

  it('names the tracked events, the frame failures and the other user messages', () => {
    expect(trackedEvents).toMatchInlineSnapshot(`
      {
        "CLICK_CANCEL_SIWX": "CLICK_CANCEL_SIWX",
        "CONNECT_SUCCESS": "CONNECT_SUCCESS",
        "DISCONNECT_ERROR": "DISCONNECT_ERROR",
        "ERROR_FETCH_TRANSACTIONS": "ERROR_FETCH_TRANSACTIONS",
        "SIWX_AUTH_ERROR": "SIWX_AUTH_ERROR",
        "SIWX_AUTH_SUCCESS": "SIWX_AUTH_SUCCESS",
      }
    `)
    expect(frameFailureEvents).toMatchInlineSnapshot(`
      {
        "loadFailed": "iframe_load_failed",
        "requestTimeout": "iframe_request_timeout",
      }
    `)
    expect(userMessages).toMatchInlineSnapshot(`
      {
        "actionNotAllowed": "Action not allowed",
        "authenticating": "Authenticating...",
      }
    `)
  })
})
