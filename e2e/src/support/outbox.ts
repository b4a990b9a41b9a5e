// The mail the e2e shop sent: without SMTP_URL the API writes each mail as an .eml file in
// DATA_DIR/outbox (api/src/mail/mailer.ts), which a browser test reads as its customer would.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './orders';

export interface OutboxMail {
  to: string;
  replyTo: string;
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
}

/** A body as its Content-Transfer-Encoding wrote it (nodemailer: 7bit, quoted-printable or base64). */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/i)
    .flatMap((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? [Number.parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'utf8')],
    );
  return Buffer.from(bytes).toString('utf8');
}

/** An RFC 2047 encoded word (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) as text. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function readMail(file: string): OutboxMail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return {
    to: header('To'),
    replyTo: header('Reply-To'),
    subject: decodeHeader(header('Subject')),
    text: decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()),
  };
}

function outboxMails(): OutboxMail[] {
  const dir = path.join(e2eDataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => readMail(path.join(dir, file)));
}

function mailsTo(address: string): OutboxMail[] {
  return outboxMails().filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** The mails, oldest first, whose addresses, subject or text mention `text` (a customer's e-mail in a message to the studio). */
export function mailsContaining(text: string): OutboxMail[] {
  return outboxMails().filter((mail) =>
    [mail.to, mail.replyTo, mail.subject, mail.text].some((part) => part.includes(text)),
  );
}

/** Waits for the `count`-th mail to this address (the API sends in the background) and returns it. */
export async function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
