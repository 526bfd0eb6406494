/**
 * Compiles OwnedAccount.sol and CcipAccount.sol with solc-js into ownedAccount.json (abi + bytecode
 * of the factory) and ccipAccount.json, committed so tests never compile. Run: `npx tsx apps/server/test/siwx/contracts/compile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = dirname(fileURLToPath(import.meta.url))
const input = {
  language: 'Solidity',
  sources: {
    'OwnedAccount.sol': { content: readFileSync(join(here, 'OwnedAccount.sol'), 'utf8') },
    'CcipAccount.sol': { content: readFileSync(join(here, 'CcipAccount.sol'), 'utf8') },
  },
  settings: {
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
for (const error of output.errors ?? []) console.error(error.formattedMessage)
if ((output.errors ?? []).some((error: { severity: string }) => error.severity === 'error'))
  process.exit(1)
const factory = output.contracts['OwnedAccount.sol'].OwnedAccountFactory
writeFileSync(
  join(here, 'ownedAccount.json'),
  `${JSON.stringify({ abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` }, null, 2)}\n`,
)
const ccip = output.contracts['CcipAccount.sol'].CcipAccount
writeFileSync(
  join(here, 'ccipAccount.json'),
  `${JSON.stringify({ abi: ccip.abi, bytecode: `0x${ccip.evm.bytecode.object}` }, null, 2)}\n`,
)
console.log('wrote ownedAccount.json and ccipAccount.json')
