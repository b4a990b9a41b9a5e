import {
  CResSchema,
  decodeEmvMessage,
  encodeEmvMessage,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_TEST_CARDS,
} from 'shared-contracts';
import { type TestApp, createTestApp } from '../../../../testing/test-app';
import { directiveOf, formOf, frameMessageOf, postForm, scriptHashesOf } from '../testing/frame-page-reader';
import {
  authenticationCard,
  BROWSER_DATA,
  newOrder,
  TestClock,
  versionCheck,
} from '../testing/payment-test-kit';
import { ThreeDSTransactionsRepository } from '../threeds-transactions.repository';
import { SandboxGateway } from './sandbox-gateway';
import { SandboxLedger } from './sandbox-ledger';

// The sandbox issuer's pages as a browser meets them in the shop's frames: the 3DS Method
// page hands its data to the shop's notification page; the challenge page asks for the
// one-time code and posts the CRes back; each page is locked down by its own policy.

let shop: TestApp;
let gateway: SandboxGateway;
const clock = new TestClock();

beforeAll(async () => {
  shop = await createTestApp({}, { now: clock.now });
  gateway = new SandboxGateway(
    new ThreeDSTransactionsRepository(shop.db),
    new SandboxLedger(shop.db),
    clock.now,
  );
});
afterAll(async () => {
  await gateway?.close();
  await shop?.close();
});

async function startPayment(number: string, scheme: 'VISA' | 'MASTERCARD') {
  const order = await newOrder(shop.db, 128_950);
  const version = await gateway.checkVersion(versionCheck(order, scheme, number));
  return { order, version, serverTransId: version.server_trans_id, number, scheme };
}

async function startChallenge(language: 'es' | 'en' = 'es') {
  const payment = await startPayment(SANDBOX_TEST_CARDS.challenge.VISA, 'VISA');
  const answer = await gateway.initiateAuthentication({
    serverTransId: payment.serverTransId,
    order: payment.order,
    card: authenticationCard(payment.number, payment.scheme),
    browserData: BROWSER_DATA,
    language,
  });
  if (answer.action !== 'CHALLENGE') throw new Error(`expected a challenge, got ${answer.action}`);
  return { ...payment, url: answer.url, creq: answer.encoded_creq };
}

function expectLockedDown(response: { headers: Record<string, unknown>; body: string }) {
  const policy = response.headers['content-security-policy'];
  expect(typeof policy).toBe('string'); // one policy: the page's own replaces the shop's
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(directiveOf(policy, 'default-src')).toEqual(["'none'"]);
  // Framed by the shop's checkout only (every other page of the shop: 'none').
  expect(directiveOf(policy, 'frame-ancestors')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(directiveOf(policy, 'form-action')).toEqual(["'self'"]);
  // Its own inline scripts run, by hash; nothing else (no host, no 'unsafe-inline').
  const scripts = scriptHashesOf(response.body);
  expect(directiveOf(policy, 'script-src')).toEqual(scripts.length > 0 ? scripts : ["'none'"]);
  expect(directiveOf(policy, 'style-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
}

describe('the 3DS Method page', () => {
  it('posts threeDSMethodData on to the notification URL, whose page records the gathering and tells the shop', async () => {
    const { version, serverTransId } = await startPayment(
      SANDBOX_TEST_CARDS.frictionless.MASTERCARD,
      'MASTERCARD',
    );
    if (version.action !== 'gather_device_data') throw new Error('expected a 3DS Method');

    const method = await postForm(shop.app, version.method_url, {
      threeDSMethodData: version.encoded_method_data,
    });
    expect(method.statusCode).toBe(200);
    expectLockedDown(method);
    const form = formOf(method.body, 'continue');
    expect(form).toEqual({
      action: '/api/secure3d-notifications/method',
      fields: { threeDSMethodData: version.encoded_method_data },
    });
    expect(scriptHashesOf(method.body)).toHaveLength(1);
    expect(await gateway.methodResult(serverTransId)).toEqual({ status: 'not_success' });

    const notified = await postForm(shop.app, form?.action ?? '', form?.fields ?? {});
    expect(notified.statusCode).toBe(200);
    expectLockedDown(notified);
    expect(frameMessageOf(notified.body)).toEqual({
      type: 'threeds.method-completed',
      server_trans_id: serverTransId,
    });
    expect(await gateway.methodResult(serverTransId)).toEqual({ status: 'success' });
  });

  it('refuses to post to a notification URL off the shop’s origin', async () => {
    const { serverTransId } = await startPayment(SANDBOX_TEST_CARDS.frictionless.VISA, 'VISA');
    for (const url of ['https://attacker.example/collect', '//attacker.example/collect']) {
      const data = encodeEmvMessage({
        threeDSServerTransID: serverTransId,
        threeDSMethodNotificationURL: url,
      });
      const response = await postForm(shop.app, '/api/sandbox-acs/method', { threeDSMethodData: data });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Esta verificación no es válida');
      expect(response.body).not.toContain('attacker.example');
      expectLockedDown(response);
    }
  });

  it.each([
    ['no data', {}],
    ['data that is not base64url JSON', { threeDSMethodData: 'not-json' }],
  ])('answers %s with a page in the frame, not JSON', async (_name, fields) => {
    const response = await postForm(shop.app, '/api/sandbox-acs/method', fields, {
      'accept-language': 'en-US',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This verification is not valid');
    expectLockedDown(response);
  });
});

describe('the challenge page', () => {
  it('asks for the one-time code with a labelled field and a submit button, in Castellano by default', async () => {
    const { creq } = await startChallenge();
    const response = await postForm(shop.app, '/api/sandbox-acs/challenge', { creq });
    expect(response.statusCode).toBe(200);
    expectLockedDown(response);
    const page = response.body;
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<label for="code">Código de un solo uso</label>');
    expect(page).toMatch(/<input\s+id="code"\s+name="code"[^>]*autocomplete="one-time-code"[^>]*required/);
    expect(page).toContain('<button type="submit">Confirmar</button>');
    expect(page).toContain('1.289,50\u00a0€');
    expect(page).toContain('Visa terminada en 7408');
    expect(page).toContain('Tienes 60 segundos.');
    expect(formOf(page, 'challenge')).toEqual({
      action: '/api/sandbox-acs/challenge/answer',
      fields: { creq, lang: 'es', code: '' },
    });
    expect(page).toMatch(/data-remaining-ms="60000"/);
  });

  it('speaks English when the shop does (the challenge URL’s lang) or the browser asks for it', async () => {
    const { url, creq } = await startChallenge('en');
    expect(url).toBe('/api/sandbox-acs/challenge?lang=en');
    const fromUrl = await postForm(shop.app, url, { creq });
    expect(fromUrl.body).toContain('<label for="code">One-time code</label>');
    expect(fromUrl.body).toContain('<button type="submit">Confirm</button>');
    expect(fromUrl.body).toContain('1,289.50\u00a0€');

    const second = await startChallenge();
    const fromHeader = await postForm(
      shop.app,
      '/api/sandbox-acs/challenge',
      { creq: second.creq },
      {
        'accept-language': 'en-US,en;q=0.9',
      },
    );
    expect(fromHeader.body).toContain('<html lang="en">');
  });

  async function answer(code: string, after = 0) {
    const challenge = await startChallenge();
    const page = await postForm(shop.app, challenge.url, { creq: challenge.creq });
    const form = formOf(page.body, 'challenge');
    clock.advance(after);
    const answered = await postForm(shop.app, form?.action ?? '', { ...form?.fields, code });
    return { challenge, answered };
  }

  it(`passes with ${SANDBOX_CHALLENGE_CODE}: the page posts a CRes Y to the shop’s notification page, which tells the shop`, async () => {
    const { challenge, answered } = await answer(SANDBOX_CHALLENGE_CODE);
    expect(answered.statusCode).toBe(200);
    expectLockedDown(answered);
    expect(answered.body).toContain('Compra confirmada');
    const form = formOf(answered.body, 'continue');
    expect(form?.action).toBe('/api/secure3d-notifications/challenge?lang=es');
    const cres = decodeEmvMessage(form?.fields.cres ?? '', CResSchema);
    expect(cres).toMatchObject({
      threeDSServerTransID: challenge.serverTransId,
      messageType: 'CRes',
      messageVersion: '2.2.0',
      transStatus: 'Y',
    });
    expect(await gateway.challengeResult(challenge.serverTransId)).toEqual({ status: 'success' });

    const notified = await postForm(shop.app, form?.action ?? '', form?.fields ?? {});
    expect(notified.statusCode).toBe(200);
    expectLockedDown(notified);
    expect(frameMessageOf(notified.body)).toEqual({
      type: 'threeds.challenge-completed',
      server_trans_id: challenge.serverTransId,
      trans_status: 'Y',
    });
  });

  it('fails with another code: CRes N, and the shop hears N', async () => {
    const { challenge, answered } = await answer('9999');
    expect(answered.body).toContain('No hemos podido confirmar la compra');
    const form = formOf(answered.body, 'continue');
    expect(decodeEmvMessage(form?.fields.cres ?? '', CResSchema)?.transStatus).toBe('N');
    expect(await gateway.challengeResult(challenge.serverTransId)).toEqual({ status: 'not_success' });
    const notified = await postForm(shop.app, form?.action ?? '', form?.fields ?? {});
    expect(frameMessageOf(notified.body)).toMatchObject({ trans_status: 'N' });
  });

  it(`fails when ${SANDBOX_CHALLENGE_CODE} comes after 60 s`, async () => {
    const { challenge, answered } = await answer(SANDBOX_CHALLENGE_CODE, 60_000);
    expect(
      decodeEmvMessage(formOf(answered.body, 'continue')?.fields.cres ?? '', CResSchema)?.transStatus,
    ).toBe('N');
    expect(await gateway.challengeResult(challenge.serverTransId)).toEqual({ status: 'not_success' });
  });

  it('posts the recorded outcome when it is opened again after 60 s', async () => {
    const challenge = await startChallenge();
    clock.advance(61_000);
    const reopened = await postForm(shop.app, challenge.url, { creq: challenge.creq });
    expect(formOf(reopened.body, 'challenge')).toBeUndefined();
    expect(
      decodeEmvMessage(formOf(reopened.body, 'continue')?.fields.cres ?? '', CResSchema)?.transStatus,
    ).toBe('N');
  });

  it('answers a CReq it did not issue with a page in the frame', async () => {
    const response = await postForm(shop.app, '/api/sandbox-acs/challenge', {
      creq: encodeEmvMessage({
        threeDSServerTransID: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        acsTransID: '9b2c1a7e-6d1f-4b8e-8f3a-2e5d4c3b2a10',
        messageType: 'CReq',
        messageVersion: '2.2.0',
        challengeWindowSize: '04',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Esta verificación no es válida');
    expectLockedDown(response);
  });
});

describe('the notification pages', () => {
  it('tell the shop nothing for a message they cannot read', async () => {
    for (const [url, fields] of [
      ['/api/secure3d-notifications/method', { threeDSMethodData: 'x' }],
      ['/api/secure3d-notifications/challenge', { cres: 'x' }],
      ['/api/secure3d-notifications/challenge', {}],
    ] as const) {
      const response = await postForm(shop.app, url, fields);
      expect(response.statusCode).toBe(400);
      expect(frameMessageOf(response.body)).toBeUndefined();
      expectLockedDown(response);
    }
  });

  it('are pages for browsers: a JSON body is refused with a page, and the JSON API still refuses forms', async () => {
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/secure3d-notifications/challenge',
      payload: { cres: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toBe('text/html; charset=utf-8');

    const form = await postForm(shop.app, '/api/login', { email: 'ana@example.com', password: 'x' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ errors: { body: [expect.any(String)] } });
  });
});
