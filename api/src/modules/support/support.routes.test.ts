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

describe('POST /api/support/ask_availability', () => {
  const askAvailability = (payload: object, headers: Record<string, string> = {}) =>
    postJson(t.app, '/api/support/ask_availability', payload, headers);

  const someProduct = () =>
    t.db
      .selectFrom('products')
      .select(['id', 'name_es', 'name_en'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('stores the question and mails it to the studio, naming the product', async () => {
    const product = await someProduct();
    const question = {
      productId: String(product.id),
      name: 'Lucía Fernández',
      email: ' Lucia@Example.com',
      message: '¿Cuándo volveréis a tenerlo? Me gustaría dos.',
    };
    expect(await askAvailability(question, { 'accept-language': 'en' })).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    const stored = await t.db
      .selectFrom('availability_requests')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      product_id: product.id,
      product_name: product.name_es,
      name: question.name,
      email: 'lucia@example.com',
      message: question.message,
      language: 'en',
    });
    expect(stored.mailed_at).not.toBeNull();
    const mail = t.outbox.at(-1);
    expect(mail?.to).toBe('hola@estudio.local');
    expect(mail?.replyTo).toBe('"Lucía Fernández" <lucia@example.com>');
    expect(mail?.subject).toContain(product.name_es);
    expect(mail?.text).toContain(`Id del producto: ${product.id}`);
    expect(mail?.text).toContain(product.name_en);
    expect(mail?.text).toContain(`http://localhost:8080/products/${product.id}`);
    expect(mail?.text).toContain(question.message);
  });

  it('answers an unknown product under productId, storing and mailing nothing', async () => {
    const mails = t.outbox.length;
    const { count } = await t.db
      .selectFrom('availability_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const answer = await askAvailability(
      { productId: 2_000_000_000, name: 'Lucía', email: 'lucia@example.com', message: 'Hola' },
      { 'accept-language': 'en' },
    );
    expect(answer).toEqual({
      status: 400,
      body: { errors: { productId: ['We cannot find this product; go back to its page and try again'] } },
    });
    expect(t.outbox.length).toBe(mails);
    const after = await t.db
      .selectFrom('availability_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(count);
  });

  it('answers every bad field at once, in Castellano by default', async () => {
    expect(
      await askAvailability({ productId: 'sofa', name: 'Lucía\nFernández', email: 'lucia', message: ' ' }),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          productId: ['Debe ser un identificador numérico'],
          name: ['No puede contener saltos de línea'],
          email: ['Introduce un email válido'],
          message: ['Este campo es obligatorio'],
        },
      },
    });
  });
});

describe('the shop-wide quota of messages to the studio', () => {
  const fillQuota = () =>
    t.db
      .insertInto('shared_quotas')
      .values({ name: 'support_messages', window_start: new Date(), used: 100 })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ window_start: new Date(), used: 100 }))
      .execute();
  afterEach(() => t.db.deleteFrom('shared_quotas').execute());

  it.each([
    ['es', {}, /^Estamos recibiendo demasiados mensajes ahora mismo\. Vuelve a intentarlo en 60 min/],
    [
      'en',
      { 'accept-language': 'en' },
      /^We are receiving too many messages right now\. Try again in 60 min/,
    ],
  ])(
    'refuses message 101 of the hour with a 429 under message (%s), storing nothing',
    async (_l, headers, text) => {
      await fillQuota();
      const before = await t.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const mails = t.outbox.length;
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/support/write_us',
        payload: valid,
        headers,
      });
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
      expect(answer.json()).toEqual({ errors: { message: [expect.stringMatching(text)] } });
      const after = await t.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toEqual(before.n);
      expect(t.outbox).toHaveLength(mails);
    },
  );

  it('counts availability questions too, and opens again when the hour is over', async () => {
    await fillQuota();
    const question = { productId: 1, name: valid.name, email: valid.email, message: valid.message };
    expect((await postJson(t.app, '/api/support/ask_availability', question)).status).toBe(429);
    await t.db
      .updateTable('shared_quotas')
      .set({ window_start: new Date(Date.now() - 3_600_000) })
      .execute();
    expect((await postJson(t.app, '/api/support/ask_availability', question)).status).toBe(200);
    expect((await writeUs(valid)).status).toBe(200);
  });
});
