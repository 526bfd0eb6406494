import { describe, expect, it } from 'vitest'
import { createRouter } from '../router/createRouter'
import { createModalStore } from './createModalStore'

const setup = (signIn = { required: false, sessions: 0 }) => {
  const router = createRouter({ closeModal: () => modal.close() })
  const modal = createModalStore({
    router,
    signIn: { isRequired: () => signIn.required, hasSessions: () => signIn.sessions > 0 },
  })
  return { router, modal, signIn }
}

describe('createModalStore', () => {
  it('starts closed, holding only whether it is open', () => {
    expect(setup().modal.getState()).toEqual({ open: false })
  })

  it('opens on the default view or on a given view with its data', () => {
    const { router, modal } = setup()
    router.push('AllWallets')
    modal.open()
    expect(modal.getState().open).toBe(true)
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])
    modal.open('ConnectingExternal', { connectorId: 'dev.portico.testwallet', name: 'Portico' })
    expect(router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'dev.portico.testwallet', name: 'Portico' },
    })
  })

  it('uses the injected default view', () => {
    const router = createRouter({})
    const modal = createModalStore({ router, defaultView: () => 'Account' })
    modal.open()
    expect(router.getState().view).toBe('Account')
  })

  it('closes, and going back from the only view closes it through the router', () => {
    const { router, modal } = setup()
    modal.open('Account')
    router.goBack()
    expect(modal.getState().open).toBe(false)
    modal.open('Account')
    expect(modal.close()).toBe(true)
    expect(modal.getState().open).toBe(false)
  })

  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'refuses to close on %s when sign-in is required and there are no sessions',
    (view) => {
      const { modal, signIn } = setup({ required: true, sessions: 0 })
      modal.open(view)
      expect(modal.canClose()).toBe(false)
      expect(modal.close()).toBe(false)
      expect(modal.getState().open).toBe(true)
      signIn.sessions = 1
      expect(modal.close()).toBe(true)
      expect(modal.getState().open).toBe(false)
    },
  )

  it('closes the sign view when sign-in is optional, and any other view when required', () => {
    const optional = setup({ required: false, sessions: 0 })
    optional.modal.open('SIWXSignMessage')
    expect(optional.modal.close()).toBe(true)
    const required = setup({ required: true, sessions: 0 })
    required.modal.open('Connect')
    expect(required.modal.close()).toBe(true)
  })
})
