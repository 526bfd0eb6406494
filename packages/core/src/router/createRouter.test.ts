import { describe, expect, expectTypeOf, it } from 'vitest'
import { createRouter } from './createRouter'
import type { ViewArguments } from './views'

const setup = () => {
  const calls: string[] = []
  const router = createRouter({ closeModal: () => calls.push('close') })
  const views = () => router.getState().history.map((e) => e.view)
  return { calls, router, views }
}

describe('createRouter', () => {
  it('starts on Connect, or on the given view', () => {
    expect(setup().router.getState()).toMatchObject({ view: 'Connect', data: undefined })
    const router = createRouter({ initialView: 'Account' })
    expect(router.getState().history).toEqual([{ view: 'Account', data: undefined }])
  })

  it('pushes views with their data', () => {
    const { router, views } = setup()
    router.push('ConnectingExternal', { connectorId: 'dev.portico.testwallet', name: 'Portico' })
    expect(views()).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.getState().data).toEqual({
      connectorId: 'dev.portico.testwallet',
      name: 'Portico',
    })
  })

  it('does nothing when pushing the current view', () => {
    const { router } = setup()
    router.push('AllWallets')
    const before = router.getState()
    router.push('AllWallets')
    expect(router.getState()).toBe(before)
  })

  it('reset replaces the whole history with one view', () => {
    const { router, views } = setup()
    router.push('AllWallets')
    router.push('ConnectingWalletConnect', { walletId: 'w1' })
    router.reset('Account')
    expect(views()).toEqual(['Account'])
  })

  it('replace swaps the last entry', () => {
    const { router, views } = setup()
    router.push('RegisterAccountName')
    router.replace('RegisterAccountNameSuccess', { name: 'alice' })
    expect(views()).toEqual(['Connect', 'RegisterAccountNameSuccess'])
    expect(router.getState().data).toEqual({ name: 'alice' })
  })

  it('goBack pops one view, and closes the modal when only one is left', () => {
    const { router, views, calls } = setup()
    router.push('AllWallets')
    router.goBack()
    expect(views()).toEqual(['Connect'])
    expect(calls).toEqual([])
    router.goBack()
    expect(views()).toEqual(['Connect'])
    expect(calls).toEqual(['close'])
  })

  it('goBack closes the modal when UnsupportedChain is in the history', () => {
    const { router, views, calls } = setup()
    router.reset('UnsupportedChain')
    router.push('Account')
    router.goBack()
    expect(views()).toEqual(['UnsupportedChain', 'Account'])
    expect(calls).toEqual(['close'])
  })

  it('transaction stack: cancel goes back, then calls onCancel', () => {
    const { router, views } = setup()
    const seen: string[] = []
    router.reset('Account')
    router.push('ApproveTransaction')
    router.pushTransactionStack({
      view: 'Account',
      onSuccess: () => seen.push('success'),
      onCancel: () => seen.push(`cancel:${views().join(',')}`),
    })
    router.popTransactionStack('cancel')
    expect(seen).toEqual(['cancel:Account'])
    expect(router.getState().transactionStack).toEqual([])
  })

  it('transaction stack: success goes back, replaces, or resets, then calls onSuccess', () => {
    const { router, views } = setup()
    const seen: string[] = []
    const onSuccess = () => seen.push(views().join(','))
    router.push('AllWallets')
    router.push('SIWXSignMessage')

    router.pushTransactionStack({ goBack: true, onSuccess })
    router.popTransactionStack('success')
    router.pushTransactionStack({ view: 'ConnectingSiwe', replace: true, onSuccess })
    router.popTransactionStack('success')
    router.pushTransactionStack({ view: 'Account', onSuccess })
    router.popTransactionStack('success')

    expect(seen).toEqual(['Connect,AllWallets', 'Connect,ConnectingSiwe', 'Account'])
  })

  it('transaction stack: popping an empty stack does nothing', () => {
    const { router, calls } = setup()
    const before = router.getState()
    router.popTransactionStack('cancel')
    expect(router.getState()).toBe(before)
    expect(calls).toEqual([])
  })

  it('type-checks each view against its data', () => {
    const { router } = setup()
    expectTypeOf(router.push).toBeCallableWith('Account')
    expectTypeOf(router.push).toBeCallableWith('ConnectingExternal', {
      connectorId: 'x',
      name: 'X',
    })
    expectTypeOf(router.push).toBeCallableWith('RegisterAccountNameSuccess', { name: 'alice' })
    expectTypeOf<['ConnectingExternal']>().not.toExtend<ViewArguments>()
    expectTypeOf<['ConnectingExternal', { name: string }]>().not.toExtend<ViewArguments>()
    expectTypeOf<['Account', { name: string }]>().not.toExtend<ViewArguments>()
    expectTypeOf<['Nowhere']>().not.toExtend<ViewArguments>()
    const state = router.getState()
    if (state.view === 'ConnectingExternal') expectTypeOf(state.data.name).toBeString()
    if (state.view === 'Account') expectTypeOf(state.data).toBeUndefined()
    // @ts-expect-error ConnectingExternal needs its connector id and name
    const missingData = () => router.push('ConnectingExternal')
    expectTypeOf(missingData).toBeFunction()
  })
})
