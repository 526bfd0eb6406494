import { getBitcoinDevnetKeys } from '@portico/devnet'
import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, RawTx, RawWitness, WIF } from '@scure/btc-signer'
import { pubSchnorr } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import {
  bitcoinMainnetPrefixes,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from '../bitcoinNetworks'
import { parseBip322Address } from './bip322Address'
import { bip322MessageHash } from './bip322MessageHash'
import { type Bip322ToSignFields, bip322ToSign, bip322ToSpendId } from './bip322Transactions'
import { bip322Vectors } from './bip322Vectors.testing'
import { Bip322AddressNetworkError, Bip322AddressTypeError } from './errors'
import { signBip322Simple } from './signBip322Simple'
import { verifyBip322 } from './verifyBip322'

const mainnet = bitcoinMainnetPrefixes
const regtest = bitcoinRegtestPrefixes

/** The "full" encoding of a "simple" signature: the whole signed to_sign transaction. */
function toFull(address: string, message: string, simple: string, network = regtest): string {
  const parsed = parseBip322Address(address, network)
  if (!parsed) throw new Error(`${address} does not parse`)
  const toSpendId = bip322ToSpendId(bip322MessageHash(message), parsed.script)
  const toSign = bip322ToSign({ toSpendId, messageChallenge: parsed.script })
  const input = toSign.getInput(0)
  if (!input.txid || input.index === undefined) throw new Error('to_sign has no input')
  return base64.encode(
    RawTx.encode({
      version: toSign.version,
      segwitFlag: true,
      inputs: [
        { txid: input.txid, index: input.index, finalScriptSig: new Uint8Array(), sequence: 0 },
      ],
      outputs: [{ amount: 0n, script: Uint8Array.of(0x6a) }],
      witnesses: [RawWitness.decode(base64.decode(simple))],
      lockTime: toSign.lockTime,
    }),
  )
}

describe('verifyBip322: the published vectors', () => {
  it('accepts the P2WPKH "simple" signatures of "" and "Hello World"', () => {
    for (const [message, signatures] of Object.entries(bip322Vectors.p2wpkhSignatures))
      for (const signature of signatures)
        expect(
          verifyBip322({
            address: bip322Vectors.p2wpkhAddress,
            message,
            signature,
            network: mainnet,
          }),
        ).toBe(true)
  })

  it('accepts the P2TR signature of "Hello World" (SIGHASH_ALL)', () => {
    const parameters = {
      address: bip322Vectors.p2trAddress,
      message: 'Hello World',
      signature: bip322Vectors.p2trHelloWorld,
      network: mainnet,
    }
    expect(verifyBip322(parameters)).toBe(true)
    expect(verifyBip322({ ...parameters, message: '' })).toBe(false)
  })

  it("refuses one message's signature for the other, and another address", () => {
    const [emptySignature] = bip322Vectors.p2wpkhSignatures['']
    expect(
      verifyBip322({
        address: bip322Vectors.p2wpkhAddress,
        message: 'Hello World',
        signature: emptySignature,
        network: mainnet,
      }),
    ).toBe(false)
    const [devnetKey] = getBitcoinDevnetKeys(1)
    if (!devnetKey) throw new Error('no devnet key')
    const otherAddress = p2wpkh(hex.decode(devnetKey.publicKey), mainnet).address
    if (!otherAddress) throw new Error('no P2WPKH address')
    expect(
      verifyBip322({
        address: otherAddress,
        message: '',
        signature: emptySignature,
        network: mainnet,
      }),
    ).toBe(false)
    // Another valid P2TR address (bip322-js's falsification vector).
    expect(
      verifyBip322({
        address: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
        message: 'Hello World',
        signature: bip322Vectors.p2trHelloWorld,
        network: mainnet,
      }),
    ).toBe(false)
  })

  it('accepts the vectors in the "full" encoding too', () => {
    const [signature] = bip322Vectors.p2wpkhSignatures['Hello World']
    const full = toFull(bip322Vectors.p2wpkhAddress, 'Hello World', signature, mainnet)
    expect(
      verifyBip322({
        address: bip322Vectors.p2wpkhAddress,
        message: 'Hello World',
        signature: full,
        network: mainnet,
      }),
    ).toBe(true)
    const taprootFull = toFull(
      bip322Vectors.p2trAddress,
      'Hello World',
      bip322Vectors.p2trHelloWorld,
      mainnet,
    )
    expect(
      verifyBip322({
        address: bip322Vectors.p2trAddress,
        message: 'Hello World',
        signature: taprootFull,
        network: mainnet,
      }),
    ).toBe(true)
    expect(
      verifyBip322({
        address: bip322Vectors.p2trAddress,
        message: 'Hello',
        signature: taprootFull,
        network: mainnet,
      }),
    ).toBe(false)
  })
})

describe('signBip322Simple and verifyBip322 with the devnet keys (regtest)', () => {
  const [key, other] = getBitcoinDevnetKeys(2)
  if (!key || !other) throw new Error('no devnet keys')
  const message = 'localhost wants you to sign in with your Bitcoin account:\nnonce 12345678'

  it('signs P2WPKH and verifies, "simple" and "full"', () => {
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address: key.address,
      message,
      network: regtest,
    })
    expect(RawWitness.decode(base64.decode(signature))).toHaveLength(2)
    expect(verifyBip322({ address: key.address, message, signature, network: regtest })).toBe(true)
    const full = toFull(key.address, message, signature)
    expect(verifyBip322({ address: key.address, message, signature: full, network: regtest })).toBe(
      true,
    )
  })

  it('signs P2TR (key path) and verifies', () => {
    const address = p2tr(pubSchnorr(key.privateKey), undefined, regtest).address
    if (!address) throw new Error('no P2TR address')
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address,
      message,
      network: regtest,
    })
    const witness = RawWitness.decode(base64.decode(signature))
    expect(witness.map((item) => item.length)).toEqual([64])
    expect(verifyBip322({ address, message, signature, network: regtest })).toBe(true)
    expect(verifyBip322({ address, message: `${message}!`, signature, network: regtest })).toBe(
      false,
    )
  })

  it('signs the mainnet vector key to a signature the vector address verifies', () => {
    const privateKey = WIF(mainnet).decode(bip322Vectors.wif)
    for (const address of [bip322Vectors.p2wpkhAddress, bip322Vectors.p2trAddress]) {
      const signature = signBip322Simple({
        privateKey,
        address,
        message: 'Hello World',
        network: mainnet,
      })
      expect(verifyBip322({ address, message: 'Hello World', signature, network: mainnet })).toBe(
        true,
      )
    }
  })

  it('refuses a tampered message, signature or address', () => {
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address: key.address,
      message,
      network: regtest,
    })
    expect(
      verifyBip322({ address: key.address, message: `${message} `, signature, network: regtest }),
    ).toBe(false)
    expect(verifyBip322({ address: other.address, message, signature, network: regtest })).toBe(
      false,
    )
    const bytes = base64.decode(signature)
    for (const index of [5, 20, bytes.length - 40, bytes.length - 1]) {
      const tampered = bytes.slice()
      tampered[index] = (tampered[index] ?? 0) ^ 0x01
      expect(
        verifyBip322({
          address: key.address,
          message,
          signature: base64.encode(tampered),
          network: regtest,
        }),
      ).toBe(false)
    }
  })

  it('checks the fields of a "full" to_sign: version 0 or 2, lock time and sequence 0', () => {
    const parsed = parseBip322Address(key.address, regtest)
    if (!parsed) throw new Error('the devnet address does not parse')
    const toSpendId = bip322ToSpendId(bip322MessageHash(message), parsed.script)
    const signFull = (fields: Bip322ToSignFields) => {
      const toSign = bip322ToSign({ toSpendId, messageChallenge: parsed.script, fields })
      toSign.signIdx(key.privateKey, 0)
      toSign.finalizeIdx(0)
      return base64.encode(toSign.extract())
    }
    const verifyFull = (signature: string) =>
      verifyBip322({ address: key.address, message, signature, network: regtest })
    expect(verifyFull(signFull({ version: 2, lockTime: 0, sequence: 0 }))).toBe(true)
    expect(verifyFull(signFull({ version: 1, lockTime: 0, sequence: 0 }))).toBe(false)
    expect(verifyFull(signFull({ version: 0, lockTime: 1, sequence: 0 }))).toBe(false)
    expect(verifyFull(signFull({ version: 0, lockTime: 0, sequence: 1 }))).toBe(false)
  })

  it('refuses a SIGHASH other than ALL', () => {
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address: key.address,
      message,
      network: regtest,
    })
    const [sig, publicKey] = RawWitness.decode(base64.decode(signature)) as [Uint8Array, Uint8Array]
    const none = sig.slice()
    none[none.length - 1] = 0x02
    const forged = base64.encode(RawWitness.encode([none, publicKey]))
    expect(
      verifyBip322({ address: key.address, message, signature: forged, network: regtest }),
    ).toBe(false)
  })

  it('returns false for malformed input, never throws', () => {
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address: key.address,
      message,
      network: regtest,
    })
    const cases = [
      { address: key.address, message, signature: '' },
      { address: key.address, message, signature: 'not base64 !!' },
      { address: key.address, message, signature: base64.encode(Uint8Array.of(1, 2, 3)) },
      { address: key.address, message, signature: base64.encode(Uint8Array.of(0)) },
      { address: 'bcrt1qnotanaddress', message, signature },
      { address: '', message, signature },
      { address: 42 as unknown as string, message, signature },
      { address: key.address, message: undefined as unknown as string, signature },
      { address: key.address, message, signature: null as unknown as string },
    ]
    for (const parameters of cases)
      expect(verifyBip322({ ...parameters, network: regtest })).toBe(false)
  })

  it('throws Bip322AddressNetworkError for an address of another network', () => {
    const signature = signBip322Simple({
      privateKey: key.privateKey,
      address: key.address,
      message,
      network: regtest,
    })
    expect(() =>
      verifyBip322({ address: key.address, message, signature, network: mainnet }),
    ).toThrow(Bip322AddressNetworkError)
    expect(() =>
      verifyBip322({ address: key.address, message, signature, network: bitcoinTestnetPrefixes }),
    ).toThrow(Bip322AddressNetworkError)
    expect(() =>
      verifyBip322({ address: bip322Vectors.p2wpkhAddress, message, signature, network: regtest }),
    ).toThrow(Bip322AddressNetworkError)
  })

  it('throws Bip322AddressTypeError for P2PKH, P2SH and P2WSH', () => {
    for (const address of [
      '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    ])
      expect(() => verifyBip322({ address, message, signature: 'AA==', network: mainnet })).toThrow(
        Bip322AddressTypeError,
      )
  })
})
