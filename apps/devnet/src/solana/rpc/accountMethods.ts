import type { Address } from '@solana/kit'
import type { SolanaChain } from '../createSolanaChain'
import { invalidParams, RpcError } from '../rpcError'
import { readMint, readTokenAccount, tokenProgramIds, uiTokenAmount } from '../tokenAccounts'
import { accountEncoding, encodeAccount } from './encodeAccount'
import { addressParam, configParam, type RpcMethod, withContext } from './params'

function tokenAccountsByOwner(params: unknown[], chain: SolanaChain) {
  const owner = addressParam(params, 0)
  const filter = params[1] as { mint?: unknown; programId?: unknown } | undefined
  const config = configParam(params, 2)
  const encoding = accountEncoding(config)
  if (
    !filter ||
    typeof filter !== 'object' ||
    (filter.mint === undefined) === (filter.programId === undefined)
  )
    throw invalidParams('param 1 must be { mint } or { programId }')
  const mint = filter.mint === undefined ? undefined : addressParam([filter.mint], 0)
  const programs =
    filter.programId === undefined
      ? [...tokenProgramIds]
      : [addressParam([filter.programId], 0)].filter((id) =>
          (tokenProgramIds as readonly string[]).includes(id),
        )
  if (programs.length === 0) throw invalidParams('unrecognized token program id')
  const value = programs.flatMap((program) =>
    chain.svm
      .getProgramAccounts(program as Address)
      .filter((account) => {
        const fields = readTokenAccount({
          ...account,
          data: account.data as Uint8Array,
          exists: true,
        })
        return fields && fields.owner === owner && (mint === undefined || fields.mint === mint)
      })
      .map((account) => ({
        pubkey: account.address,
        account: encodeAccount(chain.svm, account.address, encoding),
      })),
  )
  return withContext(chain, value)
}

/** Account, balance and token-account methods. */
export const accountMethods: Record<string, RpcMethod> = {
  getBalance: (params, chain) => {
    const address = addressParam(params, 0)
    configParam(params, 1)
    return withContext(chain, chain.svm.getBalance(address) ?? 0n)
  },
  getAccountInfo: (params, chain) => {
    const address = addressParam(params, 0)
    const encoding = accountEncoding(configParam(params, 1), 'base58')
    return withContext(chain, encodeAccount(chain.svm, address, encoding))
  },
  getMultipleAccounts: (params, chain) => {
    const list = params[0]
    if (!Array.isArray(list) || list.length > 100)
      throw invalidParams('param 0 must be an array of up to 100 addresses')
    const addresses = list.map((_, index) => addressParam(list, index))
    const encoding = accountEncoding(configParam(params, 1), 'base58')
    return withContext(
      chain,
      addresses.map((address) => encodeAccount(chain.svm, address, encoding)),
    )
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (params, chain) => {
    const address = addressParam(params, 0)
    configParam(params, 1)
    const fields = readTokenAccount(chain.svm.getAccount(address))
    if (!fields) throw new RpcError(-32602, 'Invalid param: could not find account')
    const decimals = readMint(chain.svm.getAccount(fields.mint))?.decimals ?? 0
    return withContext(chain, uiTokenAmount(fields.amount, decimals))
  },
  getTokenSupply: (params, chain) => {
    const address = addressParam(params, 0)
    configParam(params, 1)
    const mint = readMint(chain.svm.getAccount(address))
    if (!mint) throw new RpcError(-32602, 'Invalid param: not a Token mint')
    return withContext(chain, uiTokenAmount(mint.supply, mint.decimals))
  },
}
