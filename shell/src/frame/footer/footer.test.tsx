import { act, screen, within } from '@testing-library/react';
import { renderFrame } from '../testing/render-frame';

it('offers help, legal, social and language choices', () => {
  renderFrame();
  const footer = within(screen.getByRole('contentinfo'));
  const targets = (name: string) =>
    within(footer.getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  expect(targets('Ayuda')).toEqual(['/pages/faqs', '/pages/shipping', '/pages/refunds-policy', '/contact']);
  expect(targets('Legal')).toEqual([
    '/pages/legal-advise',
    '/pages/terms-of-use',
    '/pages/privacy-policy',
    '/pages/cookies-policy',
  ]);
  expect(footer.getByRole('link', { name: 'Instagram (se abre en una pestaña nueva)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  const languages = footer.getByRole('group', { name: 'Idioma' });
  expect(within(languages).getByRole('button', { name: 'Castellano (ES)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(languages).getByRole('button', { name: 'English (US)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

it("hides while an embedded frame is active ('frame.embedded-active')", () => {
  const { bus } = renderFrame();
  act(() => bus.publish('frame.embedded-active', true));
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  act(() => bus.publish('frame.embedded-active', false));
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
