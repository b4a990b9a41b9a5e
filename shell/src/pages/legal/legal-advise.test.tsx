import { VAT_PERCENT } from 'shared-contracts';
import { findLegalText, renderLegalPage, sectionHeadings } from './legal-test-utils';

const SECTIONS = {
  'es-ES': [
    '1. Introducción',
    '2. Aceptación',
    '3. Impuestos',
    '4. Precios',
    '5. Formas de pago',
    '6. Registro de usuarios',
    '7. Licencia de uso del sitio web',
    '8. Reclamaciones',
    '9. Limitación de responsabilidad',
    '10. Modificaciones',
    '11. Legislación aplicable y jurisdicción',
  ],
  'en-US': [
    '1. Introduction',
    '2. Acceptance',
    '3. Taxes',
    '4. Prices',
    '5. Payment methods',
    '6. User registration',
    '7. Website license',
    '8. Complaints',
    '9. Limitation of liability',
    '10. Changes',
    '11. Applicable law and jurisdiction',
  ],
} as const;

const vat = new RegExp(`${VAT_PERCENT}\\s?%`);

describe.each(Object.entries(SECTIONS) as [keyof typeof SECTIONS, readonly string[]][])(
  'legal notice in %s',
  (language, headings) => {
    it('has its eleven numbered sections, in order', async () => {
      await renderLegalPage('legal-advise', language);
      await findLegalText();

      expect(sectionHeadings()).toEqual(headings);
    });

    it('states VAT, euro prices, the cards with 3-D Secure and Spanish jurisdiction', async () => {
      const { container } = await renderLegalPage('legal-advise', language);
      await findLegalText();
      const text = container.textContent ?? '';

      expect(text).toMatch(vat);
      expect(text).toMatch(/euros/);
      expect(text).toMatch(/\d,\d{2}\s€|\d\.\d{2}\s€/);
      expect(text).toMatch(/Visa/);
      expect(text).toMatch(/Mastercard/);
      expect(text).toMatch(/3-D Secure/);
      expect(text).toMatch(language === 'es-ES' ? /juzgados y tribunales españoles/ : /Spanish courts/);
    });

    it('identifies the company as LSSI-CE article 10 requires', async () => {
      const { container } = await renderLegalPage('legal-advise', language);
      await findLegalText();
      const text = container.textContent ?? '';

      for (const fact of [
        'Olmo Estudio de Interiorismo, S.L.',
        'B00000000',
        'Madrid',
        'hola@olmo-estudio.example',
      ]) {
        expect(text).toContain(fact);
      }
      expect(text).toMatch(/M-000000/);
    });
  },
);
