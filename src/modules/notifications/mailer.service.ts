import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type EmailMessage, mailTransportOptions, redactSmtpUrl } from './mail-rules.js';

export interface SentEmail {
  messageId: string;
  /** False when SMTP_URL is unset and the message only went to the log. */
  delivered: boolean;
}

/**
 * Sends one message now, through SMTP_URL's server or, when it is unset, into the log. Only the notifications
 * processor calls this; everything else queues mail through NotificationsService.sendEmail.
 */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter;
  private readonly logOnly: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const options = mailTransportOptions(config.smtpUrl);
    if (options.kind === 'smtp') {
      const { kind: _kind, ...smtp } = options;
      this.transport = nodemailer.createTransport(smtp);
      this.logOnly = false;
    } else {
      this.transport = nodemailer.createTransport({ jsonTransport: true });
      this.logOnly = true;
    }
  }

  /** Where mail goes, for the startup log line. */
  describe(): string {
    return this.config.smtpUrl ? `SMTP at ${redactSmtpUrl(this.config.smtpUrl)}` : 'the log (SMTP_URL is unset)';
  }

  async send(message: EmailMessage, options: { messageId?: string } = {}): Promise<SentEmail> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(options.messageId ? { messageId: options.messageId } : {}),
    });
    const messageId = String((info as { messageId?: string }).messageId ?? options.messageId ?? '');
    if (this.logOnly) {
      this.logger.log(
        `Email not sent (SMTP_URL is unset) — to: ${message.to}; subject: ${message.subject}; Message-ID: ${messageId}\n${message.text}`,
      );
    }
    return { messageId, delivered: !this.logOnly };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
