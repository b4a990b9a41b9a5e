import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageHeader, type PageHeaderProps, eyebrowStyle } from './page-header';

const renderHeader = (props: PageHeaderProps) =>
  render(
    <MemoryRouter>
      <PageHeader {...props} />
    </MemoryRouter>,
  );

describe('PageHeader', () => {
  it('reads, in order, the link back, the eyebrow, the title (the one h1) and the intro', () => {
    renderHeader({
      title: 'Pedido EST-20260305-7K3F9Q',
      eyebrow: 'Tus pedidos',
      intro: 'Enviado el 5 de marzo.',
      back: { to: '/orders', label: 'Volver a mis pedidos' },
    });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Volver a mis pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Pedido EST-20260305-7K3F9Q');
    expect(header.textContent).toBe(
      '← Volver a mis pedidosTus pedidosPedido EST-20260305-7K3F9QEnviado el 5 de marzo.',
    );
    expect(header.querySelector(`.${eyebrowStyle}`)).toHaveTextContent('Tus pedidos');
  });

  it('shows the title alone when it has nothing else to say', () => {
    renderHeader({ title: 'Carrito' });

    const header = screen.getByRole('banner');
    expect(header.children).toHaveLength(1);
    expect(within(header).getByRole('heading', { level: 1, name: 'Carrito' })).toBeInTheDocument();
    expect(within(header).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is centred unless asked to sit at the start, and takes its place from the page', () => {
    const { unmount } = renderHeader({ title: 'Rebajas', className: 'salesHeader' });
    expect(screen.getByRole('banner')).toHaveClass('center', 'salesHeader');
    unmount();

    renderHeader({ title: 'Pedidos', align: 'start' });
    expect(screen.getByRole('banner')).not.toHaveClass('center');
  });
});
