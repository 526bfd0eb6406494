import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { isOutputStale } from './isOutputStale'

describe('isOutputStale', () => {
  let dir: string
  const at = (seconds: number) => new Date(seconds * 1000)
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-stale-'))
    await mkdir(join(dir, 'src/deep'), { recursive: true })
    await writeFile(join(dir, 'src/deep/a.ts'), 'a')
    await utimes(join(dir, 'src/deep/a.ts'), at(1000), at(1000))
    await utimes(join(dir, 'src/deep'), at(1000), at(1000))
    await utimes(join(dir, 'src'), at(1000), at(1000))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  test('a missing output is stale', async () => {
    expect(await isOutputStale({ output: join(dir, 'out.js'), sources: [join(dir, 'src')] })).toBe(
      true,
    )
  })

  test('an output newer than every source is current; a newer source makes it stale', async () => {
    const output = join(dir, 'out.js')
    await writeFile(output, 'x')
    await utimes(output, at(2000), at(2000))
    expect(await isOutputStale({ output, sources: [join(dir, 'src')] })).toBe(false)
    await utimes(join(dir, 'src/deep/a.ts'), at(3000), at(3000))
    expect(await isOutputStale({ output, sources: [join(dir, 'src')] })).toBe(true)
  })

  test('node_modules and missing sources are ignored', async () => {
    const output = join(dir, 'out.js')
    await writeFile(output, 'x')
    await utimes(output, at(2000), at(2000))
    await mkdir(join(dir, 'src/node_modules'))
    await writeFile(join(dir, 'src/node_modules/b.js'), 'b')
    await utimes(join(dir, 'src'), at(1000), at(1000))
    expect(await isOutputStale({ output, sources: [join(dir, 'src'), join(dir, 'missing')] })).toBe(
      false,
    )
  })
})
