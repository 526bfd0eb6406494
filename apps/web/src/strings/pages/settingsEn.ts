/** The Settings page's texts in English (with the page's chunk). */
export const settingsEn = {
  theme: 'Theme',
  system: 'Match this device',
  dark: 'Dark',
  light: 'Light',
  language: 'Language',
  browserLanguage: "This browser's language",
}
