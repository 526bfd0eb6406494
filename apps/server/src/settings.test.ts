import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { helpText } from './cli/helpText'
import { serverSettings } from './settings'

/** The variables of docs/configuration.md's tables, in order. */
function documentedVariables(): string[] {
  const docs = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
  return docs
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .flatMap((line) =>
      [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Z_<>]+)`/g)].map((m) => m[1] ?? ''),
    )
}

describe('serverSettings', () => {
  it('lists exactly the variables docs/configuration.md documents, in its order', () => {
    expect(serverSettings.map((setting) => setting.name)).toEqual(documentedVariables())
  })

  it('gives each a line of its own', () => {
    for (const setting of serverSettings) {
      expect(setting.summary.length, setting.name).toBeGreaterThan(5)
      expect(setting.summary, setting.name).not.toMatch(/\n/)
    }
  })

  it('is what portico-server --help prints, after the commands', () => {
    const help = helpText()
    expect(help).toMatch(/^Usage: portico-server \[command\]/)
    for (const command of ['start', 'check', 'migrate', 'rotate-secret'])
      expect(help).toMatch(new RegExp(`\\n  ${command} `))
    for (const setting of serverSettings) expect(help).toContain(`  ${setting.name} `)
  })
})
