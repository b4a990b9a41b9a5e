import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { createMailer, FileOutboxMailer, SmtpMailer } from './mailer';

describe('FileOutboxMailer', () => {
  it('writes each mail as an .eml file in the outbox', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = new FileOutboxMailer(dir, 'Estudio <no-reply@estudio.local>');
    const file = await mailer.send({
      to: 'hola@estudio.local',
      replyTo: 'ana@example.com',
      subject: 'Hola ñ',
      text: 'Cuerpo',
    });
    expect(readdirSync(dir)).toHaveLength(1);
    expect(file.endsWith('.eml')).toBe(true);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(/^From: Estudio <no-reply@estudio\.local>$/m);
    expect(eml).toMatch(/^To: hola@estudio\.local$/m);
    expect(eml).toMatch(/^Reply-To: ana@example\.com$/m);
    expect(eml).toContain('Cuerpo');
  });

  const mail = { to: 'hola@estudio.local', subject: 'Hola', text: 'Cuerpo' };
  const DAY = 24 * 60 * 60_000;

  it('prunes mail older than its retention, and the oldest past its file cap', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    mkdirSync(dir);
    const now = Date.now();
    for (const [name, ageDays] of [
      ['a-old.eml', 40],
      ['b.eml', 3],
      ['c.eml', 2],
      ['d.eml', 1],
      ['notes.txt', 90],
    ] as const) {
      writeFileSync(join(dir, name), 'x');
      const at = new Date(now - ageDays * DAY);
      utimesSync(join(dir, name), at, at);
    }
    const mailer = new FileOutboxMailer(dir, 'Estudio <no-reply@estudio.local>', {
      maxAgeMs: 30 * DAY,
      maxFiles: 3,
      pruneEveryMs: 0,
    });
    const file = await mailer.send(mail);
    // 40 days old: past the age; b: the oldest past 3 files; anything not .eml stays.
    expect(readdirSync(dir).sort()).toEqual([file.split('/').at(-1), 'c.eml', 'd.eml', 'notes.txt'].sort());
  });

  it('prunes at most once a period', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = new FileOutboxMailer(dir, 'Estudio <no-reply@estudio.local>', {
      maxAgeMs: 30 * DAY,
      maxFiles: 1,
      pruneEveryMs: 60_000,
    });
    await mailer.send(mail);
    await mailer.send(mail);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});

describe('SmtpMailer', () => {
  it('is chosen when SMTP_URL is set, and delivers over SMTP', async () => {
    const received: string[] = [];
    const server = createServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          if (data) {
            received.push(line);
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            }
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'shop@estudio.local' },
        '/nowhere',
      );
      expect(mailer).toBeInstanceOf(SmtpMailer);
      const sent = await mailer.send({
        to: 'hola@estudio.local',
        subject: 'Por SMTP',
        text: 'Cuerpo por SMTP',
      });
      expect(sent).toMatch(/^smtp:/);
      expect(received.join('\n')).toContain('Cuerpo por SMTP');
    } finally {
      server.close();
    }
  });
});
