import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { readDirectorySeed } from './readDirectorySeed'

const walletsFile = fileURLToPath(new URL('../../data/wallets.json', import.meta.url))

function withWallets(change: (data: { wallets: Record<string, unknown>[] }) => void): string {
  const data = JSON.parse(readFileSync(walletsFile, 'utf8'))
  change(data)
  const file = join(mkdtempSync(join(tmpdir(), 'portico-directory-')), 'wallets.json')
  writeFileSync(file, JSON.stringify(data))
  return file
}

describe('readDirectorySeed', () => {
  const { wallets, images } = readDirectorySeed()

  test('the repo data: at least 30 well-known wallets plus the test wallet, EVM and Solana', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(31)
    const byRdns = new Map(wallets.map((wallet) => [wallet.rdns, wallet.id]))
    expect(byRdns.get('io.metamask')).toBe('metamask')
    expect(byRdns.get('com.coinbase.wallet')).toBe('coinbase-wallet')
    expect(byRdns.get('app.phantom')).toBe('phantom')
    expect(byRdns.get('dev.portico.testwallet')).toBe('portico-test-wallet')
    const solana = wallets.filter((wallet) => wallet.chains.some((id) => id.startsWith('solana:')))
    expect(solana.map((wallet) => wallet.id)).toEqual(
      expect.arrayContaining(['phantom', 'solflare', 'backpack', 'glow']),
    )
    expect(wallets.find((wallet) => wallet.id === 'metamask')).toMatchObject({
      mobileLink: 'metamask://',
      recommendedRank: 1,
      badgeType: 'none',
      imageId: 'metamask',
    })
  })

  test('one monogram image per wallet, network, currency and token, with a stable ETag', () => {
    for (const wallet of wallets)
      expect(images.some((image) => image.kind === 'wallet' && image.id === wallet.imageId)).toBe(
        true,
      )
    const usd = images.find((image) => image.kind === 'currency' && image.id === 'USD')
    expect(usd?.contentType).toBe('image/svg+xml')
    expect(usd?.body).toContain('>$</text>')
    expect(usd?.etag).toMatch(/^"[\w-]{22}"$/)
    expect(readDirectorySeed().images.find((image) => image.id === 'USD')?.etag).toBe(usd?.etag)
    expect(images.find((image) => image.kind === 'token' && image.id === 'PUSD')?.body).toContain(
      '>pUSD</text>',
    )
  })

  test('bad data is refused naming the file and the field', () => {
    const badChain = withWallets((data) => {
      data.wallets[2] = { ...data.wallets[2], chains: ['eip155:1', 'cosmos:hub'] }
    })
    expect(() => readDirectorySeed({ walletsFile: badChain })).toThrow(
      `Invalid directory data in ${badChain} at wallets.2.chains.1: must be a CAIP-2 network id`,
    )
    const twice = withWallets((data) => {
      data.wallets.push({ ...data.wallets[0], id: 'metamask-2' })
    })
    expect(() => readDirectorySeed({ walletsFile: twice })).toThrow(
      `Invalid directory data in ${twice}: rdns io.metamask twice`,
    )
    const badLink = withWallets((data) => {
      data.wallets[0] = { ...data.wallets[0], webapp_link: 'http://example.com' }
    })
    expect(() => readDirectorySeed({ walletsFile: badLink })).toThrow(
      'at wallets.0.webapp_link: must be an https:// URL',
    )
  })
})
