import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileOutboxMailer } from './mailer';

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
