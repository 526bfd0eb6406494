import { describe, expect, test } from 'vitest'
import { scrubAnalyticsText } from './scrubAnalyticsText'

describe('scrubAnalyticsText', () => {
  test('emails, URLs and addresses are replaced; plain words are kept', () => {
    expect(scrubAnalyticsText('alice@example.com')).toBe('[email]')
    expect(scrubAnalyticsText('Contact: Bob.Smith+x@mail.example.co.uk, thanks')).toBe(
      'Contact: [email], thanks',
    )
    expect(scrubAnalyticsText('from https://app.test/path?token=abc#x and www.evil.test/a')).toBe(
      'from [url] and [url]',
    )
    expect(scrubAnalyticsText('ipfs://bafy/x mailto-less wc:abc@2?relay=1')).toBe(
      '[url] mailto-less wc:abc@2?relay=1',
    )
    expect(scrubAnalyticsText(`to 0x${'ab'.repeat(20)}`)).toBe('to [address]')
    expect(scrubAnalyticsText('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe('[address]')
    expect(scrubAnalyticsText('MetaMask connected on eip155:1')).toBe(
      'MetaMask connected on eip155:1',
    )
  })
})
