/// <reference types="chrome" />
// The extension's WalletConnect page (chrome-extension://{id}/walletconnect.html[?uri=wc:…]): the
// Sign client in the wallet role, sessions kept in this page's localStorage; every prompt and every
// signature comes from the worker through createPortLink. No key in this page.
import { devnetChains } from '@portico/devnet/chains'
import { createLocalSignStorage, createSignClient } from '@portico/walletconnect'
import { buildConfig } from '../buildConfig'
import { createPortLink } from './createPortLink'
import { createWalletConnectWallet, type WalletConnectWallet } from './createWalletConnectWallet'

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const form = element<HTMLFormElement>('pair')
const input = element<HTMLInputElement>('uri')
const status = element<HTMLParagraphElement>('status')
const alert = element<HTMLParagraphElement>('error')
const list = element<HTMLUListElement>('sessions')
const empty = element<HTMLParagraphElement>('empty')

const showError = (error: unknown) => {
  alert.textContent = (error as { shortMessage?: string })?.shortMessage ?? String(error)
}

function render(wallet: WalletConnectWallet): void {
  const sessions = wallet.sessions()
  empty.hidden = sessions.length > 0
  list.replaceChildren(
    ...sessions.map((session) => {
      const item = document.createElement('li')
      const text = document.createElement('div')
      const name = document.createElement('strong')
      name.textContent = session.peer.metadata.name
      const url = document.createElement('span')
      url.textContent = session.peer.metadata.url
      text.append(name, url)
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Disconnect'
      button.addEventListener('click', () => {
        button.disabled = true
        wallet.disconnect(session.topic).then(
          () => {
            status.textContent = `Disconnected from ${session.peer.metadata.name}`
          },
          (error) => {
            button.disabled = false
            showError(error)
          },
        )
      })
      item.append(text, button)
      return item
    }),
  )
}

async function main(): Promise<void> {
  const client = await createSignClient({
    relayUrl: buildConfig.relayUrl,
    projectId: buildConfig.projectId,
    metadata: {
      name: 'Portico Test Wallet',
      description: 'The Portico Test Wallet (devnet keys only)',
      url: location.origin,
      icons: [],
    },
    storage: createLocalSignStorage({ prefix: 'portico-test-wallet-wc:' }),
  })
  const chains = buildConfig.chains
    .map((chain) => chain.id)
    .filter((id) => devnetChains.some((known) => known.id === id))
  const wallet = createWalletConnectWallet({
    client,
    link: createPortLink({ document }),
    chains,
    onError: showError,
  })
  wallet.onChange(() => render(wallet))
  render(wallet)

  const pair = async (uri: string) => {
    alert.textContent = ''
    status.textContent = 'Pairing…'
    try {
      await wallet.pair(uri)
      status.textContent = 'Paired: waiting for the dapp’s request…'
      input.value = ''
    } catch (error) {
      status.textContent = ''
      showError(error)
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void pair(input.value.trim())
  })
  // A deep link (`…/wc?uri=wc:…`) lands here as `?uri=`; drop it so a reload does not pair again.
  const linked = new URLSearchParams(location.search).get('uri')
  if (linked) {
    history.replaceState(null, '', location.pathname)
    input.value = linked
    await pair(linked)
  }
  document.body.dataset.ready = 'true'
}

main().catch(showError)
