/**
 * Compiles CcipProbe.sol with solc-js into ccipProbe.json (abi + bytecode), committed so tests
 * never compile. Run: `npx tsx apps/server/test/contracts/compileCcipProbe.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = dirname(fileURLToPath(import.meta.url))
const input = {
  language: 'Solidity',
  sources: { 'CcipProbe.sol': { content: readFileSync(join(here, 'CcipProbe.sol'), 'utf8') } },
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
const probe = output.contracts['CcipProbe.sol'].CcipProbe
writeFileSync(
  join(here, 'ccipProbe.json'),
  `${JSON.stringify({ abi: probe.abi, bytecode: `0x${probe.evm.bytecode.object}` }, null, 2)}\n`,
)
console.log('wrote ccipProbe.json')
