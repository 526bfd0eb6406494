import type { Address } from 'viem'

/**
 * The embedded wallet's smart-account factory (`apps/devnet/contracts/PorticoAccount.sol`), at the
 * same address on every chain where it is deployed through the CREATE2 deployer
 * (0x4e59b44847b379578588920ca78fbf26c0b4956c) with salt 0 and EntryPoint v0.7 as its argument.
 */
export const porticoAccountFactoryAddress: Address = '0xC1A89b992EE3f9e28b09D7Edfd721e76313050be'

/** The part of `PorticoAccount`'s ABI the wallet calls. */
export const porticoAccountAbi = [
  {
    inputs: [
      {
        name: 'target',
        type: 'address',
      },
      {
        name: 'value',
        type: 'uint256',
      },
      {
        name: 'data',
        type: 'bytes',
      },
    ],
    name: 'execute',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        components: [
          {
            name: 'target',
            type: 'address',
          },
          {
            name: 'value',
            type: 'uint256',
          },
          {
            name: 'data',
            type: 'bytes',
          },
        ],
        name: 'calls',
        type: 'tuple[]',
      },
    ],
    name: 'executeBatch',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'hash',
        type: 'bytes32',
      },
      {
        name: 'signature',
        type: 'bytes',
      },
    ],
    name: 'isValidSignature',
    outputs: [
      {
        name: '',
        type: 'bytes4',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'owner',
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'hash',
        type: 'bytes32',
      },
    ],
    name: 'replaySafeHash',
    outputs: [
      {
        name: '',
        type: 'bytes32',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const

/** The part of `PorticoAccountFactory`'s ABI the wallet calls. */
export const porticoAccountFactoryAbi = [
  {
    inputs: [
      {
        name: 'owner',
        type: 'address',
      },
      {
        name: 'salt',
        type: 'uint256',
      },
    ],
    name: 'createAccount',
    outputs: [
      {
        name: 'account',
        type: 'address',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        name: 'owner',
        type: 'address',
      },
      {
        name: 'salt',
        type: 'uint256',
      },
    ],
    name: 'getAddress',
    outputs: [
      {
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const
