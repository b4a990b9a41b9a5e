import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { COMMON_NAMESPACE, createBus, getProductCall } from 'shared-contracts';
import { apiClient } from '../http/api-client';
import { useLanguage } from '../language/use-language';
import { PageHead } from '../page/page-head';
import { fakeApi } from './fake-api';
import { productDetail } from './fixtures/catalog';
import { renderRemote } from './render-remote';
import { setTestLanguage } from './test-i18n';

function ProductName() {
  const { productId = '' } = useParams();
  const language = useLanguage();
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <>
      <PageHead title={`#${productId}`} />
      <p>{`${language}: ${t('stock.inStock')}`}</p>
      <button
        type="button"
        onClick={() =>
          void apiClient().call(getProductCall, {
            params: { id: Number(productId) },
            query: { language: 'es' },
          })
        }
      >
        load
      </button>
      <Link to="/products/13?tab=info">next</Link>
    </>
  );
}

describe('renderRemote', () => {
  it('renders a page under its route, in a language, on a bus, against a fake API', async () => {
    const bus = createBus();
    const api = fakeApi().on(getProductCall, ({ params }) => productDetail(params.id));
    const { probe, calls } = renderRemote(<ProductName />, {
      url: '/products/12',
      route: '/products/:productId',
      language: 'en-US',
      bus,
      api,
    });

    expect(screen.getByText('en-US: In stock')).toBeInTheDocument();
    expect(document.title).toBe('#12 · Olmo');
    expect(bus.current('language.changed')).toBe('en-US');

    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(calls.map((call) => call.path)).toEqual(['/products/12']);

    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(probe).toEqual({ pathname: '/products/13', search: '?tab=info', action: 'PUSH' });
  });

  it('is in Castellano unless told otherwise, and switches language like the shell', () => {
    const bus = createBus();
    renderRemote(<ProductName />, { url: '/products/1', route: '/products/:productId', bus });
    expect(screen.getByText('es-ES: En stock')).toBeInTheDocument();
    act(() => setTestLanguage('en-US', bus));
    expect(screen.getByText('en-US: In stock')).toBeInTheDocument();
  });
});
