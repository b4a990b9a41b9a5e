import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, reply } from 'remote-kit/testing';
import {
  type BulkPreviewAnswer,
  applyBulkPriceChangeCall,
  getPriceListCall,
  previewBulkPriceChangeCall,
} from 'shared-contracts';
import { renderBackoffice } from '../../testing/render-backoffice';
import { pricesApi } from './testing/prices-fixtures';

const PREVIEW: BulkPreviewAnswer = {
  count: 2,
  out_of_bounds: 0,
  sample: [
    {
      id: 12,
      name: 'Lámpara Aro',
      before: { list_price: 100, discount: 0, price: 100, stock: 10 },
      after: { list_price: 100, discount: 20, price: 80, stock: 10 },
    },
  ],
};

const open = (url: string, api: FakeApi) => renderBackoffice(url, { api });

async function chooseChange(kind: string, value: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cambio' }), kind);
  await userEvent.type(screen.getByRole('textbox', { name: 'Valor' }), value);
  await userEvent.click(screen.getByRole('button', { name: 'Previsualizar' }));
}

describe('a bulk change on the prices screen', () => {
  it('previews the selected products’ change, confirms it with the count and applies it', async () => {
    const api = pricesApi().on(previewBulkPriceChangeCall, () => PREVIEW);
    open('/backoffice/prices', api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Lámpara Aro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Sofá Duna' }));
    expect(screen.getByTestId('prices-bulk-bar')).toHaveTextContent('2 productos seleccionados');
    await chooseChange('Descuento (%)', '20');

    const dialog = await screen.findByRole('dialog', { name: '¿Aplicar el cambio a 2 productos?' });
    expect(dialog).toHaveTextContent('Cambio: Descuento (%): 20.');
    expect(within(dialog).getByTestId('prices-bulk-count')).toHaveTextContent(
      'Se cambiarán 2 productos, en una sola operación.',
    );
    expect(dialog).toHaveTextContent('Los precios se redondean al céntimo, la mitad hacia arriba.');
    const sample = within(dialog).getByRole('table', { name: 'Muestra: antes → después' });
    expect(within(sample).getAllByRole('row')[1]).toHaveTextContent('Lámpara Aro');
    expect(within(sample).getAllByRole('row')[1]).toHaveTextContent('0 % → 20 %');
    expect(within(sample).getAllByRole('row')[1]).toHaveTextContent('100,00 € → 80,00 €');
    expect(api.callsOf(previewBulkPriceChangeCall)[0]!.body).toEqual({
      user_id: 3,
      selection: { kind: 'ids', ids: [12, 40] },
      change: { kind: 'discount', discount: 20 },
      language: 'es',
    });

    const listReads = api.callsOf(getPriceListCall).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a 2 productos' }));
    expect(await screen.findByText('Cambio aplicado a 2 productos.')).toBeInTheDocument();
    expect(api.callsOf(applyBulkPriceChangeCall)[0]!.body).toEqual({
      user_id: 3,
      selection: { kind: 'ids', ids: [12, 40] },
      change: { kind: 'discount', discount: 20 },
      expected_count: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsOf(getPriceListCall).length).toBeGreaterThan(listReads));
    expect(screen.queryByTestId('prices-bulk-bar')).not.toBeInTheDocument();
  });

  it('selects every product matching the filter, and refuses to apply while any would end out of bounds', async () => {
    const api = pricesApi({ nPages: 3 }).on(previewBulkPriceChangeCall, () => ({
      ...PREVIEW,
      count: 150,
      out_of_bounds: 3,
    }));
    open('/backoffice/prices?type=lamparas&sale=true', api);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    );
    expect(screen.getByTestId('prices-bulk-bar')).toHaveTextContent('3 productos seleccionados');
    await userEvent.click(
      screen.getByRole('button', { name: 'Seleccionar los 150 que coinciden con el filtro' }),
    );
    expect(screen.getByTestId('prices-bulk-bar')).toHaveTextContent(
      'Los 150 productos que coinciden con el filtro están seleccionados',
    );
    await chooseChange('Precio de lista en %', '-12,5');

    const dialog = await screen.findByRole('dialog', { name: '¿Aplicar el cambio a 150 productos?' });
    expect(within(dialog).getByTestId('prices-bulk-out-of-bounds')).toHaveTextContent(
      '3 productos quedarían fuera de los límites',
    );
    expect(within(dialog).getByRole('button', { name: 'Aplicar a 150 productos' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(api.callsOf(previewBulkPriceChangeCall)[0]!.body).toEqual({
      user_id: 3,
      selection: { kind: 'filter', filter: { type: 'lamparas', sale: true } },
      change: { kind: 'price_percent', percent: -12.5 },
      language: 'es',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsOf(applyBulkPriceChangeCall)).toEqual([]);
  });

  it('checks the value with the contract’s rules before any preview', async () => {
    const api = pricesApi();
    open('/backoffice/prices', api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Cama Nube' }));
    await chooseChange('Precio de lista en %', '0');
    expect(await screen.findByText('Un cambio de 0 no cambia nada')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Valor' }));
    await chooseChange('Existencias: fijar recuento', '-4');
    expect(await screen.findByText('Las existencias no pueden ser negativas')).toBeInTheDocument();
    expect(api.callsOf(previewBulkPriceChangeCall)).toEqual([]);
  });

  it('says when the selection changed since the preview (409) and previews it again', async () => {
    const api = pricesApi()
      .on(previewBulkPriceChangeCall, () => PREVIEW)
      .on(applyBulkPriceChangeCall, () => reply.errors(409, { selection: ['The selection changed'] }));
    open('/backoffice/prices', api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Lámpara Aro' }));
    await chooseChange('Existencias: sumar o restar', '5');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar a 2 productos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La selección ha cambiado desde la previsualización',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previsualizar de nuevo' }));
    await waitFor(() => expect(api.callsOf(previewBulkPriceChangeCall)).toHaveLength(2));
    expect(api.callsOf(previewBulkPriceChangeCall)[1]!.body).toMatchObject({
      change: { kind: 'stock', mode: 'add', units: 5 },
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
