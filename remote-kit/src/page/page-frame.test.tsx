import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createBus } from 'shared-contracts';
import { BusProvider } from '../bus/bus-context';
import { PageFrame, type PageFrameProps } from './page-frame';

function renderFrame(props: Omit<PageFrameProps, 'children'>) {
  const bus = createBus();
  bus.publish('language.changed', 'es-ES');
  bus.publish('page.origin', 'https://shop.example');
  return render(
    <BusProvider bus={bus}>
      <MemoryRouter>
        <PageFrame {...props}>
          <p>contenido</p>
        </PageFrame>
      </MemoryRouter>
    </BusProvider>,
  );
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageFrame', () => {
  it("puts the page's title, description and canonical address in the document's head", () => {
    renderFrame({ title: 'Contacto', description: 'Escríbenos.', canonicalPath: '/contact' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(document.title).toBe('Contacto · Olmo');
    expect(content('meta[name="description"]')).toBe('Escríbenos.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/contact',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('draws its header above its content: the link back, the eyebrow, the title and the intro', () => {
    renderFrame({
      title: 'Lámparas',
      eyebrow: 'Colección',
      intro: 'Luz cálida para cada rincón.',
      back: { to: '/', label: 'Inicio' },
      width: 'full',
    });

    const section = document.querySelector('section')!;
    expect(section).toHaveClass('page', 'full');
    const header = section.firstElementChild!;
    expect(header.tagName).toBe('HEADER');
    expect(header).toHaveClass('header', 'center');
    expect(within(header as HTMLElement).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(header.textContent).toBe('← InicioColecciónLámparasLuz cálida para cada rincón.');
    expect(header.nextElementSibling).toHaveTextContent('contenido');
    expect(document.title).toBe('Lámparas · Olmo');
  });

  it('is narrow with its heading centred unless told otherwise', () => {
    renderFrame({ title: 'Pedidos', width: 'wide', align: 'start' });
    expect(document.querySelector('section')).toHaveClass('wide');
    expect(document.querySelector('header')).not.toHaveClass('center');
  });

  it("keeps a visitor's own page (no canonical address) out of search engines", () => {
    renderFrame({ title: 'Mis pedidos' });

    expect(document.title).toBe('Mis pedidos · Olmo');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("takes its head away with the page, for the next page's", () => {
    const { unmount } = renderFrame({ title: 'Mis pedidos' });
    unmount();

    expect(document.head.querySelector('title')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
