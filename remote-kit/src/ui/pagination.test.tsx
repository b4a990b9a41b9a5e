import { screen, within } from '@testing-library/react';
import { renderRemote } from '../testing';
import { Pagination } from './pagination';

const href = (page: number) => `/list?page=${page}`;

describe('Pagination (docs/spec.md §9)', () => {
  it('shows the first, the last and the current page with its neighbours, with gaps, in both languages', () => {
    const { unmount } = renderRemote(<Pagination page={5} pageCount={12} pageHref={href} label="Pages" />, {
      language: 'en-US',
    });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 12', 'Next page']);
    expect(nav).toHaveTextContent('‹1…456…12›');
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=6');
    unmount();
    renderRemote(<Pagination page={1} pageCount={2} pageHref={href} label="Páginas" />);
    expect(screen.queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/list?page=2');
  });

  it('shows nothing when everything fits one page', () => {
    renderRemote(<Pagination page={1} pageCount={1} pageHref={href} label="Pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
