/**
 * Compiles the Solidity sources in `contracts/` with solc-js and writes one artifact per contract
 * (abi, bytecode, deployedBytecode) to `artifacts/`, plus the library contracts named in
 * `libraryContracts` (imported by a file of `contracts/`). Run with `npm run compile -w apps/devnet`;
 * the artifacts are committed so the devnet never compiles at start-up. The compiler is pinned
 * (`solcVersion`, the exact `solc` of package.json) with the settings below, so the same sources
 * give the same bytecode, hence the same CREATE2 addresses.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const evmVersion = 'cancun'
const solcVersion = '0.8.30'

/** Contracts of npm packages that the devnet deploys as they are: `source` → contract names. */
const libraryContracts: Record<string, string[]> = {
  // Solady's account factory, for contracts/SoladyAccount.sol (MIT, solady 0.0.288).
  'solady/src/accounts/ERC4337Factory.sol': ['ERC4337Factory'],
}

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

if (!solc.version().startsWith(`${solcVersion}+`)) {
  console.error(`solc ${solc.version()} is installed; the artifacts are built with ${solcVersion}`)
  process.exit(1)
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
const written = [
  ...files.map((file) => ({ key: file, sourceName: `contracts/${file}`, only: undefined })),
  ...Object.entries(libraryContracts).map(([key, only]) => ({ key, sourceName: key, only })),
]
for (const { key, sourceName, only } of written) {
  const contracts = output.contracts[key]
  if (!contracts) throw new Error(`Nothing compiled from ${key}`)
  for (const [name, contract] of Object.entries(contracts)) {
    if (only && !only.includes(name)) continue
    if (contract.evm.bytecode.object === '') continue // an interface: nothing to deploy
    const artifact = {
      contractName: name,
      sourceName,
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
