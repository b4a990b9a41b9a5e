import { createBus, getBus } from './create-bus';

describe('createBus', () => {
  it('replays the last value of a state topic to a late subscriber', () => {
    const bus = createBus();
    bus.publish('cart.count', 1);
    bus.publish('cart.count', 3);

    const seen: number[] = [];
    bus.on('cart.count').subscribe((count) => seen.push(count));
    bus.publish('cart.count', 4);

    expect(seen).toEqual([3, 4]);
    expect(bus.current('cart.count')).toBe(4);
  });

  it.each(['session.changed', 'language.changed', 'frame.embedded-active', 'wishlist.count'] as const)(
    "treats '%s' as a state topic",
    (name) => {
      const bus = createBus();
      const payload = {
        'session.changed': { token: 't', tokenExpirationDate: '2030-01-01T00:00:00Z', userId: 7 },
        'language.changed': 'en-US',
        'frame.embedded-active': true,
        'wishlist.count': 2,
      }[name];
      bus.publish(name, payload as never);
      const seen: unknown[] = [];
      bus.on(name).subscribe((value) => seen.push(value));
      expect(seen).toEqual([payload]);
    },
  );

  it('does not replay signals to late subscribers', () => {
    const bus = createBus();
    bus.publish('toast.requested', { message: 'early' });
    const seen: string[] = [];
    bus.on('toast.requested').subscribe((toast) => seen.push(toast.message));
    bus.publish('toast.requested', { message: 'late', tone: 'success' });
    expect(seen).toEqual(['late']);
  });

  it('fills payload defaults from the contract', () => {
    const bus = createBus();
    const tones: string[] = [];
    bus.on('toast.requested').subscribe((toast) => tones.push(toast.tone));
    bus.publish('toast.requested', { message: 'hello' });
    expect(tones).toEqual(['info']);
  });

  it('drops a payload that breaks its contract instead of passing it on', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('cart.count').subscribe((value) => seen.push(value));
    bus.publish('cart.count', -1);
    bus.publish('language.changed', 'fr-FR' as never);
    expect(seen).toEqual([]);
    expect(bus.current('language.changed')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('getBus', () => {
  it('gives the same page-wide bus to every caller', () => {
    expect(getBus()).toBe(getBus());
  });
});
