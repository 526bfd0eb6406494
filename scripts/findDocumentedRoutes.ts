import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** One route a docs page names, e.g. `GET /v1/identity/{address}?projectId=`. */
export type DocumentedRoute = {
  /** The page, relative to the root (`docs/api.md`). */
  file: string
  /** Upper-case HTTP method. */
  method: string
  /** The path as written, without its query (`/v1/sessions/:id`). */
  path: string
}

/** Parameters of {@link findDocumentedRoutes}. */
export type FindDocumentedRoutesParameters = {
  /** The repository root. */
  root: string
}

const route = /\b(GET|POST|PUT|PATCH|DELETE|HEAD)\s+(\/[^\s`|)\]?]*)/g

/**
 * Every `METHOD /path` the docs name: `README.md`, `docs/*.md` and the README of each package and
 * app. The query string is dropped; a path is kept as written (`{id}` or `:id`).
 *
 * @example
 * await findDocumentedRoutes({ root: '.' })
 * // [{ file: 'docs/api.md', method: 'GET', path: '/health' }, …]
 */
export async function findDocumentedRoutes(
  parameters: FindDocumentedRoutesParameters,
): Promise<DocumentedRoute[]> {
  const { root } = parameters
  const files = ['README.md', ...(await markdownIn(root, 'docs'))]
  for (const group of ['packages', 'apps']) {
    const entries = await readdir(join(root, group), { withFileTypes: true }).catch(() => [])
    for (const entry of entries)
      if (entry.isDirectory()) files.push(join(group, entry.name, 'README.md'))
  }
  const found = new Map<string, DocumentedRoute>()
  for (const file of files) {
    const text = await readFile(join(root, file), 'utf8').catch(() => '')
    for (const match of text.matchAll(route)) {
      const method = match[1] as string
      const path = (match[2] as string).replace(/[.,;:…]+$/, '')
      found.set(`${file} ${method} ${path}`, { file, method, path })
    }
  }
  return [...found.values()]
}

async function markdownIn(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder)).catch(() => [])
  return entries.filter((name) => name.endsWith('.md')).map((name) => join(folder, name))
}
