import { hexToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { deriveEd25519Key } from './deriveEd25519Key'
import { deriveSolanaKeyPair } from './deriveSolanaKeyPair'

const address = (publicKey: Uint8Array) => base58.encode(publicKey)
const testJunk = 'test test test test test test test test test test test junk'
const abandonAbout =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

// BIP-39's reference vectors (github.com/trezor/python-mnemonic, vectors.json), all with the
// passphrase "TREZOR": 12, 18 and 24 words, the edge entropies and random ones.
const trezor: [mnemonic: string, seed: string][] = [
  [
    abandonAbout,
    'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  ],
  [
    'legal winner thank year wave sausage worth useful legal winner thank yellow',
    '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  ],
  [
    'letter advice cage absurd amount doctor acoustic avoid letter advice cage above',
    'd71de856f81a8acc65e6fc851a38d4d7ec216fd0796d0a6827a3ad6ed5511a30fa280f12eb2e47ed2ac03b5c462a0358d18d69fe4f985ec81778c1b370b652a8',
  ],
  [
    'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
    'ac27495480225222079d7be181583751e86f571027b0497b5b5d11218e0a8a13332572917f0f8e5a589620c6f15b11c61dee327651a14c34e18231052e48c069',
  ],
  [
    'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo when',
    '0cd6e5d827bb62eb8fc1e262254223817fd068a74b5b449cc2f667c3f1f985a76379b43348d952e2265b4cd129090758b3e3c2c49103b5051aac2eaeb890a528',
  ],
  [
    'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title',
    'bc09fca1804f7e69da93c2f2028eb238c227f2e9dda30cd63699232578480a4021b146ad717fbb7e451ce9eb835f43620bf5c514db0f8add49f5d121449d3e87',
  ],
  [
    'ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic',
    '274ddc525802f7c828d8ef7ddbcdc5304e87ac3535913611fbbfa986d0c9e5476c91689f9c8a54fd55bd38606aa6a8595ad213d4c9c9f9aca3fb217069a41028',
  ],
  [
    'hamster diagram private dutch cause delay private meat slide toddler razor book happy fancy gospel tennis maple dilemma loan word shrug inflict delay length',
    '64c87cde7e12ecf6704ab95bb1408bef047c22db4cc7491c4271d170a1b213d20b385bc1588d9c7b38f1b39d415665b8a9030c9ec653d75e65f847d8fc1fc440',
  ],
]

describe('deriveSolanaKeyPair', () => {
  it.each(trezor)('derives from the BIP-39 seed of the Trezor vector "%s"', (mnemonic, seed) => {
    expect(Buffer.from(mnemonicToSeedSync(mnemonic, 'TREZOR')).toString('hex')).toBe(seed)
    expect(deriveSolanaKeyPair({ mnemonic, passphrase: 'TREZOR', accountIndex: 3 })).toEqual(
      deriveEd25519Key({ seed: hexToBytes(seed), path: "m/44'/501'/3'/0'" }),
    )
  })

  it("gives Phantom's address for the BIP-39 test mnemonic (m/44'/501'/0'/0')", () => {
    // The address Phantom, Solflare and solana-keygen show for "abandon … about".
    expect(address(deriveSolanaKeyPair({ mnemonic: abandonAbout }).publicKey)).toBe(
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    )
  })

  it('keeps the addresses the hand-written derivation gave before (existing users and the devnet)', () => {
    // Taken from the three former copies (embedded wallet, test wallet, devnet) before they
    // were replaced: an existing user's address must never move.
    const before: [mnemonic: string, accountIndex: number, address: string][] = [
      [testJunk, 0, 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'],
      [testJunk, 1, 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'],
      [testJunk, 2, 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k'],
      [testJunk, 9, '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab'],
      [abandonAbout, 0, 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'],
      [trezor[1]?.[0] ?? '', 0, 'BLeUXTx9thHGT7VJUtF9vHEmfMDgW1nnKZ9UVer2CoLX'],
    ]
    for (const [mnemonic, accountIndex, expected] of before)
      expect(address(deriveSolanaKeyPair({ mnemonic, accountIndex }).publicKey)).toBe(expected)
  })

  it('refuses an account index outside the hardened range, and words that are not a mnemonic', () => {
    for (const accountIndex of [-1, 1.5, 0x80000000])
      expect(() => deriveSolanaKeyPair({ mnemonic: testJunk, accountIndex })).toThrow(
        'accountIndex must be an integer 0…2^31-1',
      )
    expect(() => deriveSolanaKeyPair({ mnemonic: 'test test junk' })).toThrow(
      'This is not a BIP-39 mnemonic',
    )
  })
})
