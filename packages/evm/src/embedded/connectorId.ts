/** The embedded wallet's connector id (light: the lazy adapter lists it before wagmi loads). */
export const embeddedWalletConnectorId = 'embeddedWallet'
