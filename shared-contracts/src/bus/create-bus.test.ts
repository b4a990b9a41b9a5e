import { createBus, getBus } from './create-bus';
import { createBusKernel } from './kernel';

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

  it('passes a signed-out session (null) on, and still checks a session against its contract', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus();
    const seen: unknown[] = [];
    bus.on('session.changed').subscribe((session) => seen.push(session));
    bus.publish('session.changed', null);
    bus.publish('session.changed', { token: '', tokenExpirationDate: 'x', userId: 1 });
    bus.publish('session.changed', { token: 't', tokenExpirationDate: '2030-01-01T00:00:00Z', userId: 7 });
    expect(seen).toEqual([null, { token: 't', tokenExpirationDate: '2030-01-01T00:00:00Z', userId: 7 }]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('getBus', () => {
  it('gives the same page-wide bus to every caller', () => {
    expect(getBus()).toBe(getBus());
  });
});

describe('bundles built from different versions of the contracts', () => {
  it('meet on one kernel: a newer sender’s extra fields are stripped, its new events ignored', () => {
    const kernel = createBusKernel();
    const olderReader = createBus(kernel);
    const seen: unknown[] = [];
    olderReader.on('toast.requested').subscribe((toast) => seen.push(toast));

    // What a bundle with a newer catalogue puts on the kernel.
    kernel.emit('toast.requested', { message: 'Hola', tone: 'info', icon: 'sparkles' }, false);
    kernel.emit('catalog.compared-products', { ids: [1, 2] }, false);

    expect(seen).toEqual([{ message: 'Hola', tone: 'info' }]);
  });

  it('drops, and reports, a payload this copy cannot read instead of passing it on', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const kernel = createBusKernel();
    const bus = createBus(kernel);
    const seen: unknown[] = [];
    bus.on('cart.count').subscribe((count) => seen.push(count));
    kernel.emit('cart.count', 'three', true);
    expect(seen).toEqual([]);
    expect(bus.current('cart.count')).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("dropped received 'cart.count'"),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('gives the same current value until it changes (stable for React)', () => {
    const bus = createBus();
    bus.publish('cart.lines', [{ productId: 1, quantity: 2 }]);
    const first = bus.current('cart.lines');
    expect(bus.current('cart.lines')).toBe(first);
    bus.publish('cart.lines', [{ productId: 1, quantity: 3 }]);
    expect(bus.current('cart.lines')).not.toBe(first);
  });

  it('keeps delivering when one listener throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const kernel = createBusKernel();
    const bus = createBus(kernel);
    const seen: number[] = [];
    kernel.listen('wishlist.count', () => {
      throw new Error('a team’s bug');
    });
    bus.on('wishlist.count').subscribe((count) => seen.push(count));
    bus.publish('wishlist.count', 2);
    expect(seen).toEqual([2]);
    expect(error).toHaveBeenCalledWith('[bus] a listener failed', expect.any(Error));
    error.mockRestore();
  });
});

describe('commands', () => {
  const product = { id: 4, name: 'Jarrón', price: 45, discount: 0, stock: 3, image: '/images/a.svg' };

  afterEach(() => jest.useRealTimers());

  it('reach their handler and come back with the answer of the same correlation id', async () => {
    const bus = createBus();
    bus.handle('cart.add-requested', (command) => {
      bus.publish('cart.add-completed', {
        correlationId: 'someone-else',
        productId: 4,
        added: false,
        quantity: 0,
      });
      bus.publish('cart.add-completed', {
        correlationId: command.correlationId,
        productId: command.product.id,
        added: true,
        quantity: 1,
      });
    });
    const outcome = await bus.request('cart.add-requested', { product }, { timeoutMs: 10_000 });
    expect(outcome).toEqual({
      kind: 'answered',
      answer: { correlationId: expect.any(String), productId: 4, added: true, quantity: 1 },
    });
  });

  it('are held until the owner’s service is up, in order', async () => {
    const bus = createBus();
    const first = bus.request('cart.add-requested', { product }, { timeoutMs: 10_000 });
    const second = bus.request(
      'cart.add-requested',
      { product: { ...product, id: 5 } },
      { timeoutMs: 10_000 },
    );
    const handled: number[] = [];
    bus.handle('cart.add-requested', (command) => {
      handled.push(command.product.id);
      bus.publish('cart.add-completed', {
        correlationId: command.correlationId,
        productId: command.product.id,
        added: true,
        quantity: 1,
      });
    });
    expect(handled).toEqual([4, 5]);
    expect((await first).kind).toBe('answered');
    expect((await second).kind).toBe('answered');
  });

  it('time out when nobody answers, and a withdrawn command never runs later', async () => {
    jest.useFakeTimers();
    const bus = createBus();
    const outcome = bus.request('cart.add-requested', { product }, { timeoutMs: 8000 });
    jest.advanceTimersByTime(8000);
    expect(await outcome).toEqual({ kind: 'timeout' });

    const handled: unknown[] = [];
    bus.handle('cart.add-requested', (command) => handled.push(command));
    expect(handled).toEqual([]);
  });

  it('have one handler at a time; stopping it leaves later commands held', () => {
    const bus = createBus();
    const seen: string[] = [];
    const stopFirst = bus.handle('cart.add-requested', () => seen.push('first'));
    bus.handle('cart.add-requested', () => seen.push('second'));
    stopFirst();
    void bus.request('cart.add-requested', { product }, { timeoutMs: 50 });
    expect(seen).toEqual(['second']);
  });
});
