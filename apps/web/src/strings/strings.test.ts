import { describe, expect, it } from 'vitest'
import { ar } from './ar'
import { fr } from './fr'
import { landingEn } from './landingEn'
import { pagesEn } from './pagesEn'
import { shellEn } from './shellEn'
import { loadAppLocale } from './useAppLocale'
import { pageFormat } from './usePageStrings'

const en = { shell: shellEn, landing: landingEn, pages: pagesEn }

/** Every key path of a catalogue, with the kind of value at it (text or function). */
function shape(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? shape(value, `${prefix}${key}.`)
      : [`${prefix}${key}:${typeof value}`],
  )
}

const read = (texts: unknown, path: string) =>
  path.split('.').reduce((at, key) => (at as Record<string, unknown>)?.[key], texts)

describe("the web app's locales", () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has every text of English, of the same kind, and no other', (_, locale) => {
    const ours = { shell: locale.shell, landing: locale.landing, pages: locale.pages }
    expect(shape(ours).sort()).toEqual(shape(en).sort())
  })

  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s translates: no text is left in English', (_, locale) => {
    const ours = { shell: locale.shell, landing: locale.landing, pages: locale.pages }
    const same = shape(ours)
      .map((path) => path.split(':')[0] as string)
      .filter((path) => {
        const text = read(ours, path)
        return typeof text === 'string' && text === read(en, path)
      })
    expect(same).toEqual([])
  })

  it('fills its functions with what they are given', () => {
    expect(fr.pages.activity.to('0x70…79C8')).toBe('À 0x70…79C8')
    expect(ar.landing.waiting('النشاط')).toBe('اربط محفظة لفتح «النشاط».')
  })

  it('writes Arabic right to left and French left to right', () => {
    expect([fr.dir, ar.dir]).toEqual(['ltr', 'rtl'])
  })

  it('loads each locale on demand; English is built in', async () => {
    expect((await loadAppLocale('fr'))?.shell.routes.activity).toBe('Activité')
    expect((await loadAppLocale('ar'))?.shell.routes.activity).toBe('النشاط')
    expect(await loadAppLocale('en')).toBeUndefined()
  })
})

describe('pageFormat', () => {
  it('formats amounts, dollars, days and percentages in the locale', () => {
    const day = new Date('2026-11-27T00:00:00Z')
    expect(pageFormat('en-US').usd(1234.5)).toBe('$1,234.50')
    expect(pageFormat('fr-FR').usd(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 $US')
    expect(pageFormat('fr-FR').decimal('1.500')).toBe('1,500')
    expect(pageFormat('fr-FR').percent(0.125).replace(/\s/g, ' ')).toBe('+12,5 %')
    expect(pageFormat('fr-FR').dayLong(day)).toBe('27 nov. 2026')
    expect(pageFormat('ar').decimal('1.5')).toBe(new Intl.NumberFormat('ar').format(1.5))
    expect(pageFormat('ar').day(day)).toBe(
      new Intl.DateTimeFormat('ar', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        day,
      ),
    )
  })
})
