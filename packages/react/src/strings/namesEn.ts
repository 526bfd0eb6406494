// The RegisterAccountName and RegisterAccountNameSuccess views' strings, in English (part of `en`
// as `en.names`). SPEC §8's texts (`Error registering name {x}`, …) come from core, verbatim.

export const namesEn = {
  title: 'Choose a name',
  loading: 'Loading…',
  successTitle: 'Name registered',
  intro:
    'A name people can send to instead of your address. Free: you sign a message, no transaction.',
  label: 'Name',
  /** Why a label cannot be registered (SPEC §5). */
  problems: {
    characters: 'Use letters, digits and hyphens only',
    short: 'At least 4 characters',
    long: 'At most 63 characters',
  } as Record<string, string>,
  checking: 'Checking…',
  available: (name: string) => `${name} is available`,
  taken: (name: string) => `${name} is taken`,
  unknown: 'Could not check; registering will tell.',
  suggestions: 'Available',
  register: 'Register',
  signing: 'Sign the message in your wallet…',
  registering: 'Registering…',
  registered: (name: string) => `${name} is yours`,
  registeredHint: 'It shows instead of your address; anyone can send to it.',
  done: 'Done',
  needsEvm: 'Names are for EVM accounts.',
} as const
