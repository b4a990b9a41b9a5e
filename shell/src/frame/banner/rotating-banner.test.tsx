import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../../i18n/i18n';
import { BANNER_MESSAGES } from './banner-messages';
import { RotatingBanner } from './rotating-banner';

const messages = [
  { textKey: 'frame.banner.freeShipping', durationMs: 3000 },
  { textKey: 'frame.banner.securePayment', durationMs: 7000 },
];
const FREE_SHIPPING = 'Envío gratuito en todos los pedidos';
const SECURE_PAYMENT = 'Pago seguro con tarjeta y autenticación 3-D Secure';

function renderBanner() {
  initI18n('es-ES');
  render(
    <MemoryRouter>
      <RotatingBanner messages={messages} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Avisos de la tienda' });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives each message its own duration, then starts over', () => {
  const region = renderBanner();
  expect(region).toHaveTextContent(FREE_SHIPPING);
  advance(2999);
  expect(region).toHaveTextContent(FREE_SHIPPING);
  advance(1);
  expect(region).toHaveTextContent(SECURE_PAYMENT);
  advance(6999);
  expect(region).toHaveTextContent(SECURE_PAYMENT);
  advance(1);
  expect(region).toHaveTextContent(FREE_SHIPPING);
});

it('pauses while the pointer is on it', () => {
  const region = renderBanner();
  fireEvent.mouseEnter(region);
  advance(10_000);
  expect(region).toHaveTextContent(FREE_SHIPPING);
  fireEvent.mouseLeave(region);
  advance(3000);
  expect(region).toHaveTextContent(SECURE_PAYMENT);
});

it('pauses while the keyboard focus is in it', () => {
  const region = renderBanner();
  act(() => screen.getByRole('button', { name: 'Pausar avisos' }).focus());
  advance(10_000);
  expect(region).toHaveTextContent(FREE_SHIPPING);
});

it('stops and resumes with its button', () => {
  const region = renderBanner();
  fireEvent.click(screen.getByRole('button', { name: 'Pausar avisos' }));
  act(() => (document.activeElement as HTMLElement).blur());
  advance(10_000);
  expect(region).toHaveTextContent(FREE_SHIPPING);
  fireEvent.click(screen.getByRole('button', { name: 'Reanudar avisos' }));
  act(() => (document.activeElement as HTMLElement).blur());
  advance(3000);
  expect(region).toHaveTextContent(SECURE_PAYMENT);
});

it('ships messages with durations of their own, in both languages', () => {
  const durations = BANNER_MESSAGES.map((message) => message.durationMs);
  expect(new Set(durations).size).toBe(BANNER_MESSAGES.length);
  for (const language of ['es-ES', 'en-US'] as const) {
    const i18n = initI18n(language);
    for (const message of BANNER_MESSAGES) expect(i18n.exists(message.textKey, { ns: 'shell' })).toBe(true);
  }
});
