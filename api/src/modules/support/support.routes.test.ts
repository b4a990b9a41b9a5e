import { postJson } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const valid = {
  name: 'Lucía Fernández',
  email: 'Lucia@Example.com',
  phonePrefix: '34',
  phoneNumber: '612 34 56 78',
  message: '¿Podéis hacer el sofá Toledo en 240 cm?',
};

const writeUs = (payload: object, headers: Record<string, string> = {}) =>
  postJson(t.app, '/api/support/write_us', payload, headers);

describe('POST /api/support/write_us', () => {
  it('stores the message and mails it to the studio', async () => {
    expect(await writeUs(valid)).toEqual({ status: 200, body: { status: 'success' } });
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: valid.name,
      email: 'lucia@example.com',
      phone_prefix: '34',
      phone_number: '612345678',
    });
    expect(stored.mailed_at).not.toBeNull();
    const mail = t.outbox.at(-1);
    expect(mail?.to).toBe('hola@estudio.local');
    expect(mail?.replyTo).toContain('lucia@example.com');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain('+34 612345678');
  });

  it('answers every bad field at once, in the language asked', async () => {
    const { status, body } = await writeUs(
      { name: '', email: 'lucia', phonePrefix: '+34', phoneNumber: '12ab', message: '' },
      { 'accept-language': 'en' },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        name: ['This field is required'],
        email: ['Enter a valid email address'],
        phonePrefix: ['The prefix must have 1 to 4 digits'],
        phoneNumber: ['The phone number must have 6 to 15 digits'],
        message: ['This field is required'],
      },
    });
  });
});
