import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends (or queues) the mail; resolves to where it went, for the log. */
  send(mail: Mail): Promise<string>;
}

/**
 * The default outbox: each mail becomes an .eml file (RFC 5322, openable by any mail
 * client) in `dir`, built by nodemailer exactly as SMTP would send it.
 */
export class FileOutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.dir, { recursive: true });
    const id = info.messageId.replace(/[^A-Za-z0-9.-]/g, '');
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    return file;
  }
}

/** SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:587 or smtps://…). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    return `smtp:${info.messageId}`;
  }
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string },
  outboxDir: string,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new FileOutboxMailer(outboxDir, config.mailFrom);
}
