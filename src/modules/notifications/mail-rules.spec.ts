import { describe, expect, it } from '@jest/globals';
import { isPermanentMailFailure, mailTransportOptions, messageIdFor, redactSmtpUrl, senderDomain, SMTP_TIMEOUTS } from './mail-rules.js';

describe('mail rules', () => {
  it('writes to the log when SMTP_URL is unset, and uses SMTP with timeouts when it is set', () => {
    expect(mailTransportOptions(undefined)).toEqual({ kind: 'log', jsonTransport: true });
    expect(mailTransportOptions('')).toEqual({ kind: 'log', jsonTransport: true });
    expect(mailTransportOptions('smtp://127.0.0.1:2525?ignoreTLS=true')).toEqual({
      kind: 'smtp',
      url: 'smtp://127.0.0.1:2525?ignoreTLS=true',
      ...SMTP_TIMEOUTS,
    });
  });

  it('never shows the SMTP password', () => {
    expect(redactSmtpUrl('smtps://mailer:s3cret@smtp.example.com:465')).toBe('smtps://mailer:***@smtp.example.com:465');
    expect(redactSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
    expect(redactSmtpUrl('not a url')).not.toContain('not a url');
  });

  it('takes the Message-ID domain from the sender', () => {
    expect(senderDomain('AutoExport <no-reply@AutoExport.example>')).toBe('autoexport.example');
    expect(senderDomain('sales@cars.example.jp')).toBe('cars.example.jp');
    expect(senderDomain('nobody')).toBe('localhost');
  });

  it('gives a job the same Message-ID on every attempt, and different jobs different ones', () => {
    const from = 'AutoExport <no-reply@autoexport.example>';
    const id = messageIdFor('42', 1_700_000_000_000, from);
    expect(id).toMatch(/^<notification\.42\.[a-z0-9]+@autoexport\.example>$/);
    expect(messageIdFor('42', 1_700_000_000_000, from)).toBe(id);
    expect(messageIdFor('43', 1_700_000_000_000, from)).not.toBe(id);
    expect(messageIdFor('a b<c>', 1, from)).toMatch(/^<notification\.a_b_c_\.1@autoexport\.example>$/);
  });

  it('gives up only on a 5xx refusal of the recipient or message', () => {
    expect(isPermanentMailFailure(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(true);
    expect(isPermanentMailFailure(Object.assign(new Error('554 rejected'), { code: 'EMESSAGE', responseCode: 554 }))).toBe(true);
    expect(isPermanentMailFailure(Object.assign(new Error('451 try later'), { code: 'EENVELOPE', responseCode: 451 }))).toBe(false);
    expect(isPermanentMailFailure(Object.assign(new Error('535 bad login'), { code: 'EAUTH', responseCode: 535 }))).toBe(false);
    expect(isPermanentMailFailure(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentMailFailure(undefined)).toBe(false);
  });
});
