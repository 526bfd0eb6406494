import { type Address, none, some } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { getSolanaDevnetKeys } from './getSolanaDevnetKeys'
import { solanaDevnetSeed } from './solanaDevnetSeed'

const systemProgram = '11111111111111111111111111111111' as Address

/**
 * Writes the genesis accounts into a fresh LiteSVM: the funded accounts, the faucet, the two
 * mints (authority: the faucet) and every funded account's associated token accounts.
 *
 * @example
 * await seedSolanaGenesis(new LiteSVM())
 */
export async function seedSolanaGenesis(svm: LiteSVM): Promise<void> {
  const { accounts, faucet, mints } = getSolanaDevnetKeys(solanaDevnetSeed.fundedAccounts)
  const wallet = (address: Address, lamports: bigint) =>
    svm.setAccount({
      address,
      lamports: lamports as never,
      data: new Uint8Array(0),
      programAddress: systemProgram,
      executable: false,
      space: 0n,
    })
  wallet(faucet.address, solanaDevnetSeed.faucetLamports)
  for (const account of accounts) wallet(account.address, solanaDevnetSeed.lamports)

  for (const [symbol, token] of Object.entries(solanaDevnetSeed.tokens)) {
    const mint = mints[symbol as keyof typeof mints].address
    const supply = token.balance * BigInt(accounts.length)
    const mintData = getMintEncoder().encode({
      mintAuthority: some(faucet.address),
      supply,
      decimals: token.decimals,
      isInitialized: true,
      freezeAuthority: none(),
    })
    svm.setAccount({
      address: mint,
      lamports: svm.minimumBalanceForRentExemption(82n) as never,
      data: new Uint8Array(mintData),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      space: 82n,
    })
    for (const account of accounts) {
      const [ata] = await findAssociatedTokenPda({
        mint,
        owner: account.address,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const data = getTokenEncoder().encode({
        mint,
        owner: account.address,
        amount: token.balance,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      })
      svm.setAccount({
        address: ata,
        lamports: svm.minimumBalanceForRentExemption(165n) as never,
        data: new Uint8Array(data),
        programAddress: TOKEN_PROGRAM_ADDRESS,
        executable: false,
        space: 165n,
      })
    }
  }
}
