import { describe, expect, it } from 'vitest'
import { checkPackFiles } from './checkPackFiles'

const pkg = {
  name: '@portico/x',
  exports: {
    '.': {
      'portico-source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
    },
    './package.json': './package.json',
  },
}
const good: Record<string, string> = {
  'package.json': '{}',
  'README.md': '# x',
  LICENSE: 'MIT',
  'src/index.ts': "export * from './a'",
  'src/a.ts': 'export const a = 1',
  'dist/index.js': 'import { a } from "./a.js";\nimport "./theme.css";\nexport { a };\n',
  'dist/a.js': "/**\n* @example\n* await import('./b')\n*/\nconst a = 1;\nexport { a };\n",
  'dist/theme.css': '.x{}',
  'dist/index.d.ts': 'import { a } from "./a.js";\nexport { a };\n',
  'dist/a.d.ts': 'declare const a = 1;\nexport { a };\n//# sourceMappingURL=a.d.ts.map',
  'dist/a.d.ts.map': JSON.stringify({ version: 3, sources: ['../src/a.ts'], mappings: '' }),
  'dist/a.js.map': JSON.stringify({
    version: 3,
    sources: ['../src/gone.ts'],
    sourcesContent: ['x'],
  }),
}
const check = (files: Record<string, string>) =>
  checkPackFiles({ pkg, files: Object.keys(files), read: (file) => files[file] ?? '' })

describe('checkPackFiles', () => {
  it('passes a tarball with README, LICENSE, every export target, import and map source', () => {
    expect(check(good)).toEqual([])
  })

  it('names what is missing or should not ship', () => {
    const { LICENSE, 'dist/theme.css': css, 'src/a.ts': a, ...rest } = good
    expect(
      check({
        ...rest,
        'src/a.test.ts': '',
        'src/api/fetch.test-helpers.ts': '',
        'src/relay.testing.ts': '',
        'tsdown.config.ts': '',
        'dist/b.d.ts': 'export {}\n//# sourceMappingURL=b.d.ts.map',
      }),
    ).toMatchInlineSnapshot(`
      [
        "missing LICENSE",
        "ships src/a.test.ts",
        "ships src/api/fetch.test-helpers.ts",
        "ships src/relay.testing.ts",
        "ships tsdown.config.ts",
        "dist/index.js imports ./theme.css, which is not in the tarball",
        "dist/a.d.ts.map maps to ../src/a.ts, which is not in the tarball",
        "dist/b.d.ts points to the missing map b.d.ts.map",
      ]
    `)
  })

  it('requires each published export target', () => {
    const { 'dist/index.d.ts': types, ...rest } = good
    expect(check(rest)).toEqual(['exports["."] → ./dist/index.d.ts is not in the tarball'])
  })

  it('refuses a subpath whose only file the tarball lacks (a repository-only ./testing)', () => {
    const withTesting = {
      ...pkg,
      exports: { ...pkg.exports, './testing': { 'portico-source': './src/testing.ts' } },
    }
    expect(
      checkPackFiles({
        pkg: withTesting,
        files: Object.keys(good),
        read: (file) => good[file] ?? '',
      }),
    ).toEqual(['exports["./testing"] → ./src/testing.ts is not in the tarball'])
  })
})
