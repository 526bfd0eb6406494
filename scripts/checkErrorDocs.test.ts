import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkErrorDocs } from './checkErrorDocs'
import { findErrorDocsPaths } from './findErrorDocsPaths'

const root = resolve(import.meta.dirname, '..')

describe('the docs path of every error in the repository', () => {
  test('finds the error classes of every package and app', async () => {
    const errors = await findErrorDocsPaths({ root })
    const files = new Set(errors.map((error) => error.file.split('/').slice(0, 2).join('/')))
    expect([...files].sort()).toEqual(
      expect.arrayContaining(['apps/devnet', 'apps/server', 'packages/core', 'packages/evm']),
    )
    expect(errors.filter((error) => error.docsPath.startsWith('errors.md')).length).toBeGreaterThan(
      50,
    )
  })

  test('leads to a docs file and heading that exist', async () => {
    expect(await checkErrorDocs({ root })).toEqual([])
  })
})

describe('checkErrorDocs', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-error-docs-'))
    await mkdir(join(dir, 'docs'))
    await mkdir(join(dir, 'packages/a/src'), { recursive: true })
    await writeFile(
      join(dir, 'docs/errors.md'),
      '# Errors\n## Send\n### SendFailedError\nWhat it means.\n',
    )
    await writeFile(join(dir, 'docs/guide.md'), '# Guide\n## One command\n')
    await writeFile(
      join(dir, 'packages/a/src/errors.ts'),
      [
        "const docsPath = 'guide.md#one-command'",
        "class Good extends BaseError { constructor() { super('a', { docsPath }) } }",
        "class SendFailedError extends BaseError { constructor() { super('b', { docsPath: 'errors.md#send' }) } }",
        "class NoHeading extends BaseError { constructor() { super('c', { docsPath: 'errors.md#send' }) } }",
        "class NoAnchor extends BaseError { constructor() { super('d', { docsPath: 'errors.md#swap' }) } }",
        "class NoFile extends BaseError { constructor() { super('e', { docsPath: 'missing.md' }) } }",
        "class NoSuffix extends BaseError { constructor() { super('f', { docsPath: 'guide#one-command' }) } }",
        'class Base extends Error { constructor(p) { super(p.docsPath) } }',
      ].join('\n'),
    )
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  test('names every path that leads nowhere, and passes the ones that lead somewhere', async () => {
    expect(await checkErrorDocs({ root: dir })).toEqual([
      'packages/a/src/errors.ts NoAnchor: docs/errors.md has no heading #swap',
      'packages/a/src/errors.ts NoAnchor: docs/errors.md has no heading "NoAnchor"',
      'packages/a/src/errors.ts NoFile: docs/missing.md does not exist',
      'packages/a/src/errors.ts NoHeading: docs/errors.md has no heading "NoHeading"',
      'packages/a/src/errors.ts NoSuffix: docsPath "guide#one-command" does not name a .md file',
    ])
  })
})
