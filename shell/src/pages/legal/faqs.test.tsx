import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLegalText, renderLegalPage, sectionHeadings } from './legal-test-utils';

describe('FAQs', () => {
  it('groups the questions by topic, each question a disclosure closed at first', async () => {
    const { container } = await renderLegalPage('faqs', 'es-ES');
    await findLegalText();

    expect(sectionHeadings()).toEqual([
      'Pedidos',
      'Pago',
      'Precios e impuestos',
      'Envíos y entregas',
      'Devoluciones',
      'Lista de deseos y carrito',
      'Códigos de descuento',
      'Contacto',
    ]);
    const questions = container.querySelectorAll('details');
    expect(questions.length).toBeGreaterThan(20);
    expect([...questions].every((question) => !question.open && question.querySelector('summary'))).toBe(
      true,
    );
  });

  it('opens an answer when its question is pressed', async () => {
    const { container } = await renderLegalPage('faqs', 'en-US');
    await findLegalText();

    await userEvent.click(screen.getByText('Which payment methods do you accept?'));

    const open = container.querySelector('details[open]');
    expect(open?.textContent).toContain('We accept Visa and Mastercard credit and debit cards.');
  });

  it.each([
    ['es-ES', /Visa y Mastercard/, /3-D Secure/, /IVA del 21\s?%/, /14 días naturales/],
    ['en-US', /Visa and Mastercard/, /3-D Secure/, /VAT at 21\s?%/, /14 calendar days/],
  ] as const)('in %s answers on payment, VAT and returns', async (language, ...facts) => {
    const { container } = await renderLegalPage('faqs', language);
    await findLegalText();

    for (const fact of facts) expect(container.textContent).toMatch(fact);
  });
});
