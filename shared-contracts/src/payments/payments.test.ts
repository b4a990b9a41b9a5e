import { describeCalls } from '../shared/testing/describe-calls';
import { BrowserDataSchema } from './browser-data';
import * as calls from './calls';
import { CardNumberSchema } from './card';
import { ChallengeStatusAnswerSchema } from './challenge-status';
import { CheckVersionAnswerSchema, CheckVersionRequestSchema } from './check-version';
import { GatherStatusAnswerSchema } from './gather-status';
import {
  AUTHENTICATION_ACTIONS,
  authenticationPasses,
  InitiateAuthenticationAnswerSchema,
  InitiateAuthenticationRequestSchema,
} from './initiate-authentication';
import {
  InitiateAuthorizationAnswerSchema,
  InitiateAuthorizationRequestSchema,
} from './initiate-authorization';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { TransactionParamsSchema } from './transaction';

const SERVER_TRANS_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const CARD = SANDBOX_TEST_CARDS.frictionless.VISA;
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

const browserData = {
  accept_header: 'text/html,application/xhtml+xml',
  color_depth: 24,
  java_enabled: false,
  javascript_enabled: true,
  language: 'es-ES',
  screen_height: 1080,
  screen_width: 1920,
  challenge_window_size: 'WINDOWED_600X400',
  timezone: -60,
  user_agent: 'Mozilla/5.0',
};

const authentication = {
  server_trans_id: SERVER_TRANS_ID,
  order_code: 'EST-0001',
  card_details: {
    full_name: 'Ana García',
    number: CARD,
    scheme: 'VISA',
    expiry_month: '09',
    expiry_year: NEXT_YEAR,
  },
  browser_data: browserData,
  amount: 1289.5,
  currency: 'EUR',
};

const authorization = {
  server_trans_id: SERVER_TRANS_ID,
  order_code: 'EST-0001',
  card_details: { chname: 'Ana García', number: CARD, type: 'VISA', expdate: `09${NEXT_YEAR}`, cvn: '123' },
  amount: 1289.5,
  currency: 'EUR',
};

const issueAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describeCalls('payments', calls);

describe('the sandbox test cards (docs/payments.md)', () => {
  const numbers = Object.values(SANDBOX_TEST_CARDS).flatMap((card) => Object.values(card));
  it.each(numbers)('%s is a card number the schemas take', (number) => {
    expect(CardNumberSchema.safeParse(number).success).toBe(true);
  });
});

describe('CheckVersionRequestSchema', () => {
  const body = {
    order_code: 'EST-0001',
    scheme: 'MASTERCARD',
    card_number: SANDBOX_TEST_CARDS.challenge.MASTERCARD,
  };
  it('takes docs/spec.md §7 shape', () => {
    expect(CheckVersionRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ scheme: 'AMEX' }, ['scheme: card_scheme_not_accepted']],
    [{ scheme: 'UNKNOWN' }, ['scheme: card_scheme_not_accepted']],
    [{ card_number: '4222 0000 0628 5344' }, ['card_number: card_number_format']],
    [{ card_number: '422200000628534' }, ['card_number: card_number_format']],
    [{ card_number: '4222000006285345' }, ['card_number: card_number_invalid']],
    [{ card_number: 4222000006285344 }, ['card_number: card_number_format']],
    [{ order_code: 'x' }, ['order_code: order_code_format']],
  ])('refuses %p', (change, issues) => {
    expect(issueAt(CheckVersionRequestSchema.safeParse({ ...body, ...change }))).toEqual(issues);
  });
});

describe('CheckVersionAnswerSchema', () => {
  it.each([
    [
      {
        action: 'gather_device_data',
        server_trans_id: SERVER_TRANS_ID,
        method_url: 'http://localhost:3000/api/sandbox-acs/method',
        encoded_method_data: 'eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjEifQ',
      },
      true,
    ],
    [
      {
        action: 'skip_gathering',
        server_trans_id: SERVER_TRANS_ID,
        method_url: null,
        encoded_method_data: null,
      },
      true,
    ],
    [
      {
        action: 'not_enrolled',
        server_trans_id: SERVER_TRANS_ID,
        method_url: null,
        encoded_method_data: null,
      },
      true,
    ],
    [
      {
        action: 'gather_device_data',
        server_trans_id: SERVER_TRANS_ID,
        method_url: null,
        encoded_method_data: null,
      },
      false,
    ],
    [
      { action: 'enrolled', server_trans_id: SERVER_TRANS_ID, method_url: null, encoded_method_data: null },
      false,
    ],
    [
      { action: 'skip_gathering', server_trans_id: 'abc', method_url: null, encoded_method_data: null },
      false,
    ],
  ])('%p → %p', (answer, ok) => {
    expect(CheckVersionAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});

describe('status polls', () => {
  it('take a transaction id in the path', () => {
    expect(TransactionParamsSchema.safeParse({ id: SERVER_TRANS_ID }).success).toBe(true);
    expect(TransactionParamsSchema.safeParse({ id: '12' }).success).toBe(false);
  });

  it.each([
    [GatherStatusAnswerSchema, 'success', true],
    [GatherStatusAnswerSchema, 'not_success', true],
    [GatherStatusAnswerSchema, 'pending', false],
    [ChallengeStatusAnswerSchema, 'pending', true],
    [ChallengeStatusAnswerSchema, 'success', true],
    [ChallengeStatusAnswerSchema, 'not_success', true],
    [ChallengeStatusAnswerSchema, 'expired', true],
    [ChallengeStatusAnswerSchema, 'Y', false],
  ])('%# status %p → %p', (schema, status, ok) => {
    expect(schema.safeParse({ status }).success).toBe(ok);
  });
});

describe('InitiateAuthenticationRequestSchema', () => {
  it('takes docs/spec.md §7 shape with the device data of §3', () => {
    expect(InitiateAuthenticationRequestSchema.safeParse(authentication).success).toBe(true);
  });

  const withCard = (change: object) => ({
    ...authentication,
    card_details: { ...authentication.card_details, ...change },
  });
  it.each([
    [withCard({ expiry_month: '13' }), 'card_details.expiry_month: card_expiry_month'],
    [withCard({ expiry_month: '9' }), 'card_details.expiry_month: card_expiry_month'],
    [withCard({ expiry_month: '01', expiry_year: '20' }), 'card_details.expiry_year: card_expired'],
    [withCard({ expiry_year: '2030' }), 'card_details.expiry_year: card_expiry_year'],
    [withCard({ full_name: 'Ana 2' }), 'card_details.full_name: cardholder_name_format'],
    [withCard({ scheme: 'JCB' }), 'card_details.scheme: card_scheme_not_accepted'],
    [{ ...authentication, currency: 'USD' }, 'currency'],
    [{ ...authentication, amount: 0 }, 'amount'],
    [{ ...authentication, amount: 10.001 }, 'amount: two_decimals'],
    [
      { ...authentication, browser_data: { ...browserData, challenge_window_size: '04' } },
      'browser_data.challenge_window_size',
    ],
    [{ ...authentication, browser_data: { ...browserData, timezone: '-60' } }, 'browser_data.timezone'],
    [
      { ...authentication, browser_data: { ...browserData, java_enabled: undefined } },
      'browser_data.java_enabled',
    ],
    [{ ...authentication, server_trans_id: undefined }, 'server_trans_id'],
  ])('%# refuses on %s', (body, issue) => {
    expect(issueAt(InitiateAuthenticationRequestSchema.safeParse(body))?.[0]).toContain(issue);
  });

  it('takes each browser field within EMV bounds', () => {
    expect(BrowserDataSchema.safeParse({ ...browserData, color_depth: 30, timezone: 720 }).success).toBe(
      true,
    );
    expect(BrowserDataSchema.safeParse({ ...browserData, timezone: 721 }).success).toBe(false);
    expect(BrowserDataSchema.safeParse({ ...browserData, language: '' }).success).toBe(false);
  });
});

describe('InitiateAuthenticationAnswerSchema', () => {
  it.each([
    [
      { action: 'CHALLENGE', url: 'http://localhost:3000/api/sandbox-acs/challenge', encoded_creq: 'eyJ9' },
      true,
    ],
    [{ action: 'AUTHORIZATION', url: null, encoded_creq: null }, true],
    [{ action: 'ERROR', url: null, encoded_creq: null }, true],
    [{ action: 'REJECTED', url: null, encoded_creq: null }, true],
    [{ action: 'CHALLENGE', url: null, encoded_creq: null }, false],
    [{ action: 'PASS', url: null, encoded_creq: null }, false],
  ])('%p → %p', (answer, ok) => {
    expect(InitiateAuthenticationAnswerSchema.safeParse(answer).success).toBe(ok);
  });

  it('passes on AUTHORIZATION and ERROR only (docs/spec.md §4)', () => {
    expect(AUTHENTICATION_ACTIONS.filter(authenticationPasses)).toEqual(['AUTHORIZATION', 'ERROR']);
  });
});

describe('InitiateAuthorizationRequestSchema', () => {
  it('takes docs/spec.md §7 shape and answers success', () => {
    expect(InitiateAuthorizationRequestSchema.safeParse(authorization).success).toBe(true);
    expect(InitiateAuthorizationAnswerSchema.safeParse({ status: 'success' }).success).toBe(true);
  });

  const withCard = (change: object) => ({
    ...authorization,
    card_details: { ...authorization.card_details, ...change },
  });
  it.each([
    [withCard({ cvn: '12' }), 'card_details.cvn: cvc_format'],
    [withCard({ cvn: '1234' }), 'card_details.cvn: cvc_format'],
    [withCard({ cvn: 123 }), 'card_details.cvn: cvc_format'],
    [withCard({ expdate: '1399' }), 'card_details.expdate: card_expiry_date'],
    [withCard({ expdate: '09/30' }), 'card_details.expdate: card_expiry_date'],
    [withCard({ expdate: '0120' }), 'card_details.expdate: card_expired'],
    [withCard({ type: 'MC' }), 'card_details.type: card_scheme_not_accepted'],
    [withCard({ chname: '' }), 'card_details.chname'],
    [
      withCard({ number: SANDBOX_TEST_CARDS.declined.VISA.slice(1) }),
      'card_details.number: card_number_format',
    ],
    [{ ...authorization, amount: -5 }, 'amount'],
  ])('%# refuses on %s', (body, issue) => {
    expect(issueAt(InitiateAuthorizationRequestSchema.safeParse(body))?.[0]).toContain(issue);
  });
});
