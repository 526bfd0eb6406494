/**
 * The letters of a wallet's monogram: the initials of its first two words, or for one word its
 * capitals when it has two or more (camel case), else its first letter, upper-cased.
 *
 * @example
 * monogramLetters('Coinbase Wallet') // 'CW'
 * monogramLetters('MetaMask') // 'MM'
 * monogramLetters('imToken') // 'I'
 */
export function monogramLetters(name: string): string {
  const words = name.split(/[\s.\-_]+/).filter((word) => word !== '')
  const first = (word: string | undefined) => [...(word ?? '')][0]?.toUpperCase() ?? ''
  if (words.length >= 2) return first(words[0]) + first(words[1])
  const capitals = (words[0] ?? '').match(/\p{Lu}/gu) ?? []
  if (capitals.length >= 2) return capitals.slice(0, 2).join('')
  return first(words[0])
}
