import type { Clock, ClockTimer } from '../clock/types'
import { DEBOUNCE_MS } from '../constants'
import type { BaseError } from '../errors/base'
import { isUserRejection } from '../errors/isUserRejection'
import { NameRegistrationError } from '../errors/names'
import { InvalidParameterError } from '../errors/parameter'
import { SignatureDeclinedError } from '../errors/siwx'
import { createStore, type Store } from '../store/createStore'
import { checkNameLabel, type NameLabelProblem } from './checkNameLabel'
import {
  type CreateNameRegistrationReturnType,
  createNameRegistration,
} from './createNameRegistration'

/** Whether the typed name can be had: checked after a 500 ms pause in typing. */
export type NameAvailability =
  | 'empty'
  | 'invalid'
  | 'checking'
  | 'available'
  | 'taken'
  /** The suggestions route failed: unknown; registering still asks the server. */
  | 'unknown'

/** The RegisterAccountName form and its flow (SPEC §2, §4, §5). */
export type RegisterNameState = {
  /** The label as typed (without the zone). */
  label: string
  /** The full name that would be registered, lower case: `<label>.<zone>`. */
  name: string
  availability: NameAvailability
  /** Why the label is invalid (when `availability` is `invalid`). */
  problem: NameLabelProblem | undefined
  /** Available full names like the typed one (not the typed one itself). */
  suggestions: string[]
  /** `signing`: waiting for the wallet; `registering`: the server; `registered`: done. */
  status: 'idle' | 'signing' | 'registering' | 'registered'
  /** The name registered by the last `register()`. */
  registeredName: string | undefined
  /** Why the last registration (or availability check) failed. */
  error: BaseError | undefined
}

/** Parameters of {@link createRegisterNameStore}. */
export type CreateRegisterNameStoreParameters = {
  /** The zone names are registered under, e.g. `portico.id`. */
  zone: string
  clock: Clock
  /** Available full names like `label` (`getNameSuggestions`), the label's own name first when free. */
  getSuggestions: (label: string) => Promise<string[]>
  /** The project the name is registered in (the server's `projectId`, named in the signature). */
  projectId: string
  /** The connected EVM account that registers (its address); `undefined` when none. */
  getAddress: () => string | undefined
  /** The EVM chain id the account is on (the signature's EIP-712 domain); `undefined` when none. */
  getChainId: () => number | undefined
  /** A single-use registration nonce from the server (`getNameNonce`). */
  getNonce: () => Promise<string>
  /** Asks the wallet to sign EIP-712 typed data (the adapter's `signTypedData`). */
  signTypedData: (
    typedData: CreateNameRegistrationReturnType['typedData'],
  ) => Promise<{ signature: string }>
  /** Sends the signed registration (`registerName`). */
  register: (parameters: {
    name: string
    address: string
    message: string
    signature: string
  }) => Promise<{ name: string }>
  /** Called with the address and name once a name is registered (e.g. to show it on the button). */
  onRegistered?: ((parameters: { address: string; name: string }) => void) | undefined
}

/** Return type of {@link createRegisterNameStore}. */
export type CreateRegisterNameStoreReturnType = Store<RegisterNameState> & {
  /** Sets the label; checks it at once (SPEC §5) and its availability after a 500 ms pause. */
  setLabel(label: string): void
  /**
   * Signs the registration (EIP-712) with the wallet and registers the name. Resolves with the
   * name; a declined signature throws `Signature declined`, a refusal `Error registering name {x}`
   * with the server's reason as details. The label is kept on failure.
   */
  register(): Promise<string>
  /** Back to an empty form. */
  reset(): void
}

const initial: RegisterNameState = {
  label: '',
  name: '',
  availability: 'empty',
  problem: undefined,
  suggestions: [],
  status: 'idle',
  registeredName: undefined,
  error: undefined,
}

/**
 * The name registration flow (SPEC §2 RegisterAccountName → RegisterAccountNameSuccess, §4, §5):
 * the label is validated as typed, its availability and suggestions are asked after a 500 ms
 * pause (SPEC §9 debounce), then `register()` asks the server for a nonce, has the wallet sign the
 * registration as EIP-712 typed data bound to the zone, project, chain and nonce
 * (`createNameRegistration`) and sends it. Framework-free; time through the injected clock.
 *
 * @example
 * const names = createRegisterNameStore({ zone: 'portico.id', clock: systemClock,
 *   getSuggestions: (label) => getNameSuggestions(client, { name: label, zone: 'portico.id' }),
 *   projectId: 'portico-local', getAddress: () => account.getState().address,
 *   getChainId: () => 31337, getNonce: async () => (await getNameNonce(client)).nonce,
 *   signTypedData: (typedData) => adapter.signTypedData(typedData),
 *   register: (p) => registerName(client, { ...p, coinType: 60 }) })
 * names.setLabel('alice')
 * await names.register() // 'alice.portico.id'
 */
export function createRegisterNameStore(
  parameters: CreateRegisterNameStoreParameters,
): CreateRegisterNameStoreReturnType {
  const { zone, clock } = parameters
  const store = createStore<RegisterNameState>(initial)
  let timer: ClockTimer | undefined
  let check = 0

  const fullName = (label: string) => `${label.toLowerCase()}.${zone}`

  const lookUp = async (label: string, id: number) => {
    try {
      const names = await parameters.getSuggestions(label)
      if (id !== check) return
      const name = fullName(label)
      store.setState({
        availability: names.includes(name) ? 'available' : 'taken',
        suggestions: names.filter((suggestion) => suggestion !== name),
      })
    } catch (error) {
      if (id !== check) return
      store.setState({ availability: 'unknown', suggestions: [], error: error as BaseError })
    }
  }

  const setLabel = (typed: string) => {
    const label = typed.trim()
    const id = ++check
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    const problem = label === '' ? undefined : checkNameLabel(label)
    store.setState({
      label,
      name: label === '' ? '' : fullName(label),
      availability: label === '' ? 'empty' : problem ? 'invalid' : 'checking',
      problem,
      suggestions: [],
      error: undefined,
      status: store.getState().status === 'registered' ? 'idle' : store.getState().status,
    })
    if (label === '' || problem) return
    timer = clock.setTimeout(() => {
      timer = undefined
      void lookUp(label.toLowerCase(), id)
    }, DEBOUNCE_MS)
  }

  const register = async () => {
    const { label, status } = store.getState()
    if (status === 'signing' || status === 'registering')
      throw new InvalidParameterError({ reason: 'register() is already running' })
    const name = fullName(label)
    const problem = checkNameLabel(label)
    const address = parameters.getAddress()
    const chainId = parameters.getChainId()
    const fail = (error: BaseError): never => {
      store.setState({ status: 'idle', error })
      throw error
    }
    if (problem || !address || chainId === undefined)
      return fail(
        new NameRegistrationError({
          name,
          details: problem ? `invalid label (${problem})` : 'no connected EVM account',
        }),
      )
    store.setState({ status: 'signing', error: undefined })
    let nonce: string
    try {
      nonce = await parameters.getNonce()
    } catch (cause) {
      return fail(
        cause instanceof NameRegistrationError ? cause : new NameRegistrationError({ name, cause }),
      )
    }
    const { typedData, message } = createNameRegistration({
      name,
      zone,
      projectId: parameters.projectId,
      chainId,
      owner: address,
      nonce,
    })
    let signature: string
    try {
      ;({ signature } = await parameters.signTypedData(typedData))
    } catch (cause) {
      return fail(
        isUserRejection(cause)
          ? new SignatureDeclinedError({ cause })
          : new NameRegistrationError({ name, cause }),
      )
    }
    store.setState({ status: 'registering' })
    try {
      const registered = await parameters.register({ name, address, message, signature })
      check++ // a pending availability answer is stale now
      store.setState({
        status: 'registered',
        registeredName: registered.name,
        availability: 'taken',
        suggestions: [],
      })
      parameters.onRegistered?.({ address, name: registered.name })
      return registered.name
    } catch (cause) {
      return fail(
        cause instanceof NameRegistrationError ? cause : new NameRegistrationError({ name, cause }),
      )
    }
  }

  return {
    ...store,
    setLabel,
    register,
    reset: () => {
      check++
      if (timer !== undefined) clock.clearTimeout(timer)
      timer = undefined
      store.setState(initial)
    },
  }
}
