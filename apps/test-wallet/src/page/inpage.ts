// MAIN-world content script: the EIP-1193 provider and its EIP-6963 announcement. Holds no key.
import { announceProvider } from './announceProvider'
import { createInpageProvider } from './createInpageProvider'
import { randomUuid, walletInfo } from './walletInfo'

const provider = createInpageProvider({ target: window })
announceProvider({ target: window, info: { ...walletInfo, uuid: randomUuid() }, provider })
provider.request({ method: 'eth_chainId' }).catch(() => {})
