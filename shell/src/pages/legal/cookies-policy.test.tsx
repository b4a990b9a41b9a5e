import { screen } from '@testing-library/react';
import { findLegalText, renderLegalPage } from './legal-test-utils';

describe.each([
  ['es-ES', 'Tu respuesta al aviso de cookies', /«true».*«false»/],
  ['en-US', 'Your answer to the cookie notice', /“true”.*“false”/],
] as const)('cookie policy in %s', (language, consentHeading, values) => {
  it('names where the cookie consent answer is stored and how it is written', async () => {
    await renderLegalPage('cookies-policy', language);
    await findLegalText();

    const consent = screen.getByRole('heading', { level: 3, name: consentHeading }).parentElement;
    expect(consent?.textContent).toContain('localStorage');
    expect(consent?.textContent).toMatch(values);
  });

  it('lists the session, remember-me, language, cart and wishlist storage', async () => {
    const { container } = await renderLegalPage('cookies-policy', language);
    await findLegalText();
    const text = container.textContent ?? '';

    expect(text).toContain('sessionStorage');
    expect(text).toMatch(language === 'es-ES' ? /«Recordarme»/ : /“Remember me”/);
    expect(text).toMatch(language === 'es-ES' ? /Idioma/ : /Language/);
    expect(text).toMatch(language === 'es-ES' ? /carrito.*lista de deseos/i : /cart.*wishlist/i);
  });
});
