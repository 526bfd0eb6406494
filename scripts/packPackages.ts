// `npm run pack:packages` (after `npm run build`): packs every published @portico/* package into
// .portico/packs/, then checks each tarball: its file list (scripts/checkPackFiles.ts), publint and
// @arethetypeswrong/cli (ESM-only profile). The examples (examples/*) install these tarballs.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { checkPackFiles } from './checkPackFiles'

const root = resolve(import.meta.dirname, '..')
const packs = join(root, '.portico/packs')
rmSync(packs, { recursive: true, force: true })
mkdirSync(packs, { recursive: true })

type PackResult = {
  filename: string
  size: number
  unpackedSize: number
  files: { path: string }[]
}
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

// The kit's packages and the server (apps/server, `portico-server`).
const packageDirs = [
  ...readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'packages', entry.name)),
  join(root, 'apps/server'),
].filter((dir) => {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  return pkg.private !== true
})

let failed = false
for (const dir of packageDirs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const [result] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', packs, '--loglevel=error'], dir),
  ) as PackResult[]
  if (!result) throw new Error(`npm pack gave nothing for ${pkg.name}`)
  const tarball = join(packs, result.filename)
  // A name without the version too, for the examples' `file:` dependencies.
  copyFileSync(tarball, join(packs, result.filename.replace(/-\d+\.\d+\.\d+[^/]*\.tgz$/, '.tgz')))
  const unpacked = mkdtempSync(join(tmpdir(), 'portico-pack-'))
  run('tar', ['-xzf', tarball, '-C', unpacked], root)
  const problems = checkPackFiles({
    pkg: JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8')),
    files: result.files.map((file) => file.path),
    read: (file) => readFileSync(join(unpacked, 'package', file), 'utf8'),
  })
  rmSync(unpacked, { recursive: true, force: true })
  for (const [tool, args] of [
    ['publint', ['publint', '--strict', dir]],
    ['attw', ['attw', tarball, '--profile', 'esm-only', '--format', 'ascii']],
  ] as const) {
    try {
      run('npx', [...args], root)
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      problems.push(`${tool} failed:\n${stdout}${stderr}`)
    }
  }
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `${problems.length ? '✗' : '✓'} ${result.filename}: ${result.files.length} files, ` +
      `${kB(result.size)} packed, ${kB(result.unpackedSize)} unpacked`,
  )
  for (const problem of problems) console.error(`  ${problem}`)
  failed ||= problems.length > 0
}
if (failed) process.exit(1)
