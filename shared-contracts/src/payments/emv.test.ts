import { CReqSchema, CResSchema, decodeEmvMessage, encodeEmvMessage } from './emv';

const creq = {
  threeDSServerTransID: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  acsTransID: '9b2c1a7e-6d1f-4b8e-8f3a-2e5d4c3b2a10',
  messageType: 'CReq' as const,
  messageVersion: '2.2.0' as const,
  challengeWindowSize: '04' as const,
};

describe('EMV messages (base64url JSON)', () => {
  it('round-trip without padding or URL-unsafe characters', () => {
    const text = encodeEmvMessage(creq);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeEmvMessage(text, CReqSchema)).toEqual(creq);
  });

  it('read what another encoder wrote', () => {
    const text = Buffer.from(JSON.stringify({ ...creq, messageType: 'CRes', transStatus: 'Y' })).toString(
      'base64url',
    );
    expect(decodeEmvMessage(text, CResSchema)?.transStatus).toBe('Y');
  });

  it.each(['', 'not base64!', Buffer.from('{"a":1}').toString('base64url'), encodeEmvMessage(creq)])(
    'give undefined for %p read as a CRes',
    (text) => {
      expect(decodeEmvMessage(text, CResSchema)).toBeUndefined();
    },
  );
});
