// RFC 3339 date-time (EIP-4361 times): full-date "T" full-time, with offset or Z.
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

/** Return type of {@link parseDateTime}: ms since the epoch, or `undefined` for a bad time. */
export type ParseDateTimeReturnType = number | undefined

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * The time of an RFC 3339 date-time in ms since the epoch, or `undefined` when the text is not
 * one or names a day that does not exist (`2022-02-31`). Always a finite number when defined:
 * second `60` (an RFC 3339 leap second, which `Date.parse` turns into NaN) is the first instant
 * of the next minute, and years 0000–0099 stay those years.
 *
 * @example
 * parseDateTime('2099-01-01T00:00:60Z') === Date.parse('2099-01-01T00:01:00Z') // true
 * parseDateTime('2022-02-31T00:00:00Z') // undefined
 */
export function parseDateTime(value: string): ParseDateTimeReturnType {
  const match = dateTimePattern.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const maxDay = month === 2 && leap ? 29 : daysInMonth[month - 1]
  if (month < 1 || month > 12 || maxDay === undefined || day < 1 || day > maxDay) return undefined
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return undefined
  if (sign !== undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0${fraction}`) * 1000)
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om))
  // Date.UTC would read years 0–99 as 1900–1999; setUTCFullYear takes the year as written.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(Number(h), Number(mi), Number(s), ms)
  return date.getTime() - offset * 60_000
}
