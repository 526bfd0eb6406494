/**
 * Compiles the Solidity sources in `contracts/` with solc-js and writes one artifact per contract
 * (abi, bytecode, deployedBytecode) to `artifacts/`. Run with `npm run compile -w apps/devnet`;
 * the artifacts are committed so the devnet never compiles at start-up.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const evmVersion = 'cancun'

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<
      string,
      {
        abi: unknown[]
        evm: { bytecode: { object: string }; deployedBytecode: { object: string } }
      }
    >
  >
}

function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

const started = performance.now()
const files = readdirSync(join(root, 'contracts')).filter((name) => name.endsWith('.sol'))
const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    files.map((name) => [name, { content: readFileSync(join(root, 'contracts', name), 'utf8') }]),
  ),
  settings: {
    evmVersion,
    optimizer: { enabled: true, runs: 200 },
    outputSelection: {
      '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
    },
  },
}

const output = JSON.parse(
  solc.compile(JSON.stringify(input), { import: findImports }),
) as SolcOutput
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
for (const message of output.errors ?? []) console.error(message.formattedMessage)
if (errors.length > 0) process.exit(1)

mkdirSync(join(root, 'artifacts'), { recursive: true })
for (const file of files) {
  for (const [name, contract] of Object.entries(output.contracts[file] ?? {})) {
    if (contract.evm.bytecode.object === '') continue // an interface: nothing to deploy
    const artifact = {
      contractName: name,
      sourceName: `contracts/${file}`,
      compiler: `solc ${solc.version()}`,
      evmVersion,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
    writeFileSync(join(root, 'artifacts', `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`artifacts/${name}.json`)
  }
}
console.log(`compiled ${files.length} files in ${Math.round(performance.now() - started)} ms`)
