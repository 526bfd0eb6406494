import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** One error class and the docs path it prints (`Docs: docs/<docsPath>`). */
export type ErrorDocsPath = {
  /** The source file, relative to the root. */
  file: string
  /** The class name (`SendFailedError`). */
  name: string
  /** What the class passes as `docsPath` (`errors.md#send`). */
  docsPath: string
}

/** Parameters of {@link findErrorDocsPaths}. */
export type FindErrorDocsPathsParameters = {
  /** The repository root. */
  root: string
  /** Folders under `root` to walk (default: every `packages/<name>/src` and `apps/<name>/src`). */
  folders?: readonly string[] | undefined
}

const literal = /docsPath\s*[:=]\s*(['"`])([^'"`]*)\1/
const sourceFile = /\.tsx?$/
const testFile = /\.(test|test-helpers|testing)\.tsx?$/

/**
 * Every class in the sources that passes a `docsPath`, read from the source text: a literal
 * `docsPath: '…'` in the class, or the file's `const docsPath = '…'` when the class uses the
 * shorthand. A class whose docs path is neither is reported with `docsPath: ''` so a check fails
 * on it instead of skipping it.
 *
 * @example
 * const paths = await findErrorDocsPaths({ root: '.' })
 * // [{ file: 'packages/core/src/errors/send.ts', name: 'SendFailedError', docsPath: 'errors.md#send' }, …]
 */
export async function findErrorDocsPaths(
  parameters: FindErrorDocsPathsParameters,
): Promise<ErrorDocsPath[]> {
  const { root } = parameters
  const folders = parameters.folders ?? (await defaultFolders(root))
  const found: ErrorDocsPath[] = []
  for (const folder of folders)
    for (const path of await walk(join(root, folder))) {
      const text = await readFile(path, 'utf8')
      if (/\bdocsPath\b/.test(text)) found.push(...readClasses(relative(root, path), text))
    }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
}

function readClasses(file: string, text: string): ErrorDocsPath[] {
  const shared = /(?:^|\n)\s*(?:export\s+)?const\s+docsPath\s*=\s*(['"`])([^'"`]*)\1/.exec(
    text,
  )?.[2]
  const starts = [...text.matchAll(/class\s+(\w+)\s+extends\s+(\w+)/g)]
  return starts.flatMap((start, index) => {
    const body = text.slice(start.index, starts[index + 1]?.index ?? text.length)
    // The base itself (`extends Error`) only stores what its subclasses pass.
    if (start[2] === 'Error' || !/\bdocsPath\b/.test(body)) return []
    const docsPath = literal.exec(body)?.[2] ?? shared ?? ''
    return [{ file, name: start[1] as string, docsPath }]
  })
}

async function defaultFolders(root: string): Promise<string[]> {
  const folders: string[] = []
  for (const group of ['packages', 'apps']) {
    const entries = await readdir(join(root, group), { withFileTypes: true }).catch(() => [])
    for (const entry of entries)
      if (entry.isDirectory()) folders.push(join(group, entry.name, 'src'))
  }
  return folders
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await walk(path)))
    else if (sourceFile.test(entry.name) && !testFile.test(entry.name)) files.push(path)
  }
  return files
}
