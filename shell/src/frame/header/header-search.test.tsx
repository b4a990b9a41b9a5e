import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFrame } from '../testing/render-frame';

const location = () => screen.getByTestId('location').textContent;
const banner = () => within(screen.getByRole('banner'));

async function openSearch() {
  const user = userEvent.setup();
  renderFrame({ path: '/sales' });
  await user.click(banner().getByRole('button', { name: 'Buscar en la tienda' }));
  return { user, field: banner().getByRole('searchbox', { name: 'Buscar productos' }) };
}

it('opens the search box with the field focused', async () => {
  const { field } = await openSearch();
  expect(field).toHaveFocus();
  expect(banner().getByRole('button', { name: 'Buscar en la tienda' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

it('goes to /search on Enter with the text, then clears the field', async () => {
  const { user, field } = await openSearch();
  await user.type(field, 'sofá de lino{Enter}');
  expect(location()).toBe('/search?query=sof%C3%A1+de+lino');
  expect(field).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Buscar en la tienda' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it('goes to /search with the button too', async () => {
  const { user, field } = await openSearch();
  await user.type(field, 'lámpara');
  await user.click(banner().getByRole('button', { name: 'Buscar' }));
  expect(location()).toBe('/search?query=l%C3%A1mpara');
  expect(field).toHaveValue('');
});

it.each(['', '   '])('does nothing for empty text %p', async (text) => {
  const { user, field } = await openSearch();
  await user.type(field, `${text}{Enter}`);
  await user.click(banner().getByRole('button', { name: 'Buscar' }));
  expect(location()).toBe('/sales');
});
