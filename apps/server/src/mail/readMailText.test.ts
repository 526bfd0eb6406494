import { describe, expect, it } from 'vitest'
import { readMailText } from './readMailText'

describe('readMailText', () => {
  it('reads a single text part', () => {
    expect(
      readMailText('Subject: Hi\r\nTo: a@b.co\r\nContent-Type: text/plain\r\n\r\nHello\r\n'),
    ).toEqual({
      subject: 'Hi',
      to: 'a@b.co',
      text: 'Hello',
    })
  })

  it('finds the text part of nested multiparts, quoted-printable and base64', () => {
    const raw = [
      'Subject: Code',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/html',
      '',
      '<b>123456</b>',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=C3=A9 code:=',
      ' 123456',
      '--inner--',
      '--outer--',
    ].join('\r\n')
    expect(readMailText(raw).text).toBe('Café code: 123456')
    const b64 = `Content-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('code 654321').toString('base64')}`
    expect(readMailText(b64).text).toBe('code 654321')
    expect(readMailText('Content-Type: text/html\r\n\r\n<p>x</p>').text).toBeUndefined()
  })
})
