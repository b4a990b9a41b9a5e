import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFrame } from '../testing/render-frame';
import { COOKIE_CONSENT_KEY } from './cookie-consent';

const cookieRegion = () => screen.queryByRole('region', { name: 'Cookies' });

it('links to the cookie policy until the visitor answers', () => {
  renderFrame();
  expect(cookieRegion()).toBeInTheDocument();
  expect(within(cookieRegion()!).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
    'href',
    '/pages/cookies-policy',
  );
});

it.each([
  ['Aceptar', 'true'],
  ['Rechazar', 'false'],
])('stores %s as %p and goes away', async (button, stored) => {
  const user = userEvent.setup();
  renderFrame();
  await user.click(screen.getByRole('button', { name: button }));
  expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
  expect(cookieRegion()).not.toBeInTheDocument();
});

it('stays away once answered', () => {
  renderFrame({ stored: { [COOKIE_CONSENT_KEY]: 'false' } });
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(cookieRegion()).not.toBeInTheDocument();
});

it('speaks English in English', () => {
  renderFrame({ language: 'en-US' });
  expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
});
