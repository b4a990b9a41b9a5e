import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
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
