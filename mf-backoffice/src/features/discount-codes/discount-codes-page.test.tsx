import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, reply } from 'remote-kit/testing';
import {
  type Coupon,
  type Language,
  createCouponCall,
  deleteCouponCall,
  getAllCouponsCall,
} from 'shared-contracts';
import { pageQueryClient } from '../../testing/page-query-client';
import { renderBackoffice } from '../../testing/render-backoffice';

const COUPONS: Coupon[] = [
  { code: 'WELCOME10', discount: 10 },
  { code: 'MAXIMO', discount: 45.25 },
];

/** An API that keeps the coupons as the server does: codes in capitals, each code once. */
function couponsApi(initial: Coupon[] = COUPONS) {
  let coupons = [...initial];
  return fakeApi()
    .on(getAllCouponsCall, () => ({ status: 'success' as const, data: coupons }))
    .on(createCouponCall, ({ body }) => {
      if (coupons.some((coupon) => coupon.code === body.code))
        return reply.errors(409, { code: [`The code ${body.code} exists already`] });
      const coupon = { code: body.code, discount: body.discount };
      coupons = [...coupons, coupon];
      return { status: 'success' as const, data: coupon };
    })
    .on(deleteCouponCall, ({ body }) => {
      coupons = coupons.filter((coupon) => coupon.code !== body.code);
      return { status: 'success' as const };
    });
}

const open = (api: FakeApi, language: Language = 'es-ES', queryClient = pageQueryClient()) =>
  renderBackoffice('/backoffice/discountcodes', { api, language, queryClient });

const listed = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getAllByRole('cell')[0]!.textContent,
    ]);

async function fillCoupon(
  code: string,
  discount: string,
  labels = { code: 'Código', discount: 'Descuento (%)' },
) {
  if (code) await userEvent.type(await screen.findByRole('textbox', { name: labels.code }), code);
  if (discount) await userEvent.type(screen.getByRole('textbox', { name: labels.discount }), discount);
}

describe('/backoffice/discountcodes', () => {
  it('lists the live coupons by code with their discount', async () => {
    open(couponsApi());
    await screen.findByRole('table', { name: 'Cupones activos, por código' });
    expect(listed()).toEqual([
      ['MAXIMO', '45,25\u00a0%'],
      ['WELCOME10', '10\u00a0%'],
    ]);
  });

  it('creates a coupon after its confirmation pop-up, which names it', async () => {
    const api = couponsApi();
    open(api);
    await fillCoupon('verano25', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    const dialog = screen.getByRole('dialog', { name: '¿Crear el cupón?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'El cupón VERANO25 descontará un 25\u00a0% a quien lo aplique.',
    );
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toHaveFocus();
    expect(api.callsOf(createCouponCall)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Cupón creado con éxito.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsOf(createCouponCall)[0]!.body).toEqual({ code: 'VERANO25', discount: 25, user_id: 3 });
    expect(listed()).toContainEqual(['VERANO25', '25\u00a0%']);
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('');
  });

  it('shows the coupons as changed when the page is opened again a moment later, without reading them again', async () => {
    const api = couponsApi();
    const queryClient = pageQueryClient();
    const first = open(api, 'es-ES', queryClient);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el cupón WELCOME10' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await fillCoupon('verano25', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Cupón creado con éxito.')).toBeInTheDocument();
    first.unmount();

    open(api, 'es-ES', queryClient);
    await screen.findByRole('table');
    expect(listed()).toEqual([
      ['MAXIMO', '45,25\u00a0%'],
      ['VERANO25', '25\u00a0%'],
    ]);
    expect(api.callsOf(getAllCouponsCall)).toHaveLength(1);
  });

  it('closes the pop-up on cancel (or Escape) without creating anything, the focus back on the button', async () => {
    const api = couponsApi();
    open(api);
    await fillCoupon('VERANO25', '25');
    const button = screen.getByRole('button', { name: 'Crear cupón' });
    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsOf(createCouponCall)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('VERANO25');
  });

  it('keeps the focus inside the pop-up', async () => {
    open(couponsApi());
    await fillCoupon('VERANO25', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toHaveFocus();
  });

  it.each([
    ['', '10', 'code', 'Por favor, introduce un código válido y un valor positivo.'],
    ['DIEZ %', '10', 'code', 'Por favor, introduce un código válido y un valor positivo.'],
    ['CERO', '0', 'discount', 'Por favor, introduce un código válido y un valor positivo.'],
    ['NADA', '', 'discount', 'Por favor, introduce un código válido y un valor positivo.'],
    ['MUCHO', '45,26', 'discount', 'El descuento no puede ser mayor a 45,25%.'],
  ])(
    'refuses code %p with discount %p before any pop-up: %s says %p',
    async (code, discount, field, message) => {
      const api = couponsApi();
      open(api);
      await fillCoupon(code, discount);
      await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
      const input = screen.getByRole('textbox', { name: field === 'code' ? 'Código' : 'Descuento (%)' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveFocus();
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsOf(createCouponCall)).toEqual([]);
    },
  );

  it('takes 45,25 %, the limit', async () => {
    const api = couponsApi([]);
    open(api);
    await fillCoupon('MAXIMO', '45,25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(api.callsOf(createCouponCall)[0]!.body).toMatchObject({ discount: 45.25 }));
  });

  it('says the rules in English', async () => {
    open(couponsApi(), 'en-US');
    await fillCoupon('MUCHO', '50', { code: 'Code', discount: 'Discount (%)' });
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByRole('textbox', { name: 'Discount (%)' })).toHaveAccessibleDescription(
      'Above 0 and at most 45.25%. The discount cannot be greater than 45.25%.',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Discount (%)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByText('Please enter a valid code and a positive value.')).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field: a code that exists', async () => {
    open(couponsApi());
    await fillCoupon('WELCOME10', '15');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear' }));
    const code = screen.getByRole('textbox', { name: 'Código' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('The code WELCOME10 exists already'));
    expect(screen.queryByText('Cupón creado con éxito.')).not.toBeInTheDocument();
  });

  it.each([
    [reply.errors(500, { server: ['Internal error'] }), 'Hubo un error al crear el cupón.'],
    [reply.offline(), 'Hubo un error al conectar con el servidor.'],
  ])('says when the creation failed: %#', async (failure, message) => {
    open(couponsApi().on(createCouponCall, () => failure));
    await fillCoupon('VERANO25', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('VERANO25');
  });

  it('deletes a coupon after its confirmation, Cancel first in focus', async () => {
    const api = couponsApi();
    open(api);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el cupón WELCOME10' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar el cupón?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('El cupón WELCOME10 dejará de funcionar'),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cupón eliminado con éxito.')).toBeInTheDocument();
    expect(listed()).toEqual([['MAXIMO', '45,25\u00a0%']]);
    expect(api.callsOf(deleteCouponCall)[0]!.body).toEqual({ code: 'WELCOME10', user_id: 3 });
  });

  it('keeps a coupon whose deletion is cancelled', async () => {
    const api = couponsApi();
    open(api);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el cupón MAXIMO' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(listed()).toHaveLength(2);
    expect(api.callsOf(deleteCouponCall)).toEqual([]);
  });

  it('says when a deletion failed', async () => {
    open(couponsApi().on(deleteCouponCall, () => reply.errors(500, { server: ['Internal error'] })));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el cupón MAXIMO' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error al eliminar el cupón.');
    expect(listed()).toHaveLength(2);
  });

  it.each([
    [reply.errors(500, { server: ['Internal error'] }), 'Hubo un error al cargar los cupones.'],
    [reply.offline(), 'Hubo un error al conectar con el servidor.'],
  ])('says when the list could not be loaded, and tries again: %#', async (failure, message) => {
    let fail = true;
    open(
      couponsApi().on(getAllCouponsCall, () =>
        fail ? failure : { status: 'success' as const, data: COUPONS },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when there are no coupons', async () => {
    open(couponsApi([]), 'en-US');
    expect(await screen.findByText('There are no coupons yet.')).toBeInTheDocument();
  });
});
