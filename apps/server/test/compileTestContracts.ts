/**
 * Compiles the server tests' Solidity contracts with solc-js into JSON artifacts (abi + bytecode),
 * committed so tests never compile: the CCIP-read probe (`contracts/`), and the sign-in tests'
 * ERC-1271 account factory and CCIP-read account (`siwx/contracts/`).
 * Run: `npx tsx apps/server/test/compileTestContracts.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = dirname(fileURLToPath(import.meta.url))

/** Each artifact: the folder and file of its source, the contract, the JSON file written beside it. */
const artifacts = [
  { folder: 'contracts', source: 'CcipProbe.sol', contract: 'CcipProbe', out: 'ccipProbe.json' },
  {
    folder: 'siwx/contracts',
    source: 'OwnedAccount.sol',
    contract: 'OwnedAccountFactory',
    out: 'ownedAccount.json',
  },
  {
    folder: 'siwx/contracts',
    source: 'CcipAccount.sol',
    contract: 'CcipAccount',
    out: 'ccipAccount.json',
  },
]

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    artifacts.map(({ folder, source }) => [
      source,
      { content: readFileSync(join(here, folder, source), 'utf8') },
    ]),
  ),
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
for (const { folder, source, contract, out } of artifacts) {
  const compiled = output.contracts[source][contract]
  writeFileSync(
    join(here, folder, out),
    `${JSON.stringify({ abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }, null, 2)}\n`,
  )
  console.log(`wrote ${folder}/${out}`)
}
