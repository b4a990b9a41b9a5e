import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
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

/** How long the file outbox keeps mail, and how many files at most. */
export interface OutboxRetention {
  maxAgeMs: number;
  maxFiles: number;
  /** The outbox is pruned after a write at most this often. */
  pruneEveryMs: number;
}

export const OUTBOX_RETENTION: OutboxRetention = {
  maxAgeMs: 30 * 24 * 60 * 60_000,
  maxFiles: 5000,
  pruneEveryMs: 60_000,
};

/**
 * The default outbox: each mail becomes an .eml file (RFC 5322, openable by any mail
 * client) in `dir`, built by nodemailer exactly as SMTP would send it. Files older than 30
 * days go, and past 5,000 files the oldest go (a dev outbox, not an archive: contact
 * messages stay in the database).
 */
export class FileOutboxMailer implements Mailer {
  private lastPrune = 0;

  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly retention: OutboxRetention = OUTBOX_RETENTION,
    private readonly now: () => number = Date.now,
  ) {}

  async send(mail: Mail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.dir, { recursive: true });
    const id = info.messageId.replace(/[^A-Za-z0-9.-]/g, '');
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    if (this.now() - this.lastPrune >= this.retention.pruneEveryMs) {
      this.lastPrune = this.now();
      await this.prune();
    }
    return file;
  }

  /** Deletes mail past its age, then the oldest past the file cap. */
  async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.eml'));
    const files = await Promise.all(
      names.map(async (name) => {
        const path = join(this.dir, name);
        const stats = await stat(path).catch(() => undefined);
        return { path, mtime: stats?.mtimeMs ?? 0 };
      }),
    );
    files.sort((a, b) => b.mtime - a.mtime);
    const oldest = this.now() - this.retention.maxAgeMs;
    const doomed = files.filter((file, index) => index >= this.retention.maxFiles || file.mtime < oldest);
    // Another instance may prune the same folder: a file already gone is fine.
    await Promise.all(doomed.map((file) => unlink(file.path).catch(() => undefined)));
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
