import { type ConfirmedOrder, type MailAddress, orderConfirmationMail } from './order-confirmation-mail';

// The order confirmation e-mail's text: what a customer reads, in both languages.

const ADDRESS: MailAddress = {
  name: 'Ana García',
  email: 'ana@example.com',
  streetAddress: 'Calle Mayor 1',
  streetAddressContinued: '',
  city: 'Madrid',
  state: '',
  zip: '28013',
  country: 'España',
  phonePrefix: '34',
  phoneNumber: '600111222',
};

const ORDER: ConfirmedOrder = {
  code: 'EST-20260305-7K3F9QMB',
  lines: [
    { name: 'Sofá Sage', quantity: 1, unitPriceCents: 128_950 },
    { name: 'Lámpara Nube', quantity: 2, unitPriceCents: 4_999 },
  ],
  subtotalCents: 138_948,
  discountCents: 13_895,
  totalCents: 125_053,
  coupon: { code: 'OTONO10', percent: 10 },
};

const LINK = 'https://shop.example/orders/EST-20260305-7K3F9QMB?access_token=abc';
const mail = (order: ConfirmedOrder, language: 'es' | 'en' = 'es') =>
  orderConfirmationMail({ to: 'ana@example.com', order, link: LINK, linkDays: 30, language });

describe('the order confirmation e-mail', () => {
  it('in Castellano: lines, subtotal and discount rows when there is a discount, total, link', () => {
    const { to, subject, text } = mail(ORDER);
    expect(to).toBe('ana@example.com');
    expect(subject).toBe('Tu pedido EST-20260305-7K3F9QMB en Olmo');
    expect(text).toBe(
      [
        'Hola:',
        '',
        'Gracias por tu compra. Hemos recibido el pago de tu pedido EST-20260305-7K3F9QMB y ya lo estamos preparando.',
        '',
        'Tu pedido EST-20260305-7K3F9QMB',
        '- Sofá Sage: 1 × 1.289,50\u00a0€ = 1.289,50\u00a0€',
        '- Lámpara Nube: 2 × 49,99\u00a0€ = 99,98\u00a0€',
        '',
        'Subtotal: 1.389,48\u00a0€',
        'Descuento OTONO10 (10 %): −138,95\u00a0€',
        'Total: 1.250,53\u00a0€',
        '',
        'Puedes ver tu pedido en este enlace:',
        LINK,
        'El enlace abre el pedido sin iniciar sesión durante 30 días; no lo compartas.',
        '',
        'Olmo · Estudio de interiorismo',
      ].join('\n'),
    );
  });

  it('in English, without a discount: only the total; with addresses and home delivery', () => {
    const { subject, text } = mail(
      {
        ...ORDER,
        discountCents: 0,
        totalCents: 138_948,
        coupon: null,
        billing: ADDRESS,
        shipping: { ...ADDRESS, name: 'Luis Pérez', streetAddressContinued: '2º B', state: 'Madrid' },
        delivery: 'home',
      },
      'en',
    );
    expect(subject).toBe('Your Olmo order EST-20260305-7K3F9QMB');
    expect(text).toContain('- Sofá Sage: 1 × 1,289.50\u00a0€ = 1,289.50\u00a0€\n');
    expect(text).not.toContain('Subtotal');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total: 1,389.48\u00a0€\n');
    expect(text).toContain(
      'Billing address\n  Ana García\n  Calle Mayor 1\n  28013 Madrid\n  España\n  +34 600111222\n  ana@example.com\n',
    );
    expect(text).toContain(
      'Shipping address\n  Luis Pérez\n  Calle Mayor 1\n  2º B\n  28013 Madrid\n  Madrid\n',
    );
    expect(text).toContain('Delivery: to your address, in 3 to 5 working days\n');
    expect(text).toContain(`You can see your order at this link:\n${LINK}\n`);
  });

  it('names a pick-up at the studio, and a coupon’s percent as the language writes it', () => {
    const { text } = mail({ ...ORDER, coupon: { code: 'MAX', percent: 45.25 }, delivery: 'studio_pickup' });
    expect(text).toContain('Descuento MAX (45,25 %)');
    expect(text).toContain('Entrega: recogida en el estudio, lista en 2 días laborables');
    expect(text).not.toContain('Dirección');
  });
});
