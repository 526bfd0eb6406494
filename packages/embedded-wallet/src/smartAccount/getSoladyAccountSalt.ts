import { type Address, concat, type Hex, isAddress, numberToHex } from 'viem'
import { SmartAccountError } from '../errors'

/**
 * The factory salt of the owner's smart account number `index`: the owner's address in the upper
 * 160 bits, the index in the lower 96. Solady's `ERC4337Factory.createAccount(owner, salt)`
 * refuses a salt that starts with another address, so nobody can deploy the account at this
 * address with another owner first. (viem's default salt, 0, would give every owner one address.)
 *
 * @example
 * getSoladyAccountSalt({ owner: '0x…' }) // '0x<owner>000000000000000000000000'
 */
export function getSoladyAccountSalt(parameters: {
  owner: Address
  index?: bigint | undefined
}): Hex {
  const { owner, index = 0n } = parameters
  if (!isAddress(owner, { strict: false }))
    throw new SmartAccountError({ reason: `Not an address: ${owner}` })
  if (index < 0n || index >= 2n ** 96n)
    throw new SmartAccountError({ reason: 'The account index is out of range (0 to 2^96 - 1)' })
  return concat([owner.toLowerCase() as Hex, numberToHex(index, { size: 12 })])
}
