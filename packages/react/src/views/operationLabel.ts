/** The catalogue's Activity texts this reads (`strings.activity` of any locale). */
export type OperationTexts = { operations: Record<string, string>; otherOperation: string }

/**
 * The word an Activity row shows for a history item's `operationType` (`send` → `Sent`, `mint` →
 * `Minted`): the catalogue's, or its generic `Transaction` for a word it does not know — never the
 * server's raw word, which is English.
 *
 * @example
 * operationLabel(strings.activity, 'mint') // 'Minted'
 * operationLabel(strings.activity, 'bridge') // 'Transaction'
 */
export function operationLabel(texts: OperationTexts, operationType: string): string {
  const { operations } = texts
  return Object.hasOwn(operations, operationType)
    ? (operations[operationType] ?? texts.otherOperation)
    : texts.otherOperation
}
