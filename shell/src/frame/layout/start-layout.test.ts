import { createBus } from 'shared-contracts';
import { mockMatchMedia } from 'remote-kit/testing';
import { startLayout } from './start-layout';

it('publishes the mobile layout at 1000 px and below', () => {
  const viewport = mockMatchMedia(1280);
  const bus = createBus();
  const seen: boolean[] = [];
  bus.on('layout.mobile').subscribe((mobile) => seen.push(mobile));

  const stop = startLayout(bus);
  viewport.setWidth(1001);
  viewport.setWidth(1000);
  viewport.setWidth(390);
  viewport.setWidth(1280);

  expect(seen).toEqual([false, true, false]);
  stop();
  viewport.setWidth(390);
  expect(bus.current('layout.mobile')).toBe(false);
});

it('starts in the mobile layout on a narrow screen', () => {
  mockMatchMedia(390);
  const bus = createBus();
  startLayout(bus);
  expect(bus.current('layout.mobile')).toBe(true);
});

it('falls back to the desktop layout where matchMedia is missing', () => {
  const bus = createBus();
  startLayout(bus, {} as Window);
  expect(bus.current('layout.mobile')).toBe(false);
});
