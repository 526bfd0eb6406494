/** The texts every dashboard page shares, in English. */
export const commonEn = {
  refresh: 'Refresh',
  tryAgain: 'Try again',
}
