import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { readGenesisTimestamp } from './readGenesisTimestamp'

const dir = mkdtempSync(join(tmpdir(), 'portico-genesis-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, text: string) => {
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}

test('the oldest block 0 of the state: the chain own, not one anvil re-created on a load', () => {
  const header = (number: string, timestamp: string) => ({ header: { number, timestamp } })
  const statePath = write(
    'state.json',
    JSON.stringify({
      blocks: [
        header('0x1', '0x10'),
        header('0x0', '0x0c'),
        header('0x0', '0x0a'),
        header('0x2', '0x11'),
      ],
    }),
  )
  expect(readGenesisTimestamp({ statePath })).toBe(10)
})

test('no file, a file that is not JSON, or no block 0: undefined', () => {
  expect(readGenesisTimestamp({ statePath: join(dir, 'missing.json') })).toBeUndefined()
  expect(readGenesisTimestamp({ statePath: write('bad.json', '{') })).toBeUndefined()
  expect(readGenesisTimestamp({ statePath: write('empty.json', '{"blocks":[]}') })).toBeUndefined()
})
