import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, reply } from 'remote-kit/testing';
import {
  type Language,
  type PricedProduct,
  editProductPriceCall,
  getPriceHistoryCall,
  getPricedProductCall,
} from 'shared-contracts';
import { renderBackoffice } from '../../testing/render-backoffice';
import { priceChange, pricedProduct, pricesApi } from './testing/prices-fixtures';

const open = (url: string, api: FakeApi, language: Language = 'es-ES') =>
  renderBackoffice(url, { api, language });

const panel = () => screen.findByRole('dialog', { name: 'Editar Lámpara Aro' });

async function retype(label: string, text: string) {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('the side panel of one product', () => {
  it('opens from its row, in the URL, with the fields, the preview in both languages and the history', async () => {
    const api = pricesApi();
    const { probe } = open('/backoffice/prices?stock=low', api);
    await userEvent.click(await screen.findByRole('link', { name: 'Lámpara Aro' }));
    expect(probe.search).toBe('?stock=low&product=12');
    const dialog = await panel();
    expect(await within(dialog).findByRole('textbox', { name: 'Precio de lista (€)' })).toHaveValue('100,00');
    expect(within(dialog).getByRole('textbox', { name: 'Descuento (%)' })).toHaveValue('0');
    expect(within(dialog).getByRole('textbox', { name: 'Existencias (unidades)' })).toHaveValue('10');
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByTestId('prices-preview-es-ES')).toHaveTextContent('100,00 €');
    expect(screen.getByTestId('prices-preview-es-ES')).toHaveTextContent('En stock');
    expect(screen.getByTestId('prices-preview-en-US')).toHaveTextContent('100.00 €');
    expect(screen.getByTestId('prices-preview-en-US')).toHaveTextContent('In stock');
    const [entry] = await within(dialog).findAllByTestId('prices-history-entry');
    expect(entry).toHaveTextContent('Precio de lista: 90,00 € → 100,00 €');
    expect(entry).toHaveTextContent('eva@estudio.es · 2026-03-06 09:00:00 UTC');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(probe.search).toBe('?stock=low'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the fields with the contract’s rules, with a message under each, and sends nothing', async () => {
    const api = pricesApi();
    open('/backoffice/prices?product=12', api);
    await panel();
    await retype('Precio de lista (€)', '0');
    await retype('Descuento (%)', '12,25');
    await retype('Existencias (unidades)', '-1');
    expect(screen.getByText('Corrige los campos para ver la vista previa.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El precio debe ser mayor que 0')).toBeInTheDocument();
    expect(screen.getByText('Admite como máximo un decimal')).toBeInTheDocument();
    expect(screen.getByText('Las existencias no pueden ser negativas')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Precio de lista (€)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsOf(editProductPriceCall)).toEqual([]);
  });

  it('previews the storefront in both languages and saves only the changes, the stock as a delta', async () => {
    const api = pricesApi();
    open('/backoffice/prices?product=12', api);
    await panel();
    await retype('Precio de lista (€)', '89,90');
    await retype('Descuento (%)', '12,5');
    await retype('Existencias (unidades)', '13');
    expect(
      screen.getByText('Leídas 10: se sumarán 3 unidades a las existencias actuales.'),
    ).toBeInTheDocument();
    const es = screen.getByTestId('prices-preview-es-ES');
    expect(es).toHaveTextContent('Precio: 78,66 €');
    expect(es).toHaveTextContent('Precio anterior: 89,90 €');
    expect(es).toHaveTextContent('Ahorra un 12,5%');
    expect(es).toHaveTextContent('En stock');
    const en = screen.getByTestId('prices-preview-en-US');
    expect(en).toHaveTextContent('Price: 78.66 €');
    expect(en).toHaveTextContent('Save 12.5%');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(api.callsOf(editProductPriceCall)[0]!.body).toEqual({
      user_id: 3,
      version: 3,
      price: 89.9,
      discount: 12.5,
      stock_delta: 3,
    });
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByText('id 12 · versión 4')).toBeInTheDocument();
  });

  it('says in English that units will be taken, and reads the price the English way', async () => {
    const api = pricesApi();
    open('/backoffice/prices?product=12', api, 'en-US');
    await screen.findByRole('dialog', { name: 'Edit Aro lamp' });
    await retype('List price (€)', '1,250.5');
    await retype('Stock (units)', '7');
    expect(screen.getByText('Read 10: 3 units will be taken from the current stock.')).toBeInTheDocument();
    await retype('Stock (units)', '11');
    expect(screen.getByText('Read 10: 1 unit will be added to the current stock.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');
    expect(api.callsOf(editProductPriceCall)[0]!.body).toEqual({
      user_id: 3,
      version: 3,
      price: 1250.5,
      stock_delta: 1,
    });
  });

  it('shows the server’s messages under their fields, a stock a sale took too', async () => {
    const api = pricesApi().on(editProductPriceCall, () =>
      reply.errors(409, { stock: ['Las existencias quedarían por debajo de 0'] }),
    );
    open('/backoffice/prices?product=12', api);
    await panel();
    await retype('Existencias (unidades)', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Las existencias quedarían por debajo de 0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Existencias (unidades)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsOf(editProductPriceCall)[0]!.body).toMatchObject({ stock_delta: -10 });
  });

  describe('when another staff member changed the product first (409)', () => {
    /** The product as another tab left it: price 120, 15 units, version 4. */
    function conflictingApi() {
      let current: PricedProduct = pricedProduct();
      const theirs = pricedProduct({ list_price: 120, price: 120, stock: 15, version: 4 });
      const history = [
        priceChange({ field: 'stock', from: 10, to: 15, version: 4, by: 'luis@estudio.es' }),
        priceChange({ field: 'price', from: 100, to: 120, version: 4, by: 'luis@estudio.es' }),
        priceChange(),
      ];
      let theySaved = false;
      const api = pricesApi({ history })
        .on(getPricedProductCall, () => current)
        .on(editProductPriceCall, ({ body }) => {
          // The other tab saves between this panel's read and its first save.
          if (!theySaved) {
            theySaved = true;
            current = theirs;
          }
          if (body.version !== current.version) return reply.errors(409, { version: ['Changed meanwhile'] });
          current = {
            ...current,
            list_price: body.price ?? current.list_price,
            stock: current.stock + (body.stock_delta ?? 0),
            version: current.version + 1,
          };
          return { status: 'success' as const, data: current };
        })
        .on(getPriceHistoryCall, ({ query }) => ({
          changes: theySaved ? history : history.slice(2),
          info: { page: query.page, n_pages: 1, size: 3 },
        }));
      return api;
    }

    it('says what changed, keeps the typed values and reapplies them on the new version', async () => {
      const api = conflictingApi();
      open('/backoffice/prices?product=12', api);
      await panel();
      await retype('Precio de lista (€)', '89,90');
      await retype('Existencias (unidades)', '13');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

      const notice = await screen.findByTestId('prices-conflict');
      expect(notice).toHaveAttribute('role', 'alert');
      expect(notice).toHaveTextContent('Otra persona ha cambiado este producto mientras lo editabas');
      expect(notice).toHaveTextContent('Existencias: 10 → 15 (luis@estudio.es, 2026-03-06 09:00:00 UTC)');
      expect(notice).toHaveTextContent('Precio de lista: 100,00 € → 120,00 €');
      expect(notice).not.toHaveTextContent('90,00 €');
      expect(screen.getByRole('textbox', { name: 'Precio de lista (€)' })).toHaveValue('89,90');
      // Their 5 units stay: the 3 added go on top of the 15 now there.
      expect(screen.getByRole('textbox', { name: 'Existencias (unidades)' })).toHaveValue('18');
      expect(
        screen.getByText('Leídas 15: se sumarán 3 unidades a las existencias actuales.'),
      ).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Aplicar mis cambios de nuevo' }));
      expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
      expect(api.callsOf(editProductPriceCall).map((call) => call.body)).toEqual([
        { user_id: 3, version: 3, price: 89.9, stock_delta: 3 },
        { user_id: 3, version: 4, price: 89.9, stock_delta: 3 },
      ]);
      expect(screen.queryByTestId('prices-conflict')).not.toBeInTheDocument();
    });

    it('discards the typed values for the product as it is now', async () => {
      const api = conflictingApi();
      open('/backoffice/prices?product=12', api);
      await panel();
      await retype('Precio de lista (€)', '89,90');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Descartar mis cambios' }));
      expect(screen.getByRole('textbox', { name: 'Precio de lista (€)' })).toHaveValue('120,00');
      expect(screen.getByRole('textbox', { name: 'Existencias (unidades)' })).toHaveValue('15');
      expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
      expect(api.callsOf(editProductPriceCall)).toHaveLength(1);
    });
  });

  it('says when there is no such product', async () => {
    open('/backoffice/prices?product=999', pricesApi());
    expect(await screen.findByText('No hay ningún producto con el id 999.')).toBeInTheDocument();
  });
});
