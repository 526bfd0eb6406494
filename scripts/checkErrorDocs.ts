import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ErrorDocsPath, findErrorDocsPaths } from './findErrorDocsPaths'
import { toHeadingAnchors } from './toHeadingAnchors'

/** Parameters of {@link checkErrorDocs}. */
export type CheckErrorDocsParameters = {
  /** The repository root (holds `docs/`). */
  root: string
  /** The error classes to check (default: {@link findErrorDocsPaths} over the root). */
  errors?: readonly ErrorDocsPath[] | undefined
}

/** The file whose sections name each error class by its own heading. */
const catalogue = 'errors.md'

/**
 * Checks that every error's `Docs: docs/<docsPath>` line leads somewhere: the path names a `.md`
 * file under `docs/`, its `#anchor` is a heading of that file, and a class sent to
 * `docs/errors.md` also has a heading of its own name there. Returns one line per problem
 * (empty when all hold).
 *
 * @example
 * const problems = await checkErrorDocs({ root: '.' })
 * if (problems.length > 0) throw new Error(problems.join('\n'))
 */
export async function checkErrorDocs(parameters: CheckErrorDocsParameters): Promise<string[]> {
  const { root } = parameters
  const errors = parameters.errors ?? (await findErrorDocsPaths({ root }))
  const anchorsByFile = new Map<string, Set<string> | undefined>()
  const anchorsOf = async (file: string) => {
    if (!anchorsByFile.has(file)) {
      const text = await readFile(join(root, 'docs', file), 'utf8').catch(() => undefined)
      anchorsByFile.set(file, text === undefined ? undefined : toHeadingAnchors(text))
    }
    return anchorsByFile.get(file)
  }
  const problems: string[] = []
  for (const error of errors) {
    const where = `${error.file} ${error.name}`
    const [file = '', anchor] = error.docsPath.split('#')
    if (!file.endsWith('.md')) {
      problems.push(`${where}: docsPath "${error.docsPath}" does not name a .md file`)
      continue
    }
    const anchors = await anchorsOf(file)
    if (!anchors) {
      problems.push(`${where}: docs/${file} does not exist`)
      continue
    }
    if (anchor !== undefined && !anchors.has(anchor))
      problems.push(`${where}: docs/${file} has no heading #${anchor}`)
    if (file === catalogue && !anchors.has(error.name.toLowerCase()))
      problems.push(`${where}: docs/${catalogue} has no heading "${error.name}"`)
  }
  return problems
}
