import { formatAmount, isSolanaAddress, SendReceiverInvalidError } from '@portico/core'
import {
  type Address,
  address,
  createNoopSigner,
  getBase64Encoder,
  type Instruction,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { ReceiverBelowRentError, TokenMintNotFoundError } from './errors'

/** Parameters of {@link buildTransferInstructions}. */
export type BuildTransferInstructionsParameters = {
  rpc: Rpc<SolanaRpcApi>
  from: string
  to: string
  /** SPL mint (Token or Token-2022); absent for SOL. */
  token?: string | undefined
  /** Lamports, or the token's base units. */
  amount: bigint
}
/** Return type of {@link buildTransferInstructions}. */
export type BuildTransferInstructionsReturnType = {
  instructions: Instruction[]
  /**
   * Lamports the sender deposits to create an account the recipient lacks: the rent-exempt
   * minimum of its associated token account when an SPL send creates it; 0 otherwise.
   */
  rent: bigint
}

const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
/** Offset of `decimals` in a mint account (both token programs). */
const decimalsOffset = 44
/**
 * Size of an associated token account: 165 bytes (Token); Token-2022 adds the ImmutableOwner
 * extension the ATA program always sets (account type 1 + TLV header 4 = 170). Extensions a
 * Token-2022 mint forces on its accounts (transfer fees…) would make it larger: not counted.
 */
const tokenAccountSize = { token: 165n, token2022: 170n }

/**
 * Internal (lazily loaded): the instructions of a transfer, without compute-budget ones.
 * SOL: one System `transfer`. SPL: the recipient's associated token account created when missing
 * (the ATA program's idempotent create, paid by the sender: `rent` is the new account's
 * rent-exempt minimum, asked of the chain, when it does not exist yet), then `transferChecked`
 * from the sender's associated token account, with the mint's decimals and program read from the
 * chain.
 *
 * @throws {SendReceiverInvalidError} when `to` is not a Solana address.
 * @throws {ReceiverBelowRentError} when less SOL than a new account's rent-exempt minimum goes to an empty address.
 * @throws {TokenMintNotFoundError} when `token` is not a mint of either token program.
 * @example
 * const { instructions, rent } = await buildTransferInstructions({ rpc, from, to, token: pUSD, amount: 2_500_000n })
 * // rent: 2_039_280n when `to` has no pUSD account yet (165 bytes), else 0n
 */
export async function buildTransferInstructions(
  parameters: BuildTransferInstructionsParameters,
): Promise<BuildTransferInstructionsReturnType> {
  const { rpc, amount } = parameters
  if (!isSolanaAddress(parameters.to))
    throw new SendReceiverInvalidError({ details: parameters.to })
  const from = createNoopSigner(address(parameters.from))
  const to = address(parameters.to)
  if (parameters.token === undefined) {
    // A new account must receive at least its rent-exempt minimum, or the chain refuses the send.
    const minimum = await rpc.getMinimumBalanceForRentExemption(0n).send()
    if (amount < minimum && (await rpc.getBalance(to).send()).value === 0n)
      throw new ReceiverBelowRentError({ minimum: formatAmount(minimum, 9), symbol: 'SOL' })
    // The amount itself funds a new account: no deposit on top.
    return {
      instructions: [getTransferSolInstruction({ source: from, destination: to, amount })],
      rent: 0n,
    }
  }

  const mint = address(parameters.token)
  const { value } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  const tokenProgram = value?.owner
  const data = value ? getBase64Encoder().encode(value.data[0]) : undefined
  if (
    !value ||
    !data ||
    data.length < decimalsOffset + 1 ||
    (tokenProgram !== TOKEN_PROGRAM_ADDRESS && tokenProgram !== TOKEN_2022_PROGRAM_ADDRESS)
  )
    throw new TokenMintNotFoundError({ mint })
  const program = tokenProgram as Address
  const decimals = data[decimalsOffset] as number
  const [source] = await findAssociatedTokenPda({
    owner: from.address,
    mint,
    tokenProgram: program,
  })
  const [destination] = await findAssociatedTokenPda({ owner: to, mint, tokenProgram: program })
  const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
  const size =
    program === TOKEN_PROGRAM_ADDRESS ? tokenAccountSize.token : tokenAccountSize.token2022
  const rent = existing ? 0n : await rpc.getMinimumBalanceForRentExemption(size).send()
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: from,
      ata: destination,
      owner: to,
      mint,
      tokenProgram: program,
    }),
    getTransferCheckedInstruction(
      { source, mint, destination, authority: from, amount, decimals },
      { programAddress: program },
    ),
  ]
  return { instructions, rent }
}
