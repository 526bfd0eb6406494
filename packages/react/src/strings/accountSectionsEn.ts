// The strings sections of a connected account's views (Account and what it opens: Send, Swap,
// Buy, Activity, names, the network picker): provided by the account views' chunk, so a first
// visit's idle preload (the Connect view) carries none of them.
import { activityEn } from './activityEn'
import { buyEn } from './buyEn'
import { namesEn } from './namesEn'
import { pickerEn } from './pickerEn'
import { sendEn } from './sendEn'
import { swapEn } from './swapEn'

export const accountSectionsEn = {
  send: sendEn,
  swap: swapEn,
  activity: activityEn,
  names: namesEn,
  buy: buyEn,
  picker: pickerEn,
} as const
