/** The 30-day chart's texts in English (with the chart's chunk). */
export const chartEn = {
  loading: 'Loading the value history…',
  unavailable: 'The value history is unavailable right now. Try again later.',
  none: 'No value history for these networks.',
  today: '→ Today',
  label: (days: number, start: string, end: string) =>
    `Value over the last ${days} days: from ${start} to ${end}`,
  evmOnly: 'The chart counts your EVM networks only.',
  currentPrices:
    "Every day is valued at today's prices: the line shows how your holdings changed, not the market.",
  dailyValues: 'Daily values',
  tableCaption: 'Value at the end of each day (UTC)',
  day: 'Day',
  value: 'Value',
}
