import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isCaipNetworkId } from '@portico/core/caip'
import { z } from 'zod'
import { createMonogramSvg } from './createMonogramSvg'
import { monogramLetters } from './monogramLetters'

/** Kinds of directory images, one per image route. */
export const imageKinds = ['wallet', 'asset', 'currency', 'token'] as const
export type ImageKind = (typeof imageKinds)[number]

/** Badge types a wallet can carry. `certified`: tested by Portico's own e2e suite. */
export const badgeTypes = ['none', 'certified'] as const

/** One wallet of the seed, in the `wallets` table's shape. */
export type WalletSeed = {
  id: string
  name: string
  imageId: string
  chains: string[]
  rdns: string | null
  mobileLink: string | null
  desktopLink: string | null
  webappLink: string | null
  homepage: string | null
  badgeType: (typeof badgeTypes)[number]
  recommendedRank: number | null
}

/** One image of the seed, in the `directory_images` table's shape. */
export type ImageSeed = {
  kind: ImageKind
  id: string
  contentType: string
  body: string
  etag: string
}

export type ReadDirectorySeedParameters = {
  /** Path of the wallets file; default `apps/server/data/wallets.json`. */
  walletsFile?: string | undefined
  /** Path of the other images' file; default `apps/server/data/directory-images.json`. */
  imagesFile?: string | undefined
}

export type ReadDirectorySeedReturnType = { wallets: WalletSeed[]; images: ImageSeed[] }

const dataFile = (name: string) => fileURLToPath(new URL(`../../data/${name}`, import.meta.url))

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a slug (a-z, 0-9, -)')
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be #rrggbb')
const deepLink = z
  .string()
  .regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/, 'must be a scheme link like metamask:// or https://…')
const webUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' })

const walletsSchema = z.object({
  wallets: z
    .array(
      z.object({
        id: slug,
        name: z.string().trim().min(1).max(64),
        rdns: z
          .string()
          .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a reverse-DNS name')
          .nullable(),
        chains: z.array(z.string().refine(isCaipNetworkId, 'must be a CAIP-2 network id')).min(1),
        mobile_link: deepLink.nullable(),
        desktop_link: deepLink.nullable(),
        webapp_link: webUrl.nullable(),
        homepage: webUrl.nullable(),
        color,
        badge_type: z.enum(badgeTypes),
        recommended: z.number().int().min(1).optional(),
      }),
    )
    .min(1),
})

const monogram = z.object({
  id: z.string().min(1).max(128),
  label: z.string().min(1).optional(),
  color,
})
const imagesSchema = z.object({
  assets: z.array(monogram.required({ label: true })),
  currencies: z.array(
    monogram.extend({ id: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code') }),
  ),
  tokens: z.array(
    monogram.extend({ id: z.string().regex(/^[A-Z0-9]{1,16}$/, 'must be an upper-case symbol') }),
  ),
})

function parse<T>(schema: z.ZodType<T>, file: string): T {
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new Error(
    `Invalid directory data in ${file} at ${issue?.path.join('.')}: ${issue?.message}`,
  )
}

function image(kind: ImageKind, id: string, text: string, background: string): ImageSeed {
  const body = createMonogramSvg({ text, color: background })
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  return { kind, id, contentType: 'image/svg+xml', body, etag }
}

function assertUnique(values: readonly (string | null)[], what: string, file: string) {
  const seen = new Set<string>()
  for (const value of values) {
    if (value === null) continue
    if (seen.has(value))
      throw new Error(`Invalid directory data in ${file}: ${what} ${value} twice`)
    seen.add(value)
  }
}

/**
 * Reads and validates the directory's seed data — `data/wallets.json` (wallets with rdns, CAIP-2
 * chains and deep links) and `data/directory-images.json` (networks, currencies, tokens) — and
 * makes every image as a monogram SVG (with its ETag). Throws naming the file and the bad field.
 *
 * @example
 * const { wallets, images } = readDirectorySeed()
 * wallets.find((wallet) => wallet.rdns === 'io.metamask')?.id // 'metamask'
 */
export function readDirectorySeed(
  parameters: ReadDirectorySeedParameters = {},
): ReadDirectorySeedReturnType {
  const walletsFile = parameters.walletsFile ?? dataFile('wallets.json')
  const imagesFile = parameters.imagesFile ?? dataFile('directory-images.json')
  const rawWallets = parse(walletsSchema, walletsFile).wallets
  assertUnique(
    rawWallets.map((wallet) => wallet.id),
    'id',
    walletsFile,
  )
  assertUnique(
    rawWallets.map((wallet) => wallet.rdns),
    'rdns',
    walletsFile,
  )
  const other = parse(imagesSchema, imagesFile)
  assertUnique(
    other.assets.map((asset) => asset.id),
    'asset',
    imagesFile,
  )
  assertUnique(
    other.currencies.map((currency) => currency.id),
    'currency',
    imagesFile,
  )
  assertUnique(
    other.tokens.map((token) => token.id),
    'token',
    imagesFile,
  )

  const wallets = rawWallets.map(
    (wallet): WalletSeed => ({
      id: wallet.id,
      name: wallet.name,
      imageId: wallet.id,
      chains: [...new Set(wallet.chains)],
      rdns: wallet.rdns,
      mobileLink: wallet.mobile_link,
      desktopLink: wallet.desktop_link,
      webappLink: wallet.webapp_link,
      homepage: wallet.homepage,
      badgeType: wallet.badge_type,
      recommendedRank: wallet.recommended ?? null,
    }),
  )
  const images = [
    ...rawWallets.map((wallet) =>
      image('wallet', wallet.id, monogramLetters(wallet.name), wallet.color),
    ),
    ...other.assets.map((asset) => image('asset', asset.id, asset.label, asset.color)),
    ...other.currencies.map((c) => image('currency', c.id, c.label ?? c.id, c.color)),
    ...other.tokens.map((token) => image('token', token.id, token.label ?? token.id, token.color)),
  ]
  return { wallets, images }
}
