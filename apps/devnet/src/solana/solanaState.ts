import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LedgerState } from './ledgerTypes'

/** File names of the saved Solana state inside the state folder. */
export const solanaStateFiles = { accounts: 'solana-accounts.bin', ledger: 'solana-ledger.json' }

/**
 * Loads the saved Solana state from `dir` (undefined when none is there).
 *
 * @example
 * const state = loadSolanaState('.portico/devnet')
 */
export function loadSolanaState(
  dir: string,
): { accounts: Uint8Array; ledger: LedgerState } | undefined {
  const accounts = join(dir, solanaStateFiles.accounts)
  const ledger = join(dir, solanaStateFiles.ledger)
  if (!existsSync(accounts) || !existsSync(ledger)) return undefined
  const parsed = JSON.parse(readFileSync(ledger, 'utf8')) as LedgerState
  if (parsed.version !== 1) throw new Error(`Unknown Solana ledger version in ${ledger}`)
  return { accounts: new Uint8Array(readFileSync(accounts)), ledger: parsed }
}

/**
 * Saves the Solana state into `dir` (each file written beside and renamed, so a crash mid-save
 * leaves the previous state whole).
 *
 * @example
 * saveSolanaState('.portico/devnet', chain.snapshot())
 */
export function saveSolanaState(
  dir: string,
  state: { accounts: Uint8Array; ledger: LedgerState },
): void {
  mkdirSync(dir, { recursive: true })
  const write = (name: string, data: string | Uint8Array) => {
    const path = join(dir, name)
    writeFileSync(`${path}.tmp`, data)
    renameSync(`${path}.tmp`, path)
  }
  write(solanaStateFiles.accounts, state.accounts)
  write(solanaStateFiles.ledger, JSON.stringify(state.ledger))
}
