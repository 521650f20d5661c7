import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/config.js';
import { MailerService } from './mailer.service.js';

describe('MailerService without SMTP_URL', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('writes the message, with its link, to the log instead of sending it', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const mailer = new MailerService(loadConfig({ SMTP_URL: '' }));
    const sent = await mailer.send(
      { to: 'amina@example.com', subject: 'Reset your password', text: 'Open http://localhost:3000/auth/reset-password?token=abc' },
      { messageId: '<notification.1.x@autoexport.example>' },
    );
    expect(sent).toEqual({ messageId: '<notification.1.x@autoexport.example>', delivered: false });
    const line = String(log.mock.calls.at(-1)?.[0]);
    expect(line).toContain('amina@example.com');
    expect(line).toContain('Reset your password');
    expect(line).toContain('http://localhost:3000/auth/reset-password?token=abc');
    expect(mailer.describe()).toBe('the log (SMTP_URL is unset)');
    mailer.onApplicationShutdown();
  });

  it('describes an SMTP server without its password', () => {
    const mailer = new MailerService(loadConfig({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465' }));
    expect(mailer.describe()).toBe('SMTP at smtps://mailer:***@smtp.example.com:465');
    mailer.onApplicationShutdown();
  });
});
