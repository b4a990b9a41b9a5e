import { loadConfig } from '../../../config';
import { createPaymentProcessor } from './create-payment-gateway';
import { paymentGatewayName } from './gateway-choice';
import { SandboxGateway } from './sandbox/sandbox-gateway';

// PAYMENT_GATEWAY chooses the card processor; the sandbox is the default.

describe('PAYMENT_GATEWAY', () => {
  it.each([undefined, '', ' sandbox '])('%p is the sandbox', (value) => {
    expect(paymentGatewayName(value)).toBe('sandbox');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), PAYMENT_GATEWAY: value }).paymentGateway).toBe('sandbox');
  });

  it('stops the API at start on a processor it does not have', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), PAYMENT_GATEWAY: 'acme-bank' })).toThrow(
      "PAYMENT_GATEWAY must be one of sandbox, got 'acme-bank'",
    );
  });

  it('gives the sandbox, its transactions and its pages', () => {
    const processor = createPaymentProcessor('sandbox', { db: {} as never, now: () => new Date() });
    expect(processor.gateway).toBeInstanceOf(SandboxGateway);
    expect(typeof processor.pages).toBe('function');
  });
});
